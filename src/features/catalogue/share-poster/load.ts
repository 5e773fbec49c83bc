import SharePoster from './index'

/**
 * The poster sheet as the pages use it (load.h5.ts: its own chunk on H5). In the mini programs it is part of the
 * pages' subpackages (goods-info, order-detail-group), never of the main package (docs/decisions/0010).
 */
export { SharePoster }
