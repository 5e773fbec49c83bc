import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, nextPhone, until, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { auditLogs, notices, pensionAccounts, pensionFlows, smsCodes } from '../../server/src/db/schema'
import type { BankProvider } from '../../server/src/bank/bank.provider'

/** 财务 reviews withdrawals: one payout however many approve at once; a refusal's reason reaches the shopper. */
describe('console withdrawals', () => {
  let t: TestApp
  let finance: Console
  let finance2: Console
  let ops: Console
  let payouts: string[]
  before(async () => {
    t = await createTestApp()
    finance = await signIn(t, 'finance', '财务甲')
    finance2 = await signIn(t, 'finance', '财务乙')
    ops = await signIn(t, 'ops')
    // Count what reaches the bank (the sandbox bank also dedupes; the count shows we never asked twice).
    payouts = []
    const bank = t.app.providers.bank as BankProvider
    const payout = bank.payout.bind(bank)
    bank.payout = async (args) => {
      payouts.push(args.requestNo)
      return payout(args)
    }
  })
  after(() => t.close())

  async function applied(amount: number) {
    const phone = nextPhone()
    const u = { ...(await t.user(phone)), phone }
    await t.db.insert(pensionAccounts).values({
      userId: u.uid,
      bankId: 1,
      accountNo: `61${String(u.uid).padStart(14, '0')}`,
      cardNo: '6222980000000012',
      cardBankName: '平安银行',
      bankOpenedAt: new Date()
    })
    await t.db
      .insert(pensionFlows)
      .values({ userId: u.uid, type: 2, status: 2, amount, title: '扫码赠送', depositedAt: new Date() })
    // The application asks for an SMS code sent to the account's phone (read from the dev outbox).
    await t.db.delete(smsCodes).where(eq(smsCodes.phone, phone))
    assert.equal((await t.post('/api/service/sms/sendcode', { phone, ch_id: 1 })).errno, 1)
    const code = (await t.post('/api/dev/sms-outbox', { phone })).data.list[0].code
    const res = await t.post('/api/v1/pensionaccount/apply', { amount, verify_code: code }, u.token)
    assert.equal(res.errno, 1, res.error)
    return { u, id: res.data.id as number }
  }

  it('two approvals at once send one payout, and the shopper sees it paid', async () => {
    const { u, id } = await applied(800)
    assert.equal(
      (await ops.call('POST', `/api/admin/withdrawals/${id}/approve`, { confirm: true })).status,
      403,
      '运营 moves no money'
    )
    const both = await Promise.all([
      finance.call('POST', `/api/admin/withdrawals/${id}/approve`, { confirm: true }),
      finance2.call('POST', `/api/admin/withdrawals/${id}/approve`, { confirm: true })
    ])
    assert.deepEqual(both.map((r) => r.errno).sort(), [1, 1005])
    assert.equal(payouts.filter((p) => p === `PW${String(id).padStart(10, '0')}`).length, 1)
    const list = await finance.call('GET', `/api/admin/withdrawals?phone=${u.phone}`)
    assert.equal(list.data.list[0].card_no.includes('0000000012'), false, 'the card is masked')
    const detail = await until(
      async () => (await t.post('/api/v1/pensionaccount/applyinfo', { id }, u.token)).data,
      (d) => d.status !== 1
    )
    assert.equal(detail.status_text, '已到账')
    // 提现已到账: money leaving the account is told in the message centre and by SMS, once.
    const told = await t.db
      .select()
      .from(notices)
      .where(eq(notices.ref, `withdrawal:${id}`))
    assert.deepEqual(told.map((n) => `${n.event}/${n.channel}`).sort(), ['withdraw_paid/inbox', 'withdraw_paid/sms'])
    assert.equal(told[0].data.amount, 800)
    const logs = await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'withdrawal'))
    assert.equal(logs.filter((l) => l.entityId === String(id) && l.action === 'approve').length, 1)
  })

  it('a refusal needs a reason, which the shopper reads; the amount is withdrawable again', async () => {
    const { u, id } = await applied(500)
    const empty = await finance.call('POST', `/api/admin/withdrawals/${id}/refuse`, { reason: '' })
    assert.equal(empty.errno, 1001)
    const res = await finance.call('POST', `/api/admin/withdrawals/${id}/refuse`, { reason: '账户信息与实名不符' })
    assert.equal(res.errno, 1, res.error)
    const detail = (await t.post('/api/v1/pensionaccount/applyinfo', { id }, u.token)).data
    assert.equal(detail.status, 3)
    assert.equal(detail.reason, '审核未通过：账户信息与实名不符')
    const [told] = await t.db
      .select()
      .from(notices)
      .where(eq(notices.ref, `withdrawal:${id}`))
    assert.deepEqual([told.event, told.data.reason, told.data.amount], ['withdraw_failed', detail.reason, 500])
    assert.equal((await t.post('/api/v1/pensionaccount/info2', {}, u.token)).data.withdrawable, 500)
    const late = await finance2.call('POST', `/api/admin/withdrawals/${id}/approve`, { confirm: true })
    assert.equal(late.errno, 1005, 'a refused application is not paid afterwards')
    assert.equal(payouts.includes(`PW${String(id).padStart(10, '0')}`), false)
  })
})
