import { lazy } from 'react'

/**
 * H5 build of sheets.ts (Taro picks `.h5.ts` files for H5): goods-info and order-detail show their review
 * sections at once; the sheets (NutUI popup, the upload grid) come as their own chunks when first opened.
 */
export const ReviewSheet = lazy(() => import('./review-sheet'))
export const ReviewListSheet = lazy(() => import('./review-list-sheet'))
