import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { requireUser } from '../lib/auth'
import { ok } from '../lib/reply'
import { addFeedback, listFeedback } from '../services/feedback'
import { listMessages, readMessage, unreadCount } from '../services/message'

const Paging = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 }))
})

/** Message centre and service feedback. The spec names no paths for these; these are ours. */
export default async function routes(app: App) {
  app.post('/message/list', { schema: { body: Paging } }, async (req) =>
    ok(await listMessages(app.db, requireUser(req), req.body))
  )

  app.post(
    '/message/read',
    { schema: { body: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }) } },
    async (req) => ok(await readMessage(app.db, requireUser(req), req.body.id))
  )

  app.post('/message/unread', { schema: { body: Type.Object({}) } }, async (req) =>
    ok({ count: await unreadCount(app.db, requireUser(req)) })
  )

  app.post(
    '/feedback/add',
    {
      schema: {
        body: Type.Object({
          content: Type.String({ minLength: 1, maxLength: 500 }),
          images: Type.Optional(
            Type.Array(Type.String({ maxLength: 512, pattern: '^(https?://|/api/service/image/)[^\\s]+$' }), {
              maxItems: 9
            })
          ),
          contact: Type.Optional(Type.String({ maxLength: 64 }))
        })
      }
    },
    async (req) => ok(await addFeedback(app.db, requireUser(req), req.body))
  )

  app.post('/feedback/list', { schema: { body: Paging } }, async (req) =>
    ok(await listFeedback(app.db, requireUser(req), req.body))
  )
}
