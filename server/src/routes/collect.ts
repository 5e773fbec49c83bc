import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { requireUser } from '../lib/auth'
import { ok, paging } from '../lib/reply'
import { parseIdList } from '../services/catalogue'
import * as collect from '../services/collect'
import { Id, IdList } from './catalogue'

const ListBody = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 }))
})

// Routes of the favourites area: every call needs a login.
export default async function routes(app: App) {
  const base = app.config.publicUrl
  app.post('/collect/list', { schema: { body: ListBody } }, async (req) => {
    const uid = requireUser(req)
    return ok(await collect.list(app.db, uid, base, paging(req.body, 20, 50)))
  })
  app.post('/collect/usercoll', { schema: { body: Type.Object({ sku_id: Id }) } }, async (req) =>
    ok(await collect.isCollected(app.db, requireUser(req), req.body.sku_id))
  )
  app.post('/collect/clear', { schema: { body: Type.Object({}) } }, async (req) =>
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
