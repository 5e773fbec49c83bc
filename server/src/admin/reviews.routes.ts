import { adminShopperRoutes as R } from '@contract/admin/shoppers'
import type { App } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { actor } from './route'
import { listReviewsForStaff, setReviewHidden } from './reviews'

/** Shoppers' reviews (评价): 客服 and 运营 list them and hide or show one (audited). */
export default async function reviewRoutes(app: App) {
  app.get('/reviews', { schema: R['GET /reviews'], config: { perm: 'review:write' } }, async (req) =>
    ok(await listReviewsForStaff(app.db, req.query))
  )
  app.post(
    '/reviews/:id/hidden',
    { schema: R['POST /reviews/:id/hidden'], config: { perm: 'review:write' } },
    async (req) => {
      const reason = req.body.reason.trim()
      if (req.body.hidden && !reason) throw invalid('reason', '不能为空，请写明隐藏原因')
      return ok(await setReviewHidden(app.db, actor(req), req.params.id, req.body.hidden, reason))
    }
  )
}
