import { type App, callerOf, requireUser, type Ctx } from '../lib/context'
import { ok } from '../lib/reply'
import { bankList, bankListV2, bankLogoSvg, findBank } from '../bank/bank'
import { gfProtocol, openUrl, preCheck, queryCard } from './pension-bank'
import { applyOpeningResult, queryOpen } from './pension-opening'
import { sendBindOtp } from './pension-account'
import { applyPayoutResult } from '../pension/pension-withdraw'
import { bankRoutes } from '@contract/api/pension'

// Pension account banks, root prefix: /api/pension/account/*: the partner bank's lists, opening and card (bank/)
// as the pension account sees them, and the bank's notices applied to the pension account (pension/).
export default async function routes(app: App) {
  const ctx: Ctx = app

  // Bank notices arrive outside any request and may repeat; the appliers are idempotent.
  app.providers.bank.onNotice(async (notice) => {
    try {
      if (notice.kind === 'opening') await applyOpeningResult(app.db, notice.result)
      else await applyPayoutResult(app.db, notice.result)
    } catch (err) {
      // Only the business number: an opening result carries the name, id, card and account numbers (decision 0018).
      const ref = notice.kind === 'opening' ? notice.result.businessNo : notice.result.requestNo
      app.log.error({ err, kind: notice.kind, ref }, 'bank notice failed')
    }
  })
  app.addHook('onClose', async () => app.providers.bank.close())

  // The bank lists and the protocol are public: promotion landing pages (/opa-bank-list) show them before login.
  app.post('/pension/account/banklist', { schema: bankRoutes['/pension/account/banklist'] }, async () =>
    ok(await bankList(ctx))
  )

  app.post('/pension/account/banklistv2', { schema: bankRoutes['/pension/account/banklistv2'] }, async (req) =>
    ok(await bankListV2(ctx, req.body.opaId ?? req.body.opa_id))
  )

  app.post('/pension/account/openurl', { schema: bankRoutes['/pension/account/openurl'] }, async (req) =>
    ok(await openUrl(ctx, requireUser(req), req.body))
  )

  app.post('/pension/account/queryopen', { schema: bankRoutes['/pension/account/queryopen'] }, async (req) =>
    ok(await queryOpen(ctx, requireUser(req), req.body))
  )

  // With phone and card_no it is also the OTP step of a bank that confirms card bindings itself (pingan).
  app.post('/pension/account/pre', { schema: bankRoutes['/pension/account/pre'] }, async (req) => {
    const userId = requireUser(req)
    const { bankId, phone, card_no } = req.body
    const pre = await preCheck(ctx, userId, bankId)
    if (phone === undefined && card_no === undefined) return ok(pre)
    return ok({ ...pre, otp_order_no: await sendBindOtp(ctx, userId, { bankId, phone, card_no }) })
  })

  app.post('/pension/account/querycard', { schema: bankRoutes['/pension/account/querycard'] }, async (req) =>
    ok(await queryCard(ctx, requireUser(req)))
  )

  app.post('/pension/account/gfprotocol', { schema: bankRoutes['/pension/account/gfprotocol'] }, async (req) =>
    ok(await gfProtocol(ctx, callerOf(req).userId, req.body.bankId))
  )

  // The bank logos are drawn here, so the app ships no bank images (package budget).
  app.get('/pension/account/logo/:file', { schema: bankRoutes['/pension/account/logo/:file'] }, async (req, reply) => {
    const m = /^(\d{1,4})\.svg$/.exec(req.params.file)
    const bank = m ? await findBank(app.db, Number(m[1])) : null
    if (!bank) return reply.status(404).type('text/plain').send('Not found')
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(bankLogoSvg(bank))
  })
}
