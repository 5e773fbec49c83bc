import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok, paging } from '../lib/reply'
import { Id, PagingFields } from '../lib/schemas'
import { REVIEW_LIMITS } from '@contract/rules'
import { createReview, listReviews, orderReviewState } from './review'

/** The length limit is checked by the service (trimmed, in characters) so its message says the limit. */
const Content = Type.String({ maxLength: REVIEW_LIMITS.contentMax * 4 })
const ImageUrl = Type.String({ maxLength: 500 })

/** Reviews (评价): writing needs a login and the shopper's own received order; reading a goods' reviews does not. */
export default async function routes(app: App) {
  app.post(
    '/review/create',
    {
      schema: {
        body: Type.Object({
          order_id: Id,
          sku_id: Id,
          stars: Type.Integer({ minimum: 1, maximum: 5 }),
          content: Content,
          images: Type.Optional(Type.Array(ImageUrl, { maxItems: REVIEW_LIMITS.images })),
          anonymous: Type.Optional(Type.Boolean())
        })
      }
    },
    async (req) => ok(await createReview(app, requireUser(req), req.body))
  )

  app.post('/review/order', { schema: { body: Type.Object({ order_id: Id }) } }, async (req) =>
    ok(await orderReviewState(app, requireUser(req), req.body.order_id))
  )

  app.post('/review/list', { schema: { body: Type.Object({ sku_id: Id, ...PagingFields }) } }, async (req) =>
    ok(await listReviews(app, req.body.sku_id, paging(req.body, 10, 30)))
  )
}
