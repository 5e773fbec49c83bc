import { type App, requireUser } from '../lib/context'
import { ok, paging } from '../lib/reply'
import { MIN_EXCHANGE_POINTS, POINTS_PER_CENT } from '@contract/rules'
import * as points from './points'
import { pointsRoutes } from '@contract/api/money'

// Routes of the points area: balance and ledger of the caller.
export default async function routes(app: App) {
  // With the pension exchange's rule, so the app previews what an exchange gives before asking.
  app.post('/points/info', { schema: pointsRoutes['/points/info'] }, async (req) =>
    ok({
      ...(await points.pointsInfo(app.db, requireUser(req))),
      exchange: { min_points: MIN_EXCHANGE_POINTS, points_per_cent: POINTS_PER_CENT }
    })
  )
  app.post('/points/flow', { schema: pointsRoutes['/points/flow'] }, async (req) =>
    ok(await points.pointsFlow(app.db, requireUser(req), paging(req.body, 15, 50)))
  )
}
