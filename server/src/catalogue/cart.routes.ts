import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { parseIdList } from '../lib/schemas'
import * as cart from './cart'
import { cartRoutes } from '@contract/api/shopping'

// Routes of the cart area: every call needs a login; lines of other users are "not found".
export default async function routes(app: App) {
  const base = app.config.publicUrl
  app.post('/cart/add', { schema: cartRoutes['/cart/add'] }, async (req) =>
    ok(await cart.add(app.db, requireUser(req), req.body))
  )
  app.post('/cart/list', { schema: cartRoutes['/cart/list'] }, async (req) =>
    ok(await cart.list(app.db, requireUser(req), base))
  )
  app.post('/cart/clean', { schema: cartRoutes['/cart/clean'] }, async (req) =>
    ok(await cart.clean(app.db, requireUser(req)))
  )
  app.post('/cart/del', { schema: cartRoutes['/cart/del'] }, async (req) => {
    const uid = requireUser(req)
    return ok(await cart.del(app.db, uid, parseIdList('cart_ids', req.body.cart_ids)))
  })
  app.post('/cart/edit', { schema: cartRoutes['/cart/edit'] }, async (req) =>
    ok(await cart.edit(app.db, requireUser(req), req.body))
  )
  app.post('/cart/num', { schema: cartRoutes['/cart/num'] }, async (req) =>
    ok(await cart.num(app.db, requireUser(req)))
  )
}
