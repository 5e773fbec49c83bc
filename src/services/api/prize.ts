import type {
  PrizeActivityInfo,
  PrizeAddressInput,
  PrizeAddressSaved,
  PrizeDrawResult,
  PrizeSignup
} from '@contract/schemas/prize'
import { request, type RequestOptions } from '../request'

// POST /api/v1/prizedrawactivity/info
export const getPrizeDrawInfo = (body: { activity_id?: number } = {}, options?: RequestOptions) =>
  request<PrizeActivityInfo>('/prizedrawactivity/info', body, options)

// POST /api/v1/prizedrawactivity/signup
export const signupPrizeDraw = (body: { activity_id: number }, options?: RequestOptions) =>
  request<PrizeSignup>('/prizedrawactivity/signup', body, options)

// POST /api/v1/prizedrawactivity/result: draws once, then returns the same result
export const getPrizeDrawResult = (body: { activity_id?: number } = {}, options?: RequestOptions) =>
  request<PrizeDrawResult>('/prizedrawactivity/result', body, options)

// POST /api/v1/prizedrawactivity/setaddress: where a won physical prize goes (an address-book id or the fields)
export const setPrizeDrawAddress = (body: PrizeAddressInput, options?: RequestOptions) =>
  request<PrizeAddressSaved>('/prizedrawactivity/setaddress', { ...body }, options)
