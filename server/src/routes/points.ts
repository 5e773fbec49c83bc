import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { requireUser } from '../lib/auth'
import { ok, paging } from '../lib/reply'
import * as points from '../services/points'

// Routes of the points area: balance and ledger of the caller.
export default async function routes(app: App) {
  app.post('/points/info', { schema: { body: Type.Object({}) } }, async (req) =>
    ok(await points.pointsInfo(app.db, requireUser(req)))
  )
  app.post(
    '/points/flow',
    {
      schema: {
        body: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
          page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 }))
        })
      }
    },
    async (req) => ok(await points.pointsFlow(app.db, requireUser(req), paging(req.body, 15, 50)))
  )
}
