import { lazy } from 'react'

/**
 * H5 build of picker.ts (Taro picks `.h5.ts` files for H5): the goods page shows the region line at once, and
 * the district picker (a NutUI popup) comes as its own chunk only when the shopper taps to switch region.
 */
export const RegionPicker = lazy(() => import('@/features/address/district-picker'))
