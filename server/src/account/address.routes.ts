import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import * as address from './address'
import { addressRoutes } from '@contract/api/shopping'

// Routes of the address area: every call needs a login; another user's address is "not found".
export default async function routes(app: App) {
  app.post('/addr/list', { schema: addressRoutes['/addr/list'] }, async (req) =>
    ok(await address.list(app.db, requireUser(req)))
  )
  app.post('/addr/info', { schema: addressRoutes['/addr/info'] }, async (req) =>
    ok(await address.info(app.db, requireUser(req), req.body.id))
  )
  app.post('/addr/add', { schema: addressRoutes['/addr/add'] }, async (req) =>
    ok(await address.save(app.db, requireUser(req), req.body))
  )
  app.post('/addr/del', { schema: addressRoutes['/addr/del'] }, async (req) =>
    ok(await address.del(app.db, requireUser(req), req.body.addr_id))
  )
}
