import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { Empty, Id, Paging } from '../lib/schemas'
import { listMessages, readAllMessages, readMessage, unreadCount } from './message'

/** The message centre. The spec names no paths for it; these are ours. */
export default async function routes(app: App) {
  app.post('/message/list', { schema: { body: Paging } }, async (req) =>
    ok(await listMessages(app.db, requireUser(req), req.body))
  )

  app.post('/message/read', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await readMessage(app.db, requireUser(req), req.body.id))
  )

  app.post('/message/readall', { schema: { body: Empty } }, async (req) =>
    ok(await readAllMessages(app.db, requireUser(req)))
  )

  app.post('/message/unread', { schema: { body: Empty } }, async (req) =>
    ok({ count: await unreadCount(app.db, requireUser(req)) })
  )
}
