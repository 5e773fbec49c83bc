import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, until, type TestApp } from './helpers'
import { pensionEvents, pensionFlows } from '../../server/src/db/schema'
import { applyOpeningResult } from '../../server/src/flows/pension-opening'
import { recordOrderCashback, settleDueCashback } from '../../server/src/pension/pension'
import { luhnValid } from '../../server/src/flows/pension-account'
import { createBankProvider, type SandboxBankProvider } from '../../server/src/bank/bank.provider'
import { loadConfig } from '../../server/src/config'

let seq = 0
function cardNo(bin: string) {
  let body = bin
  while (body.length < 15) body += String((seq++ * 3 + body.length) % 10)
  for (let d = 0; d < 10; d++) if (luhnValid(body + d)) return body + d
  throw new Error('unreachable')
}
const idNo = () => `310101198502${String(++seq).padStart(5, '0')}1`

describe('partner banks and account opening', () => {
  let t: TestApp
  let bank: SandboxBankProvider
  before(async () => {
    // A slower sandbox bank, so "processing right after the submit" is observable on a busy machine.
    bank = createBankProvider(loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv), {
      delayMs: 400
    }) as SandboxBankProvider
    t = await createTestApp({ providers: { bank } })
  })
  after(() => t.close())

  const withIdentity = async () => {
    const u = await t.user()
    const id = idNo()
    assert.equal((await t.post('/api/v1/user/saveidentity', { name: '王五', idNo: id }, u.token)).errno, 1)
    return { ...u, idNo: id }
  }

  /** Posts the sandbox bank form exactly as the browser does (urlencoded) and returns the redirect. */
  const submitForm = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/bank/open',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' }
    })

  it('lists the partner banks with generated logos, also before login', async () => {
    const res = await t.post('/api/pension/account/banklist', {})
    assert.equal(res.errno, 1)
    assert.deepEqual(
      res.data.list.map((b: { id: number; name: string }) => [b.id, b.name]),
      [
        [1, '平安银行'],
        [3, '中信银行']
      ]
    )
    assert.equal(res.data.list[0].is_cooperation, true)
    assert.equal(res.data.list[0].is_show, true)
    const logo = await t.app.inject({ method: 'GET', url: '/api/pension/account/logo/3.svg' })
    assert.equal(logo.statusCode, 200)
    assert.match(logo.headers['content-type'] as string, /image\/svg\+xml/)
    assert.match(logo.body, /^<svg[^>]*>.*中.*<\/svg>$/s)
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/pension/account/logo/9.svg' })).statusCode, 404)
  })

  it('lists the banks of a promotion (banklistv2)', async () => {
    const u = await t.user()
    const res = await t.post('/api/pension/account/banklistv2', { opaId: 1 }, u.token)
    assert.equal(res.errno, 1)
    assert.equal(res.data.opa.id, 1)
    assert.equal(res.data.list.length, 2)
    assert.equal((await t.post('/api/pension/account/banklistv2', { opaId: 77 }, u.token)).errno, 1002)
  })

  it('needs the identity on record before opening (pre, openurl)', async () => {
    const u = await t.user()
    const pre = await t.post('/api/pension/account/pre', { bankId: 1 }, u.token)
    assert.equal(pre.data.identity_present, false)
    assert.equal(pre.data.can_open, false)
    const open = await t.post('/api/pension/account/openurl', { bankId: 1 }, u.token)
    assert.equal(open.errno, 2720)
    const bad = await t.post('/api/pension/account/openurl', { bankId: 'x' }, u.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /bankId/)
    assert.equal((await t.post('/api/pension/account/openurl', { bankId: 2 }, u.token)).errno, 1002)
  })

  it('opens an account through the sandbox bank page, asynchronously', async () => {
    const u = await withIdentity()
    await recordOrderCashback(t.db, { userId: u.uid, orderId: 9001, amount: 660 })
    await settleDueCashback(t.db, 0, new Date(Date.now() + 1000))

    const pre = await t.post('/api/pension/account/pre', { bankId: 3 }, u.token)
    assert.equal(pre.data.can_open, true)
    assert.equal(pre.data.id_no, `${u.idNo.slice(0, 6)}********${u.idNo.slice(-4)}`)
    const open = await t.post('/api/pension/account/openurl', { bankId: 3, opa_id: 1 }, u.token)
    assert.equal(open.errno, 1)
    const { url, businessNo } = open.data
    assert.ok(url.startsWith(`${t.config.publicUrl}/sandbox/bank/open?businessNo=${businessNo}`))

    const page = await t.app.inject({ method: 'GET', url: url.slice(t.config.publicUrl.length) })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /中信银行/)
    assert.match(page.body, /王五/)

    const before = await t.post('/api/pension/account/queryopen', { bankId: 3, businessNo }, u.token)
    assert.equal(before.data.status, 'processing')

    const card = cardNo('622690')
    const res = await submitForm({
      businessNo,
      name: '王五',
      idNo: u.idNo,
      phone: '13700001111',
      cardNo: card,
      action: 'submit'
    })
    assert.equal(res.statusCode, 302)
    assert.equal(
      res.headers.location,
      `${t.config.publicUrl}/#/pages/bank-bridge/index?bankId=3&businessNo=${businessNo}&result=success`
    )
    // The bank answers a moment after the submit.
    assert.equal(
      (await t.post('/api/pension/account/queryopen', { bankId: 3, businessNo }, u.token)).data.status,
      'processing'
    )
    const done = await until(
      () => t.post('/api/pension/account/queryopen', { bankId: 3, businessNo }, u.token),
      (r) => r.data.status !== 'processing'
    )
    assert.equal(done.data.status, 'success')
    assert.equal(done.data.status_code, 1)
    assert.equal(done.data.account_no.slice(-4), card.slice(-4))

    const card2 = await t.post('/api/pension/account/querycard', {}, u.token)
    assert.equal(card2.data.bound, true)
    assert.equal(card2.data.bank_name, '中信银行')
    assert.equal(card2.data.phone, '137****1111')

    // Opening made the pending-deposit cashback deposited, and recorded the product event.
    const [flow] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, 9001))
    assert.equal(flow.status, 2)
    const events = () =>
      t.db
        .select()
        .from(pensionEvents)
        .where(and(eq(pensionEvents.userId, u.uid), eq(pensionEvents.name, 'opening_bank_account_success')))
    assert.equal((await events()).length, 1)
    assert.equal((await events())[0].data.opa_id, 1)

    // The bank's notice arrives twice (and we replay it again): nothing changes twice.
    const result = await bank.queryOpening(businessNo)
    assert.equal(await applyOpeningResult(t.db, result), false)
    await new Promise((r) => setTimeout(r, 900))
    assert.equal((await events()).length, 1)

    // A second opening is refused.
    assert.equal((await t.post('/api/pension/account/openurl', { bankId: 1 }, u.token)).errno, 2711)
    // A second submit of the same bank page changes nothing.
    const again = await submitForm({
      businessNo,
      name: '王五',
      idNo: u.idNo,
      phone: '13700001111',
      cardNo: card,
      action: 'submit'
    })
    assert.equal(again.statusCode, 302)
  })

  it('reports a failed opening (fail button) and keeps the account closed', async () => {
    const u = await withIdentity()
    const { businessNo } = (await t.post('/api/pension/account/openurl', { bankId: 1 }, u.token)).data
    const res = await submitForm({ businessNo, action: 'fail' })
    assert.match(res.headers.location as string, /result=failed$/)
    const done = await until(
      () => t.post('/api/pension/account/queryopen', { bankId: 1, businessNo }, u.token),
      (r) => r.data.status !== 'processing'
    )
    assert.equal(done.data.status, 'failed')
    assert.equal(done.data.message, '银行审核未通过')
    assert.equal((await t.post('/api/v1/pensionaccount/info2', {}, u.token)).data.status, false)
  })

  it('fails an opening whose holder is not the verified person', async () => {
    const u = await withIdentity()
    const { businessNo } = (await t.post('/api/pension/account/openurl', { bankId: 1 }, u.token)).data
    await bank.sandbox.submitOpening(businessNo, {
      name: '王五',
      idNo: idNo(),
      phone: '13700001111',
      cardNo: cardNo('622298')
    })
    const done = await until(
      () => t.post('/api/pension/account/queryopen', { bankId: 1, businessNo }, u.token),
      (r) => r.data.status !== 'processing'
    )
    assert.equal(done.data.status, 'failed')
    assert.equal(done.data.message, '开户人与实名信息不一致')
  })

  it('keeps the first of two racing openings', async () => {
    const u = await withIdentity()
    const a = (await t.post('/api/pension/account/openurl', { bankId: 1 }, u.token)).data.businessNo
    const b = (await t.post('/api/pension/account/openurl', { bankId: 3 }, u.token)).data.businessNo
    const form = { name: '王五', idNo: u.idNo, phone: '13700001111' }
    await bank.sandbox.submitOpening(a, { ...form, cardNo: cardNo('622298') })
    const first = await until(
      () => t.post('/api/pension/account/queryopen', { bankId: 1, businessNo: a }, u.token),
      (r) => r.data.status !== 'processing'
    )
    assert.equal(first.data.status, 'success')
    await bank.sandbox.submitOpening(b, { ...form, cardNo: cardNo('622690') })
    const second = await until(
      () => t.post('/api/pension/account/queryopen', { bankId: 3, businessNo: b }, u.token),
      (r) => r.data.status !== 'processing'
    )
    assert.equal(second.data.status, 'failed')
    assert.equal(second.data.message, '已开通其他养老金银行账户')
    assert.equal((await t.post('/api/v1/pensionaccount/info2', {}, u.token)).data.bank_account_type, 1)
  })

  it("treats another user's businessNo as not found", async () => {
    const owner = await withIdentity()
    const { businessNo } = (await t.post('/api/pension/account/openurl', { bankId: 1 }, owner.token)).data
    const other = await t.user()
    const res = await t.post('/api/pension/account/queryopen', { bankId: 1, businessNo }, other.token)
    assert.equal(res.errno, 1002)
    const wrongBank = await t.post('/api/pension/account/queryopen', { bankId: 3, businessNo }, owner.token)
    assert.equal(wrongBank.errno, 1002)
    const missing = await t.post('/api/pension/account/queryopen', { bankId: 1 }, owner.token)
    assert.equal(missing.errno, 1001)
    assert.match(missing.error, /businessNo/)
  })

  it('re-shows the sandbox form with a message on bad input', async () => {
    const u = await withIdentity()
    const { businessNo } = (await t.post('/api/pension/account/openurl', { bankId: 1 }, u.token)).data
    const res = await submitForm({
      businessNo,
      name: '王五',
      idNo: u.idNo,
      phone: '13700001111',
      cardNo: '6222980000000001',
      action: 'submit'
    })
    assert.equal(res.statusCode, 400)
    assert.match(res.body, /银行卡号有误/)
    assert.equal((await bank.sandbox.getOpening(businessNo))!.submitted, false)
  })

  it('serves the bank protocol', async () => {
    const u = await t.user()
    const res = await t.post('/api/pension/account/gfprotocol', { bankId: 1 }, u.token)
    assert.equal(res.errno, 1)
    assert.equal(res.data.title, '平安银行养老金账户开户协议')
    assert.match(res.data.content, /平安银行/)
    const page = await t.app.inject({ method: 'GET', url: res.data.url.slice(t.config.publicUrl.length) })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /平安银行养老金账户开户协议/)
    const unbound = await t.post('/api/pension/account/querycard', {}, u.token)
    assert.equal(unbound.data.bound, false)
    // The selected bank's protocol is the default; without login, the first partner bank's.
    await t.post('/api/v1/pensionaccount/selection', { bank_id: 3 }, u.token)
    assert.equal((await t.post('/api/pension/account/gfprotocol', {}, u.token)).data.bank_id, 3)
    assert.equal((await t.post('/api/pension/account/gfprotocol', {})).data.bank_id, 1)
    assert.equal((await t.post('/api/pension/account/querycard', {})).errno, 1006)
  })
})
