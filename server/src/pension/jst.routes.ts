import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import type { PensionCtx } from '../bank/bank'
import { checkSmallAmount, sendSmallAmount } from './jst'

// Corporate small-amount check of the bound card. The amount is integer cents (1-99).
export default async function routes(app: App) {
  const ctx: PensionCtx = { db: app.db, config: app.config, bank: app.providers.bank, esign: app.providers.esign }

  app.post('/jst/bindsmallamountwithcheckcorp', async (req) => ok(await sendSmallAmount(ctx, requireUser(req))))

  app.post(
    '/jst/checkamountwithcorp',
    { schema: { body: Type.Object({ amount: Type.Integer({ minimum: 1, maximum: 99 }) }) } },
    async (req) => ok(await checkSmallAmount(ctx, requireUser(req), req.body.amount))
  )
}
