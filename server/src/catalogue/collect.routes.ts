import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok, paging } from '../lib/reply'
import { Empty, Id, IdList, Paging, parseIdList } from '../lib/schemas'
import * as collect from './collect'

// Routes of the favourites area: every call needs a login.
export default async function routes(app: App) {
  const base = app.config.publicUrl
  app.post('/collect/list', { schema: { body: Paging } }, async (req) => {
    const uid = requireUser(req)
    return ok(await collect.list(app.db, uid, base, paging(req.body, 20, 50)))
  })
  app.post('/collect/usercoll', { schema: { body: Type.Object({ sku_id: Id }) } }, async (req) =>
    ok(await collect.isCollected(app.db, requireUser(req), req.body.sku_id))
  )
  app.post('/collect/clear', { schema: { body: Empty } }, async (req) =>
    ok(await collect.clear(app.db, requireUser(req)))
  )
  app.post('/collect/add', { schema: { body: Type.Object({ spu_id: Id, sku_id: Id }) } }, async (req) =>
    ok(await collect.add(app.db, requireUser(req), req.body))
  )
  app.post('/collect/del', { schema: { body: Type.Object({ sku_ids: IdList }) } }, async (req) => {
    const uid = requireUser(req)
    return ok(await collect.del(app.db, uid, parseIdList('sku_ids', req.body.sku_ids)))
  })
}
