import { Type, type Static } from '@sinclair/typebox'
import { route } from '../api/route'
import { ClientId } from '../api/support'
import { PICTURE_KEY_PATTERN } from '../pictures'
import { SUPPORT_LIMITS } from '../rules'
import { Nullable } from '../schemas/common'
import { SupportMessage, SupportMessages } from '../schemas/support'
import { UploadedPicture } from './catalogue'
import { IdParams, Listing, PageFields } from './common'

// 客服 inbox (server/src/admin/support.routes.ts, docs/console.md): threads with unread counts, the shopper's recent
// orders beside a thread, replies, 快捷回复 and assignment. Reading needs support:read, writing support:reply.

export const ThreadQuery = Type.Object({
  /** Only threads assigned to me. */
  mine: Type.Optional(Type.Boolean()),
  /** Only threads with messages I have not read. */
  unread: Type.Optional(Type.Boolean()),
  /** Threads that sent a card of this order (the order's page links here). */
  order_id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...PageFields
})

export type InboxThread = Static<typeof InboxThread>
export const InboxThread = Type.Object({
  id: Type.Number(),
  user_id: Type.Number(),
  /** Masked, as every list shows it. */
  phone: Type.String(),
  nick: Type.String(),
  staff_id: Nullable(Type.Number()),
  staff_name: Type.String(),
  last_text: Type.String(),
  last_at: Type.String(),
  unread: Type.Number()
})

export type InboxOrder = Static<typeof InboxOrder>
export const InboxOrder = Type.Object({
  id: Type.Number(),
  order_no: Type.String(),
  status_text: Type.String(),
  pay_amount: Type.Number(),
  title: Type.String(),
  created_at: Type.String()
})

export type InboxThreadDetail = Static<typeof InboxThreadDetail>
export const InboxThreadDetail = Type.Object({
  thread: InboxThread,
  messages: SupportMessages,
  /** The shopper's five newest orders. */
  orders: Type.Array(InboxOrder)
})

export type QuickReply = Static<typeof QuickReply>
export const QuickReply = Type.Object({ id: Type.Number(), text: Type.String() })

export const adminSupportRoutes = {
  'GET /support/threads': route(Listing(InboxThread), { querystring: ThreadQuery }),
  'GET /support/threads/:id': route(InboxThreadDetail, { params: IdParams }),
  'GET /support/threads/:id/messages': route(SupportMessages, {
    params: IdParams,
    querystring: Type.Object({ after: Type.Integer({ minimum: 0, maximum: 2147483647 }) })
  }),
  'POST /support/threads/:id/send': route(SupportMessage, {
    params: IdParams,
    // A reply is text or a picture uploaded through POST /support/upload (its key), one of them.
    body: Type.Object({
      client_id: ClientId,
      text: Type.Optional(Type.String({ maxLength: SUPPORT_LIMITS.textMax })),
      picture: Type.Optional(Type.String({ pattern: PICTURE_KEY_PATTERN }))
    })
  }),
  /** Multipart (field `file`): a picture for a reply, stored as every console upload is; no body schema. */
  'POST /support/upload': route(UploadedPicture),
  'POST /support/threads/:id/read': route(Type.Object({ unread: Type.Number() }), {
    params: IdParams,
    body: Type.Object({ last_id: Type.Integer({ minimum: 0, maximum: 2147483647 }) })
  }),
  'POST /support/threads/:id/assign': route(InboxThread, {
    params: IdParams,
    body: Type.Object({ staff_id: Nullable(Type.Integer({ minimum: 1 })) })
  }),
  /** Staff a thread may be assigned to: the active ones whose role answers shoppers. */
  'GET /support/agents': route(Type.Array(Type.Object({ id: Type.Number(), name: Type.String() }))),
  'GET /support/quick-replies': route(Type.Array(QuickReply)),
  'POST /support/quick-replies': route(QuickReply, {
    body: Type.Object({ text: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.quickReplyMax }) })
  }),
  'POST /support/quick-replies/:id/delete': route(Type.Null(), { params: IdParams })
}
