import type { App } from '../app'
import { requireUser } from '../lib/context'
import { ok, paging } from '../lib/reply'
import { Empty, Paging } from '../lib/schemas'
import * as points from '../services/points'

// Routes of the points area: balance and ledger of the caller.
export default async function routes(app: App) {
  app.post('/points/info', { schema: { body: Empty } }, async (req) =>
    ok(await points.pointsInfo(app.db, requireUser(req)))
  )
  app.post('/points/flow', { schema: { body: Paging } }, async (req) =>
    ok(await points.pointsFlow(app.db, requireUser(req), paging(req.body, 15, 50)))
  )
}
