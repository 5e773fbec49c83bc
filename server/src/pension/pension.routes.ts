import { Type } from '@sinclair/typebox'
import { type App, requireUser, type Ctx } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { Id, PagingFields, Phone } from '../lib/schemas'
import { settleDueCashback } from './pension'
import { MIN_EXCHANGE_POINTS, WITHDRAW_MIN_CENTS } from '@contract/rules'
import { bindCardNo, checkAccount, checkBankNo, openAccount, opaInfo, selectBank } from './pension-account'
import { flowList, flowMonths, pensionInfo } from './pension-flow'
import { exchangePension, scanPension } from './pension-gift'
import { applyInfo, applyList, applyWithdrawal, processWithdrawals } from './pension-withdraw'

const Int = (min: number, max: number) => Type.Integer({ minimum: min, maximum: max })
const Opt = Type.Optional
const CARD_NO = Type.String({ pattern: '^\\d{12,19}$' })

// Pension account (default prefix) and the scan gift. Amounts are integer cents.
export default async function routes(app: App) {
  const ctx: Ctx = app

  app.jobs.push(
    {
      name: 'pension-settle',
      everyMs: 30_000,
      run: () => settleDueCashback(app.db, app.config.afterSaleSeconds)
    },
    {
      name: 'pension-withdraw',
      everyMs: 10_000,
      run: () => processWithdrawals(ctx, { review: app.config.sandboxMerchant })
    }
  )

  app.post('/pensionaccount/info2', async (req) => ok(await pensionInfo(ctx, requireUser(req))))

  app.post(
    '/pensionaccount/flow2',
    {
      schema: {
        body: Type.Object({
          y: Opt(Int(2000, 2100)),
          m: Opt(Int(1, 12)),
          type: Opt(Int(0, 3)),
          status: Opt(Int(0, 3)),
          scope: Opt(Int(0, 2)),
          ...PagingFields
        })
      }
    },
    async (req) => ok(await flowList(app.db, requireUser(req), req.body))
  )

  app.post('/pensionaccount/monthes', async (req) => ok(await flowMonths(app.db, requireUser(req))))

  app.post('/pensionaccount/check', async (req) => ok(await checkAccount(ctx, requireUser(req))))

  app.post('/pensionaccount/open', async (req) => ok(await openAccount(ctx, requireUser(req))))

  app.post(
    '/pensionaccount/selection',
    { schema: { body: Type.Object({ bank_id: Opt(Int(1, 9999)), bankId: Opt(Int(1, 9999)) }) } },
    async (req) => {
      const userId = requireUser(req)
      const bankId = req.body.bank_id ?? req.body.bankId
      if (!bankId) throw invalid('bank_id', '不能为空')
      return ok(await selectBank(ctx, userId, bankId))
    }
  )

  app.post('/pensionaccount/checkbankno', { schema: { body: Type.Object({ bank_no: CARD_NO }) } }, async (req) => {
    requireUser(req)
    return ok(await checkBankNo(ctx, req.body.bank_no))
  })

  app.post(
    '/pensionaccount/bindcardno',
    {
      schema: {
        body: Type.Object({
          card_no: CARD_NO,
          phone: Opt(Phone),
          verify_code: Opt(Type.String({ pattern: '^\\d{4,8}$' })),
          otp_order_no: Opt(Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }))
        })
      }
    },
    async (req) => ok(await bindCardNo(ctx, app, requireUser(req), req.body))
  )

  app.post('/pensionaccount/opa', { schema: { body: Type.Object({ opa_id: Opt(Id), opaId: Opt(Id) }) } }, async (req) =>
    ok(await opaInfo(ctx, requireUser(req), req.body.opa_id ?? req.body.opaId))
  )

  app.post(
    '/pensionaccount/exchangepension',
    { schema: { body: Type.Object({ points: Int(MIN_EXCHANGE_POINTS, 100_000_000) }) } },
    async (req) => ok(await exchangePension(app.db, requireUser(req), req.body.points))
  )

  app.post(
    '/pensionaccount/apply',
    {
      schema: {
        body: Type.Object({
          amount: Int(WITHDRAW_MIN_CENTS, 1_000_000_000),
          // The SMS code sent to the account's phone (pension-withdraw.ts applyWithdrawal).
          verify_code: Type.String({ pattern: '^\\d{6}$' })
        })
      }
    },
    async (req) => ok(await applyWithdrawal(ctx, requireUser(req), req.body.amount, req.body.verify_code))
  )

  app.post('/pensionaccount/applylist', { schema: { body: Type.Object(PagingFields) } }, async (req) =>
    ok(await applyList(app.db, requireUser(req), req.body))
  )

  app.post('/pensionaccount/applyinfo', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await applyInfo(app.db, requireUser(req), req.body.id))
  )

  app.post(
    '/wechat/scanpension',
    {
      schema: {
        body: Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }), get: Opt(Int(0, 1)) })
      }
    },
    async (req) => ok(await scanPension(app.db, requireUser(req), { code: req.body.code, get: req.body.get ?? 0 }))
  )
}
