/** 在线客服: a shopper's conversation with 客服 (docs/decisions/0033-support-chat.md). Times are unix seconds. */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OneOf } from './common'

/** What an order or goods card showed when it was sent (prices in cents; order_no empty on a goods card). */
export type SupportCard = Static<typeof SupportCard>
export const SupportCard = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  image: Type.String(),
  price: Type.Number(),
  order_no: Type.String(),
  status_text: Type.String()
})

export const SUPPORT_KINDS = ['text', 'image', 'order', 'goods'] as const
export type SupportKind = (typeof SUPPORT_KINDS)[number]

/** One message. `id` is the resume cursor; `client_id` the sender's own id, which a retried send repeats. */
export type SupportMessage = Static<typeof SupportMessage>
export const SupportMessage = Type.Object({
  id: Type.Number(),
  thread_id: Type.Number(),
  client_id: Type.String(),
  from: OneOf(['shopper', 'staff'] as const),
  staff_name: Type.String(),
  kind: OneOf(SUPPORT_KINDS),
  /** As typed: the client shows it as text, never as markup. */
  text: Type.String(),
  image: Type.String(),
  card: Nullable(SupportCard),
  created_at: Type.Number()
})

/** The shopper's thread: who answers it, how many 客服 messages are unread, the newest message id. */
export type SupportThread = Static<typeof SupportThread>
export const SupportThread = Type.Object({
  id: Type.Number(),
  staff_name: Type.String(),
  unread: Type.Number(),
  last_id: Type.Number()
})

/** A page of messages after a cursor (or the newest ones); `last_id` is the cursor to ask from next. */
export type SupportMessages = Static<typeof SupportMessages>
export const SupportMessages = Type.Object({
  list: Type.Array(SupportMessage),
  last_id: Type.Number(),
  has_more: Type.Boolean()
})
