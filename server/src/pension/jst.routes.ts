import { type App, requireUser, type Ctx } from '../lib/context'
import { ok } from '../lib/reply'
import { jstRoutes } from '@contract/api/pension'
import { checkSmallAmount, sendSmallAmount } from './jst'

// Corporate small-amount check of the bound card. The amount is integer cents (1-99).
export default async function routes(app: App) {
  const ctx: Ctx = app

  app.post(
    '/jst/bindsmallamountwithcheckcorp',
    { schema: jstRoutes['/jst/bindsmallamountwithcheckcorp'] },
    async (req) => ok(await sendSmallAmount(ctx, requireUser(req)))
  )

  app.post('/jst/checkamountwithcorp', { schema: jstRoutes['/jst/checkamountwithcorp'] }, async (req) =>
    ok(await checkSmallAmount(ctx, requireUser(req), req.body.amount))
  )
}
