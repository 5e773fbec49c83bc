import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { Empty, Id, IdList, parseIdList } from '../lib/schemas'
import * as cart from './cart'

const Qty = Type.Integer({ minimum: 1, maximum: cart.CART_MAX_QTY })

// Routes of the cart area: every call needs a login; lines of other users are "not found".
export default async function routes(app: App) {
  const base = app.config.publicUrl
  app.post('/cart/add', { schema: { body: Type.Object({ sku_id: Id, qty: Qty }) } }, async (req) =>
    ok(await cart.add(app.db, requireUser(req), req.body))
  )
  app.post('/cart/list', { schema: { body: Empty } }, async (req) =>
    ok(await cart.list(app.db, requireUser(req), base))
  )
  app.post('/cart/clean', { schema: { body: Empty } }, async (req) => ok(await cart.clean(app.db, requireUser(req))))
  app.post('/cart/del', { schema: { body: Type.Object({ cart_ids: IdList }) } }, async (req) => {
    const uid = requireUser(req)
    return ok(await cart.del(app.db, uid, parseIdList('cart_ids', req.body.cart_ids)))
  })
  app.post('/cart/edit', { schema: { body: Type.Object({ cart_id: Id, qty: Qty }) } }, async (req) =>
    ok(await cart.edit(app.db, requireUser(req), req.body))
  )
  app.post('/cart/num', { schema: { body: Empty } }, async (req) => ok(await cart.num(app.db, requireUser(req))))
}
