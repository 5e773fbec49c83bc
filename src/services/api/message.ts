import type { messageRoutes } from '@contract/api/app'
import type { Body, Data } from '@contract/api/route'
import { request, type RequestOptions } from '../request'

type Route = typeof messageRoutes

/** In-app messages (ours, not in the spec). */

// POST /api/v1/message/list
export const getMessageList = (body: Body<Route['/message/list']> = {}, options?: RequestOptions) =>
  request<Data<Route['/message/list']>>('/message/list', body, options)

// POST /api/v1/message/read: the message, now read, and the unread count left
export const readMessage = (body: Body<Route['/message/read']>, options?: RequestOptions) =>
  request<Data<Route['/message/read']>>('/message/read', body, options)

// POST /api/v1/message/readall: marks every message of the caller read
export const readAllMessages = (options?: RequestOptions) =>
  request<Data<Route['/message/readall']>>('/message/readall', {}, options)

// POST /api/v1/message/unread: unread count
export const getUnreadMessageCount = (options?: RequestOptions) =>
  request<Data<Route['/message/unread']>>('/message/unread', {}, options)
