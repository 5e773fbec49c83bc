import { Type } from '@sinclair/typebox'
import { SUPPORT_LIMITS } from '../rules'
import { OneOf } from '../schemas/common'
import { Id } from '../schemas/request'
import { SUPPORT_KINDS, SupportMessage, SupportMessages, SupportThread } from '../schemas/support'
import { rawRoute, route } from './route'

/** A message id used as a cursor: 0 = from the start. */
const Cursor = Type.Integer({ minimum: 0, maximum: 2147483647 })
/** The sender's own id of a message (a uuid or similar): the same id again is the same message. */
export const ClientId = Type.String({
  minLength: 8,
  maxLength: SUPPORT_LIMITS.clientIdMax,
  pattern: '^[A-Za-z0-9_-]+$'
})
/** An upload's address as /api/service/image/upload answered it (the one upload path). */
const ImageUrl = Type.String({
  maxLength: 512,
  pattern: '^(https?://[^\\s]+)?/api/service/image/[a-f0-9]{32}\\.(jpg|png|webp|gif)$'
})

/** 在线客服 for the shopper (docs/decisions/0033-support-chat.md); prefix /api/v1, all need a session. */
export const supportRoutes = {
  // Opens the shopper's thread, or answers the one they have.
  '/support/thread': route(SupportThread, { body: Type.Object({}) }),
  // after: messages above that id, oldest first; without it the newest `limit`.
  '/support/messages': route(SupportMessages, {
    body: Type.Object({
      thread_id: Id,
      after: Type.Optional(Cursor),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
    })
  }),
  '/support/send': route(SupportMessage, {
    body: Type.Object({
      thread_id: Id,
      client_id: ClientId,
      kind: OneOf(SUPPORT_KINDS),
      text: Type.Optional(Type.String({ maxLength: SUPPORT_LIMITS.textMax })),
      image: Type.Optional(ImageUrl),
      order_id: Type.Optional(Id),
      sku_id: Type.Optional(Id)
    })
  }),
  '/support/read': route(Type.Object({ unread: Type.Number() }), {
    body: Type.Object({ thread_id: Id, last_id: Cursor })
  }),
  // Mini programs: waits up to `wait` seconds for a message above `after` (0 answers at once).
  '/support/poll': route(SupportMessages, {
    body: Type.Object({
      thread_id: Id,
      after: Cursor,
      wait: Type.Optional(Type.Integer({ minimum: 0, maximum: SUPPORT_LIMITS.pollWaitMax }))
    })
  }),
  // H5: a ticket for the event stream, since EventSource cannot send the Authorization header.
  '/support/ticket': route(Type.Object({ ticket: Type.String(), expires_in: Type.Number() }), {
    body: Type.Object({ thread_id: Id })
  }),
  // H5: server-sent events, one `message` event per message (id: the message id), resumed by Last-Event-ID.
  '/support/stream': rawRoute('text/event-stream', {
    querystring: Type.Object({
      thread_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
      ticket: Type.String({ maxLength: 200 }),
      after: Type.Optional(Cursor)
    })
  })
}
