import type { Body, Data } from '@contract/api/route'
import type { prizeRoutes } from '@contract/api/pension'
import { request, type RequestOptions } from '../request'

/** Prize draws (contract/api/pension.ts). */
type R = typeof prizeRoutes
type D<P extends keyof R> = Data<R[P]>

// POST /api/v1/prizedrawactivity/info
export const getPrizeDrawInfo = (body: Body<R['/prizedrawactivity/info']> = {}, options?: RequestOptions) =>
  request<D<'/prizedrawactivity/info'>>('/prizedrawactivity/info', body, options)

// POST /api/v1/prizedrawactivity/signup
export const signupPrizeDraw = (body: Body<R['/prizedrawactivity/signup']>, options?: RequestOptions) =>
  request<D<'/prizedrawactivity/signup'>>('/prizedrawactivity/signup', body, options)

// POST /api/v1/prizedrawactivity/result: draws once, then returns the same result
export const getPrizeDrawResult = (body: Body<R['/prizedrawactivity/result']> = {}, options?: RequestOptions) =>
  request<D<'/prizedrawactivity/result'>>('/prizedrawactivity/result', body, options)

// POST /api/v1/prizedrawactivity/setaddress: where a won physical prize goes (an address-book id or the fields)
export const setPrizeDrawAddress = (body: Body<R['/prizedrawactivity/setaddress']>, options?: RequestOptions) =>
  request<D<'/prizedrawactivity/setaddress'>>('/prizedrawactivity/setaddress', body, options)
