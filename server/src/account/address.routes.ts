import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import * as address from './address'
import { parseAddress } from './address-parse'
import { invalid } from '../errors'
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
  // 智能识别: nothing is stored; rate-limited per IP (lib/rate-limit.ts, group parse).
  app.post('/addr/parse', { schema: addressRoutes['/addr/parse'] }, async (req) => {
    requireUser(req)
    if (!req.body.text.trim()) throw invalid('text', '不能为空')
    return ok(parseAddress(req.body.text))
  })
}
