import type { Body, Data } from '@contract/api/route'
import type { jstRoutes } from '@contract/api/pension'
import { request, type RequestOptions } from '../request'

/** Corporate small-amount check: a small amount is paid to the card and the user types it back. */
type R = typeof jstRoutes

// POST /api/v1/jst/bindsmallamountwithcheckcorp
export const bindSmallAmountWithCheckCorp = (options?: RequestOptions) =>
  request<Data<R['/jst/bindsmallamountwithcheckcorp']>>('/jst/bindsmallamountwithcheckcorp', {}, options)

// POST /api/v1/jst/checkamountwithcorp: amount in cents (1-99)
export const checkAmountWithCorp = (body: Body<R['/jst/checkamountwithcorp']>, options?: RequestOptions) =>
  request<Data<R['/jst/checkamountwithcorp']>>('/jst/checkamountwithcorp', body, options)
