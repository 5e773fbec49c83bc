import { Type } from '@sinclair/typebox'
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
import {
  CardBatchInput,
  CardFreeze,
  CardIssue,
  CardQuery,
  CouponInput,
  CouponIssue,
  CouponQuery,
  CouponStop
} from './wallet-contract'

const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) })
const Page = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
})

/** Coupons (运营: rules, issue, stop) and shopping cards (财务: batches, issue, freeze, history). Every write audited. */
export default async function walletRoutes(app: App) {
  app.get('/coupons', { schema: { querystring: CouponQuery }, config: { perm: 'coupon:read' } }, async (req) =>
    ok(await listCouponTemplates(app.db, req.query))
  )
  app.post('/coupons', { schema: { body: CouponInput }, config: { perm: 'coupon:write' } }, async (req) =>
    ok(await createCouponTemplate(app.db, actor(req), req.body))
  )
  app.put(
    '/coupons/:id',
    { schema: { params: Params, body: CouponInput }, config: { perm: 'coupon:write' } },
    async (req) => ok(await updateCouponTemplate(app.db, actor(req), req.params.id, req.body))
  )
  app.post(
    '/coupons/:id/stop',
    { schema: { params: Params, body: CouponStop }, config: { perm: 'coupon:write' } },
    async (req) => ok(await stopCouponTemplate(app.db, actor(req), req.params.id))
  )
  app.post(
    '/coupons/:id/issue',
    { schema: { params: Params, body: CouponIssue }, config: { perm: 'coupon:write' } },
    async (req) => ok(await issueCoupons(app.db, actor(req), req.params.id, req.body))
  )

  app.get('/cards/batches', { schema: { querystring: Page }, config: { perm: 'money:read' } }, async (req) =>
    ok(await listBatches(app.db, req.query))
  )
  app.post('/cards/batches', { schema: { body: CardBatchInput }, config: { perm: 'card:write' } }, async (req) =>
    ok(await createBatch(app.db, actor(req), req.body))
  )
  app.post(
    '/cards/batches/:id/issue',
    { schema: { params: Params, body: CardIssue }, config: { perm: 'card:write' } },
    async (req) => ok(await issueCard(app.db, actor(req), req.params.id, req.body))
  )
  app.get('/cards', { schema: { querystring: CardQuery }, config: { perm: 'money:read' } }, async (req) =>
    ok(await listCards(app.db, req.query))
  )
  app.get('/cards/:id', { schema: { params: Params }, config: { perm: 'money:read' } }, async (req) =>
    ok(await cardHistory(app.db, req.params.id))
  )
  app.post(
    '/cards/:id/status',
    { schema: { params: Params, body: CardFreeze }, config: { perm: 'card:write' } },
    async (req) => ok(await setCardFrozen(app.db, actor(req), req.params.id, req.body.frozen, req.body.reason))
  )
}
