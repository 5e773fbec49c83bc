import type { MessageList, MessageReadAll, MessageUnread } from '@contract/schemas/message'
import { request, type RequestOptions } from '../request'

/** In-app messages (ours, not in the spec). */

// POST /api/v1/message/list
export const getMessageList = (body: { page?: number; page_size?: number } = {}, options?: RequestOptions) =>
  request<MessageList>('/message/list', body, options)

// POST /api/v1/message/read
export const readMessage = (body: { id: number }, options?: RequestOptions) =>
  request<unknown>('/message/read', body, options)

// POST /api/v1/message/readall: marks every message of the caller read
export const readAllMessages = (options?: RequestOptions) => request<MessageReadAll>('/message/readall', {}, options)

// POST /api/v1/message/unread: unread count
export const getUnreadMessageCount = (options?: RequestOptions) =>
  request<MessageUnread>('/message/unread', {}, options)
