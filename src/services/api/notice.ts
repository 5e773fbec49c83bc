import type { noticeRoutes } from '@contract/api/notice'
import type { Body, Data } from '@contract/api/route'
import { request, type RequestOptions } from '../request'

type Route = typeof noticeRoutes

/** Notices (docs/operations.md, "Notices"): the shopper's switches and the subscription-message grants. */

// POST /api/v1/notice/settings: every optional channel and event on or off; `locked` stays on
export const getNoticeSettings = (options?: RequestOptions) =>
  request<Data<Route['/notice/settings']>>('/notice/settings', {}, options)

// POST /api/v1/notice/settings/save: switches left out keep their value
export const saveNoticeSettings = (body: Body<Route['/notice/settings/save']>, options?: RequestOptions) =>
  request<Data<Route['/notice/settings/save']>>('/notice/settings/save', body, options)

// POST /api/v1/notice/templates: the template ids to ask for after paying and before a withdrawal
export const getNoticeTemplates = (body: Body<Route['/notice/templates']>, options?: RequestOptions) =>
  request<Data<Route['/notice/templates']>>('/notice/templates', body, options)

// POST /api/v1/notice/subscribed: the ids the shopper accepted, one grant each
export const reportSubscribed = (body: Body<Route['/notice/subscribed']>, options?: RequestOptions) =>
  request<Data<Route['/notice/subscribed']>>('/notice/subscribed', body, options)
