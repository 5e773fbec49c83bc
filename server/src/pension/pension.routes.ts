import { type App, requireUser, type Ctx } from '../lib/context'
import { ok } from '../lib/reply'
import { depositPendingCashback, settleDueCashback } from './pension'
import { pensionRoutes } from '@contract/api/pension'
import { flowList, flowMonths, pensionInfo } from './pension-flow'
import { scanPension } from './pension-gift'
import { applyInfo, applyList, applyWithdrawal, processWithdrawals } from './pension-withdraw'

// Pension account (default prefix): the balance, its flows, withdrawals and the scan gift. Amounts are integer
// cents. Opening, the partner bank, cards and the points exchange span areas: flows/pension-account.routes.ts.
export default async function routes(app: App) {
  const ctx: Ctx = app

  app.jobs.push(
    {
      name: 'pension-settle',
      everyMs: 30_000,
      // Settling is 财务's decision in the console (admin/settlement.ts); only the sandbox merchant settles by itself.
      // Deposits of settled cashback to accounts opened or bound since then still go on their own.
      run: () =>
        app.config.sandboxMerchant
          ? settleDueCashback(app.db, app.config.afterSaleSeconds)
          : depositPendingCashback(app.db)
    },
    {
      name: 'pension-withdraw',
      everyMs: 10_000,
      run: () => processWithdrawals(ctx, { review: app.config.sandboxMerchant })
    }
  )

  app.post('/pensionaccount/info2', { schema: pensionRoutes['/pensionaccount/info2'] }, async (req) =>
    ok(await pensionInfo(ctx, requireUser(req)))
  )

  app.post('/pensionaccount/flow2', { schema: pensionRoutes['/pensionaccount/flow2'] }, async (req) =>
    ok(await flowList(app.db, requireUser(req), req.body))
  )

  app.post('/pensionaccount/monthes', { schema: pensionRoutes['/pensionaccount/monthes'] }, async (req) =>
    ok(await flowMonths(app.db, requireUser(req)))
  )

  app.post('/pensionaccount/apply', { schema: pensionRoutes['/pensionaccount/apply'] }, async (req) =>
    ok(await applyWithdrawal(ctx, requireUser(req), req.body.amount, req.body.verify_code))
  )

  app.post('/pensionaccount/applylist', { schema: pensionRoutes['/pensionaccount/applylist'] }, async (req) =>
    ok(await applyList(app.db, requireUser(req), req.body))
  )

  app.post('/pensionaccount/applyinfo', { schema: pensionRoutes['/pensionaccount/applyinfo'] }, async (req) =>
    ok(await applyInfo(app.db, requireUser(req), req.body.id))
  )

  app.post('/wechat/scanpension', { schema: pensionRoutes['/wechat/scanpension'] }, async (req) =>
    ok(await scanPension(app.db, requireUser(req), { code: req.body.code, get: req.body.get ?? 0 }))
  )
}
