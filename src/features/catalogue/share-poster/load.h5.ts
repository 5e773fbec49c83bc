import { lazy } from 'react'

/** H5 build of load.ts: the poster sheet (canvas drawing, album hint) is fetched only when the shopper opens it. */
export const SharePoster = lazy(() => import('./index'))
