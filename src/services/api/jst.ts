import type { SmallAmountChecked, SmallAmountSent } from '@contract/schemas/bank'
import { request, type RequestOptions } from '../request'

/** Corporate small-amount check: a small amount is paid to the card and the user types it back. */

// POST /api/v1/jst/bindsmallamountwithcheckcorp
export const bindSmallAmountWithCheckCorp = (options?: RequestOptions) =>
  request<SmallAmountSent>('/jst/bindsmallamountwithcheckcorp', {}, options)

// POST /api/v1/jst/checkamountwithcorp: amount in cents (1-99)
export const checkAmountWithCorp = (body: { amount: number }, options?: RequestOptions) =>
  request<SmallAmountChecked>('/jst/checkamountwithcorp', body, options)
