import type { supportRoutes } from '@contract/api/support'
import type { Body, Data } from '@contract/api/route'
import { apiUrl, request, type RequestOptions } from '../request'

type Route = typeof supportRoutes

/** 在线客服 (docs/decisions/0033-support-chat.md): the shopper's thread with 客服. */

// POST /api/v1/support/thread: opens the shopper's thread (or answers it)
export const openSupportThread = (options?: RequestOptions) =>
  request<Data<Route['/support/thread']>>('/support/thread', {}, options)

// POST /api/v1/support/messages: messages above `after`, or the newest ones
export const getSupportMessages = (body: Body<Route['/support/messages']>, options?: RequestOptions) =>
  request<Data<Route['/support/messages']>>('/support/messages', body, options)

// POST /api/v1/support/send: idempotent by client_id, so a retry never doubles a message
export const sendSupportMessage = (body: Body<Route['/support/send']>, options?: RequestOptions) =>
  request<Data<Route['/support/send']>>('/support/send', body, options)

// POST /api/v1/support/read: marks 客服's messages read up to last_id
export const readSupportMessages = (body: Body<Route['/support/read']>, options?: RequestOptions) =>
  request<Data<Route['/support/read']>>('/support/read', body, options)

// POST /api/v1/support/poll: waits up to `wait` seconds for a message above `after` (mini programs)
export const pollSupportMessages = (body: Body<Route['/support/poll']>, options?: RequestOptions) =>
  request<Data<Route['/support/poll']>>('/support/poll', body, options)

// POST /api/v1/support/ticket: a ticket for the event stream (H5)
export const getSupportStreamTicket = (body: Body<Route['/support/ticket']>, options?: RequestOptions) =>
  request<Data<Route['/support/ticket']>>('/support/ticket', body, options)

// GET /api/v1/support/stream: the event stream's address (EventSource, H5 only)
export const supportStreamUrl = (threadId: number, ticket: string, after: number) =>
  `${apiUrl('/support/stream')}?thread_id=${threadId}&ticket=${encodeURIComponent(ticket)}&after=${after}`
