import type { feedbackRoutes } from '@contract/api/app'
import type { Body, Data } from '@contract/api/route'
import { request, type RequestOptions } from '../request'

type Route = typeof feedbackRoutes

/** Service feedback (ours, not in the spec). */

// POST /api/v1/feedback/add: the stored feedback
export const addFeedback = (body: Body<Route['/feedback/add']>, options?: RequestOptions) =>
  request<Data<Route['/feedback/add']>>('/feedback/add', body, options)

// POST /api/v1/feedback/list
export const getFeedbackList = (body: Body<Route['/feedback/list']> = {}, options?: RequestOptions) =>
  request<Data<Route['/feedback/list']>>('/feedback/list', body, options)
