import type { OrderReviewState, ReviewCreateInput, ReviewListResult } from '@contract/schemas/review'
import { request, type RequestOptions } from '../request'

// POST /api/v1/review/create: one review of one line of the shopper's received order (ours, not in the spec)
export const createReview = (body: ReviewCreateInput, options?: RequestOptions) =>
  request<{ id: number }>('/review/create', { ...body }, options)

// POST /api/v1/review/order: the order's lines and which are reviewed (ours)
export const getOrderReviews = (body: { order_id: number }, options?: RequestOptions) =>
  request<OrderReviewState>('/review/order', body, options)

// POST /api/v1/review/list: a goods' visible reviews, newest first, with the rating (ours; no login needed)
export const getReviewList = (body: { sku_id: number; page?: number; page_size?: number }, options?: RequestOptions) =>
  request<ReviewListResult>('/review/list', body, options)
