/** Message centre and service feedback (message-list, service-feedback pages). Times are unix seconds. */
import { Type, type Static } from '@sinclair/typebox'

export type MessageItem = Static<typeof MessageItem>
export const MessageItem = Type.Object({
  id: Type.Number(),
  /** system | order | pension */
  type: Type.String(),
  title: Type.String(),
  content: Type.String(),
  is_read: Type.Boolean(),
  created_at: Type.Number()
})

/** /message/list */
export type MessageList = Static<typeof MessageList>
export const MessageList = Type.Object({
  list: Type.Array(MessageItem),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number(),
  unread: Type.Number()
})

/** /message/readall: how many were marked read now. */
export type MessageReadAll = Static<typeof MessageReadAll>
export const MessageReadAll = Type.Object({
  marked: Type.Number(),
  unread: Type.Number()
})

/** /message/unread */
export type MessageUnread = Static<typeof MessageUnread>
export const MessageUnread = Type.Object({
  count: Type.Number()
})

export type FeedbackItem = Static<typeof FeedbackItem>
export const FeedbackItem = Type.Object({
  id: Type.Number(),
  content: Type.String(),
  images: Type.Array(Type.String()),
  contact: Type.String(),
  /** 0 pending, 1 replied */
  status: Type.Number(),
  reply: Type.String(),
  created_at: Type.Number()
})

/** /feedback/list */
export type FeedbackList = Static<typeof FeedbackList>
export const FeedbackList = Type.Object({
  list: Type.Array(FeedbackItem),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number()
})
