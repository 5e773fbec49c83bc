import { lazy } from 'react'

/**
 * H5 build of sheet.ts (Taro picks `.h5.ts` files for H5): the SKU sheet (NutUI popup, stepper and
 * buttons) is not needed to show the goods, so it is its own chunk, fetched once the page has drawn.
 */
const load = () => import('@/components/sku-sheet')

export const SkuSheet = lazy(load)

export function preloadSheet(): void {
  void load().catch(() => undefined)
}
