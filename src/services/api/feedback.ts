import type { FeedbackList } from '@contract/schemas/message'
import { request, type RequestOptions } from '../request'

/** Service feedback (ours, not in the spec). */

// POST /api/v1/feedback/add
export const addFeedback = (body: { content: string; images?: string[]; contact?: string }, options?: RequestOptions) =>
  request<unknown>('/feedback/add', body, options)

// POST /api/v1/feedback/list
export const getFeedbackList = (body: { page?: number; page_size?: number } = {}, options?: RequestOptions) =>
  request<FeedbackList>('/feedback/list', body, options)
