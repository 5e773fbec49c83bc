import { request, type RequestOptions } from '../request'

/** Corporate small-amount check: a small amount is paid to the card and the user types it back. */

// POST /api/v1/jst/bindsmallamountwithcheckcorp
export const bindSmallAmountWithCheckCorp = (body: Record<string, unknown> = {}, options?: RequestOptions) =>
  request<unknown>('/jst/bindsmallamountwithcheckcorp', body, options)

// POST /api/v1/jst/checkamountwithcorp: amount in cents
export const checkAmountWithCorp = (body: { amount: number }, options?: RequestOptions) =>
  request<unknown>('/jst/checkamountwithcorp', body, options)
