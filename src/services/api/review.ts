import type { Body, Data } from '@contract/api/route'
import type { reviewRoutes } from '@contract/api/order'
import { request, type RequestOptions } from '../request'

/** Reviews (ours, not in the spec); the answers are the contract's (contract/api/order.ts). */
type R = typeof reviewRoutes
type D<P extends keyof R> = Data<R[P]>

// POST /api/v1/review/create: one review of one line of the shopper's received order
export const createReview = (body: Body<R['/review/create']>, options?: RequestOptions) =>
  request<D<'/review/create'>>('/review/create', body, options)

// POST /api/v1/review/order: the order's lines and which are reviewed
export const getOrderReviews = (body: Body<R['/review/order']>, options?: RequestOptions) =>
  request<D<'/review/order'>>('/review/order', body, options)

// POST /api/v1/review/list: a goods' visible reviews, newest first, with the rating (no login needed)
export const getReviewList = (body: Body<R['/review/list']>, options?: RequestOptions) =>
  request<D<'/review/list'>>('/review/list', body, options)
