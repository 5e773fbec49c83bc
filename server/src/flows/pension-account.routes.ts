import { type App, requireUser, type Ctx } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { pensionRoutes } from '@contract/api/pension'
import { bindCardNo, checkAccount, checkBankNo, openAccount, opaInfo, selectBank } from './pension-account'
import { exchangePension } from './pension-exchange'

/**
 * The pension account's routes that span areas (default prefix; the rest are pension/pension.routes.ts): readiness,
 * opening, the partner-bank choice and card binding go through bank/ (flows/pension-account.ts), the points
 * exchange through wallet/. Registered as pension routes (closed when the pension half is off).
 */
export default async function routes(app: App) {
  const ctx: Ctx = app

  app.post('/pensionaccount/check', { schema: pensionRoutes['/pensionaccount/check'] }, async (req) =>
    ok(await checkAccount(ctx, requireUser(req)))
  )

  app.post('/pensionaccount/open', { schema: pensionRoutes['/pensionaccount/open'] }, async (req) =>
    ok(await openAccount(ctx, requireUser(req)))
  )

  app.post('/pensionaccount/selection', { schema: pensionRoutes['/pensionaccount/selection'] }, async (req) => {
    const userId = requireUser(req)
    const bankId = req.body.bank_id ?? req.body.bankId
    if (!bankId) throw invalid('bank_id', '不能为空')
    return ok(await selectBank(ctx, userId, bankId))
  })

  app.post('/pensionaccount/checkbankno', { schema: pensionRoutes['/pensionaccount/checkbankno'] }, async (req) => {
    requireUser(req)
    return ok(await checkBankNo(ctx, req.body.bank_no))
  })

  app.post('/pensionaccount/bindcardno', { schema: pensionRoutes['/pensionaccount/bindcardno'] }, async (req) =>
    ok(await bindCardNo(ctx, app, requireUser(req), req.body))
  )

  app.post('/pensionaccount/opa', { schema: pensionRoutes['/pensionaccount/opa'] }, async (req) =>
    ok(await opaInfo(ctx, requireUser(req), req.body.opa_id ?? req.body.opaId))
  )

  app.post(
    '/pensionaccount/exchangepension',
    { schema: pensionRoutes['/pensionaccount/exchangepension'] },
    async (req) => ok(await exchangePension(app.db, requireUser(req), req.body.points))
  )
}
