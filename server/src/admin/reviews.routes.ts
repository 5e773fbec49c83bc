import { Type } from '@sinclair/typebox'
import type { App } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { actor } from './route'
import { listReviewsForStaff, setReviewHidden } from './reviews'

const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) })
const Query = Type.Object({
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  spu_id: Type.Optional(Type.Integer({ minimum: 1 })),
  hidden: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
})
const Hide = Type.Object({ hidden: Type.Boolean(), reason: Type.String({ maxLength: 100 }) })

/** Shoppers' reviews (评价): 客服 and 运营 list them and hide or show one (audited). */
export default async function reviewRoutes(app: App) {
  app.get('/reviews', { schema: { querystring: Query }, config: { perm: 'review:write' } }, async (req) =>
    ok(await listReviewsForStaff(app.db, req.query))
  )
  app.post(
    '/reviews/:id/hidden',
    { schema: { params: Params, body: Hide }, config: { perm: 'review:write' } },
    async (req) => {
      const reason = req.body.reason.trim()
      if (req.body.hidden && !reason) throw invalid('reason', '不能为空，请写明隐藏原因')
      return ok(await setReviewHidden(app.db, actor(req), req.params.id, req.body.hidden, reason))
    }
  )
}
