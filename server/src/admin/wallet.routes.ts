import { adminWalletRoutes as R } from '@contract/admin/wallet'
import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { actor } from './route'
import {
  createCouponTemplate,
  issueCoupons,
  listCouponTemplates,
  stopCouponTemplate,
  updateCouponTemplate
} from './coupons'
import { cardHistory, createBatch, issueCard, listBatches, listCards, setCardFrozen } from './cards'

/** Coupons (运营: rules, issue, stop) and shopping cards (财务: batches, issue, freeze, history). Every write audited. */
export default async function walletRoutes(app: App) {
  app.get('/coupons', { schema: R['GET /coupons'], config: { perm: 'coupon:read' } }, async (req) =>
    ok(await listCouponTemplates(app.db, req.query))
  )
  app.post('/coupons', { schema: R['POST /coupons'], config: { perm: 'coupon:write' } }, async (req) =>
    ok(await createCouponTemplate(app.db, actor(req), req.body))
  )
  app.put('/coupons/:id', { schema: R['PUT /coupons/:id'], config: { perm: 'coupon:write' } }, async (req) =>
    ok(await updateCouponTemplate(app.db, actor(req), req.params.id, req.body))
  )
  app.post(
    '/coupons/:id/stop',
    { schema: R['POST /coupons/:id/stop'], config: { perm: 'coupon:write' } },
    async (req) => ok(await stopCouponTemplate(app.db, actor(req), req.params.id))
  )
  app.post(
    '/coupons/:id/issue',
    { schema: R['POST /coupons/:id/issue'], config: { perm: 'coupon:write' } },
    async (req) => ok(await issueCoupons(app.db, actor(req), req.params.id, req.body))
  )

  app.get('/cards/batches', { schema: R['GET /cards/batches'], config: { perm: 'money:read' } }, async (req) =>
    ok(await listBatches(app.db, req.query))
  )
  app.post('/cards/batches', { schema: R['POST /cards/batches'], config: { perm: 'card:write' } }, async (req) =>
    ok(await createBatch(app.db, actor(req), req.body))
  )
  app.post(
    '/cards/batches/:id/issue',
    { schema: R['POST /cards/batches/:id/issue'], config: { perm: 'card:write' } },
    async (req) => ok(await issueCard(app.db, actor(req), req.params.id, req.body))
  )
  app.get('/cards', { schema: R['GET /cards'], config: { perm: 'money:read' } }, async (req) =>
    ok(await listCards(app.db, req.query))
  )
  app.get('/cards/:id', { schema: R['GET /cards/:id'], config: { perm: 'money:read' } }, async (req) =>
    ok(await cardHistory(app.db, req.params.id))
  )
  app.post('/cards/:id/status', { schema: R['POST /cards/:id/status'], config: { perm: 'card:write' } }, async (req) =>
    ok(await setCardFrozen(app.db, actor(req), req.params.id, req.body.frozen, req.body.reason))
  )
}
