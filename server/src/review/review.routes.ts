import { type App, requireUser } from '../lib/context'
import { ok, paging } from '../lib/reply'
import { reviewRoutes } from '@contract/api/order'
import { createReview, listReviews, orderReviewState } from './review'

/**
 * Reviews (评价): writing needs a login and the shopper's own received order; reading a goods' reviews does not.
 * The text's length limit is checked by the service (trimmed, in characters) so its message says the limit.
 */
export default async function routes(app: App) {
  app.post('/review/create', { schema: reviewRoutes['/review/create'] }, async (req) =>
    ok(await createReview(app, requireUser(req), req.body))
  )

  app.post('/review/order', { schema: reviewRoutes['/review/order'] }, async (req) =>
    ok(await orderReviewState(app, requireUser(req), req.body.order_id))
  )

  app.post('/review/list', { schema: reviewRoutes['/review/list'] }, async (req) =>
    ok(await listReviews(app, req.body.sku_id, paging(req.body, 10, 30)))
  )
}
