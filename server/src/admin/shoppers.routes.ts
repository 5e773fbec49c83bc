import { Type } from '@sinclair/typebox'
import type { App } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { Confirm, Freeze, ShopperQuery } from './fulfil-contract'
import { actor } from './route'
import { listShoppers, revealShopper, setShopperStatus } from './shoppers'

const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) })

/** Shoppers: search (masked), unmask (财务, audited), freeze and unfreeze (客服, audited). */
export default async function shopperRoutes(app: App) {
  app.get('/shoppers', { schema: { querystring: ShopperQuery }, config: { perm: 'shopper:read' } }, async (req) =>
    ok(await listShoppers(app.db, req.query))
  )
  app.post(
    '/shoppers/:id/reveal',
    { schema: { params: Params, body: Confirm }, config: { perm: 'shopper:unmask' } },
    async (req) => ok(await revealShopper(app.db, actor(req), req.params.id))
  )
  app.post(
    '/shoppers/:id/status',
    { schema: { params: Params, body: Freeze }, config: { perm: 'shopper:write' } },
    async (req) => {
      if (!req.body.reason.trim()) throw invalid('reason', '不能为空')
      return ok(await setShopperStatus(app.db, actor(req), req.params.id, req.body.frozen, req.body.reason.trim()))
    }
  )
}
