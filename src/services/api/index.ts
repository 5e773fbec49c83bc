/**
 * API modules, one per area of the contract. Pages import the area they need
 * (`import { getGoodsInfo } from '../../services/api/catalogue'`) so that a page bundles only its
 * own calls; this index holds only the shared request types, nothing heavy.
 */
export { ApiError } from '../request'
export type { Envelope, RequestOptions } from '../request'
