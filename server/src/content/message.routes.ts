import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { listMessages, readAllMessages, readMessage, unreadCount } from './message'
import { messageRoutes } from '@contract/api/app'

/** The message centre. The spec names no paths for it; these are ours. */
export default async function routes(app: App) {
  app.post('/message/list', { schema: messageRoutes['/message/list'] }, async (req) =>
    ok(await listMessages(app.db, requireUser(req), req.body))
  )
  app.post('/message/read', { schema: messageRoutes['/message/read'] }, async (req) =>
    ok(await readMessage(app.db, requireUser(req), req.body.id))
  )
  app.post('/message/readall', { schema: messageRoutes['/message/readall'] }, async (req) =>
    ok(await readAllMessages(app.db, requireUser(req)))
  )
  app.post('/message/unread', { schema: messageRoutes['/message/unread'] }, async (req) =>
    ok({ count: await unreadCount(app.db, requireUser(req)) })
  )
}
