import { Type } from '@sinclair/typebox'
import { type App, requireUser, type Ctx } from '../lib/context'
import { ok } from '../lib/reply'
import { checkSmallAmount, sendSmallAmount } from './jst'

// Corporate small-amount check of the bound card. The amount is integer cents (1-99).
export default async function routes(app: App) {
  const ctx: Ctx = app

  app.post('/jst/bindsmallamountwithcheckcorp', async (req) => ok(await sendSmallAmount(ctx, requireUser(req))))

  app.post(
    '/jst/checkamountwithcorp',
    { schema: { body: Type.Object({ amount: Type.Integer({ minimum: 1, maximum: 99 }) }) } },
    async (req) => ok(await checkSmallAmount(ctx, requireUser(req), req.body.amount))
  )
}
