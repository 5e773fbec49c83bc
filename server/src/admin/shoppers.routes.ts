import { adminShopperRoutes as R } from '@contract/admin/shoppers'
import type { App } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { actor } from './route'
import { listShoppers, revealShopper, setShopperStatus } from './shoppers'

/** Shoppers: search (masked), unmask (财务, audited), freeze and unfreeze (客服, audited). */
export default async function shopperRoutes(app: App) {
  app.get('/shoppers', { schema: R['GET /shoppers'], config: { perm: 'shopper:read' } }, async (req) =>
    ok(await listShoppers(app.db, req.query))
  )
  app.post(
    '/shoppers/:id/reveal',
    { schema: R['POST /shoppers/:id/reveal'], config: { perm: 'shopper:unmask' } },
    async (req) => ok(await revealShopper(app.db, actor(req), req.params.id))
  )
  app.post(
    '/shoppers/:id/status',
    { schema: R['POST /shoppers/:id/status'], config: { perm: 'shopper:write' } },
    async (req) => {
      if (!req.body.reason.trim()) throw invalid('reason', '不能为空')
      return ok(await setShopperStatus(app.db, actor(req), req.params.id, req.body.frozen, req.body.reason.trim()))
    }
  )
}
