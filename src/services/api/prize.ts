import { request, type RequestOptions } from '../request'

/** Prize draw. Loose response types until src/types/prize.ts exists (pension area); import them then. */
export type PrizeDrawInfo = Record<string, unknown>
export type PrizeDrawResult = Record<string, unknown>

// POST /api/v1/prizedrawactivity/info
export const getPrizeDrawInfo = (body: { activity_id?: number } = {}, options?: RequestOptions) =>
  request<PrizeDrawInfo>('/prizedrawactivity/info', body, options)

// POST /api/v1/prizedrawactivity/signup
export const signupPrizeDraw = (body: { activity_id: number }, options?: RequestOptions) =>
  request<unknown>('/prizedrawactivity/signup', body, options)

// POST /api/v1/prizedrawactivity/result: draws once, then returns the same result
export const getPrizeDrawResult = (body: { activity_id?: number } = {}, options?: RequestOptions) =>
  request<PrizeDrawResult>('/prizedrawactivity/result', body, options)

// POST /api/v1/prizedrawactivity/setaddress: where a won physical prize goes
export const setPrizeDrawAddress = (
  body: { activity_id: number; addr_id?: number } & Record<string, unknown>,
  options?: RequestOptions
) => request<unknown>('/prizedrawactivity/setaddress', body, options)
