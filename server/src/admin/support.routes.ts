import { adminSupportRoutes as R } from '@contract/admin/support'
import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import {
  addQuickReply,
  agents,
  assignThread,
  deleteQuickReply,
  listThreads,
  quickReplies,
  staffMessages,
  staffRead,
  staffSend,
  threadDetail
} from './support'
import { actor } from './route'

/** The 客服 inbox (docs/console.md): support:read to read, support:reply to answer, assign and keep 快捷回复. */
export default async function supportRoutes(app: App) {
  const read = { perm: 'support:read' } as const
  const reply = { perm: 'support:reply' } as const
  const ctx = { db: app.db, base: app.config.publicUrl, files: app.files }
  app.get('/support/threads', { schema: R['GET /support/threads'], config: read }, async (req) =>
    ok(await listThreads(app.db, actor(req).staffId, req.query))
  )
  app.get('/support/threads/:id', { schema: R['GET /support/threads/:id'], config: read }, async (req) =>
    ok(await threadDetail(app.db, req.params.id))
  )
  app.get(
    '/support/threads/:id/messages',
    { schema: R['GET /support/threads/:id/messages'], config: read },
    async (req) => ok(await staffMessages(app.db, req.params.id, req.query.after))
  )
  app.post('/support/threads/:id/send', { schema: R['POST /support/threads/:id/send'], config: reply }, async (req) =>
    ok(await staffSend(ctx, actor(req), req.params.id, req.body))
  )
  app.post('/support/threads/:id/read', { schema: R['POST /support/threads/:id/read'], config: reply }, async (req) =>
    ok(await staffRead(app.db, req.params.id, req.body.last_id))
  )
  app.post(
    '/support/threads/:id/assign',
    { schema: R['POST /support/threads/:id/assign'], config: reply },
    async (req) => ok(await assignThread(app.db, actor(req), req.params.id, req.body.staff_id))
  )
  app.get('/support/agents', { schema: R['GET /support/agents'], config: read }, async () => ok(await agents(app.db)))
  app.get('/support/quick-replies', { schema: R['GET /support/quick-replies'], config: read }, async () =>
    ok(await quickReplies(app.db))
  )
  app.post('/support/quick-replies', { schema: R['POST /support/quick-replies'], config: reply }, async (req) =>
    ok(await addQuickReply(app.db, actor(req), req.body.text))
  )
  app.post(
    '/support/quick-replies/:id/delete',
    { schema: R['POST /support/quick-replies/:id/delete'], config: reply },
    async (req) => ok(await deleteQuickReply(app.db, actor(req), req.params.id))
  )
}
