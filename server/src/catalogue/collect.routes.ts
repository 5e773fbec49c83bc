import { type App, requireUser } from '../lib/context'
import { ok, paging } from '../lib/reply'
import { parseIdList } from '../lib/schemas'
import * as collect from './collect'
import { collectRoutes } from '@contract/api/shopping'

// Routes of the favourites area: every call needs a login.
export default async function routes(app: App) {
  const base = app.config.publicUrl
  app.post('/collect/list', { schema: collectRoutes['/collect/list'] }, async (req) => {
    const uid = requireUser(req)
    return ok(await collect.list(app.db, uid, base, paging(req.body, 20, 50)))
  })
  app.post('/collect/usercoll', { schema: collectRoutes['/collect/usercoll'] }, async (req) =>
    ok(await collect.isCollected(app.db, requireUser(req), req.body.sku_id))
  )
  app.post('/collect/clear', { schema: collectRoutes['/collect/clear'] }, async (req) =>
    ok(await collect.clear(app.db, requireUser(req)))
  )
  app.post('/collect/add', { schema: collectRoutes['/collect/add'] }, async (req) =>
    ok(await collect.add(app.db, requireUser(req), req.body))
  )
  app.post('/collect/del', { schema: collectRoutes['/collect/del'] }, async (req) => {
    const uid = requireUser(req)
    return ok(await collect.del(app.db, uid, parseIdList('sku_ids', req.body.sku_ids)))
  })
}
