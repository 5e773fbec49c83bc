import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, until, type TestApp } from './helpers'
import { pensionAccounts, pensionFlows, pensionWithdrawals, smsCodes, users } from '../../server/src/db/schema'
import {
  WITHDRAW_DAILY_LIMIT_CENTS,
  applyPayoutResult,
  chinaDayStart,
  processWithdrawals
} from '../../server/src/pension/pension-withdraw'

describe('pension withdrawals', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  /** A user whose bank account is open and bound, with `amount` cents deposited. */
  async function funded(amount: number) {
    const u = await user()
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
    return u
  }
  const run = () => processWithdrawals(t.app)
  /** A fresh code sent to the account's phone (older sends are cleared, so the one-a-minute rule lets it go). */
  async function codeFor(token: string): Promise<string> {
    const [session] = await t.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, uidOf.get(token)!))
    const phone = session.phone!
    await t.db.delete(smsCodes).where(eq(smsCodes.phone, phone))
    assert.equal((await t.post('/api/service/sms/sendcode', { phone, ch_id: 1 })).errno, 1)
    return (await t.post('/api/dev/sms-outbox', { phone })).data.list[0].code
  }
  const uidOf = new Map<string, number>()
  const user = async () => {
    const u = await t.user()
    uidOf.set(u.token, u.uid)
    return u
  }
  const apply = async (token: string, amount: unknown, code?: string) =>
    t.post('/api/v1/pensionaccount/apply', { amount, verify_code: code ?? (await codeFor(token)) }, token)
  const info = async (token: string) => (await t.post('/api/v1/pensionaccount/info2', {}, token)).data

  it('needs an opened bank account (PENSION_NOT_OPENED)', async () => {
    const u = await user()
    const res = await apply(u.token, 100)
    assert.equal(res.errno, 2701)
  })

  it('refuses more than the deposited, not yet withdrawn balance', async () => {
    const u = await funded(1000)
    const over = await apply(u.token, 1001)
    assert.equal(over.errno, 2702)
    assert.equal(over.data.withdrawable, 1000)
    const first = await apply(u.token, 600)
    assert.equal(first.errno, 1)
    assert.equal(first.data.status, 0)
    assert.equal(first.data.status_text, '已申请')
    assert.equal((await apply(u.token, 401)).errno, 2702)
    assert.equal((await info(u.token)).withdrawable, 400)
    // Two parallel applications cannot both spend the last 400.
    const code = await codeFor(u.token)
    const both = await Promise.all([apply(u.token, 400, code), apply(u.token, 400, code)])
    // One goes through; the other is refused, for the balance or for the code the first one used up.
    const errnos = both.map((r) => r.errno).sort()
    assert.equal(errnos[0], 1)
    assert.ok([2002, 2702].includes(errnos[1]), `second: ${errnos[1]}`)
    assert.equal((await info(u.token)).withdrawable, 0)
  })

  it('states the withdrawal bounds in /pensionaccount/check', async () => {
    const none = (await t.post('/api/v1/pensionaccount/check', {}, (await t.user()).token)).data
    assert.equal(none.withdrawable, 0)
    assert.equal(none.withdraw_max, 0)
    assert.equal(none.withdraw_min, 1)
    const u = await funded(2500)
    assert.equal((await apply(u.token, 700)).errno, 1)
    const check = (await t.post('/api/v1/pensionaccount/check', {}, u.token)).data
    assert.equal(check.can_withdraw, true)
    assert.equal(check.withdrawable, 1800)
    assert.equal(check.withdraw_max, 1800)
    assert.equal((await apply(u.token, check.withdraw_max + 1)).errno, 2702)
    assert.equal((await apply(u.token, check.withdraw_max)).errno, 1)
  })

  it('needs the SMS code sent to the account phone: missing, malformed, wrong, used or another phone refused', async () => {
    const u = await funded(1000)
    const post = (body: object) => t.post('/api/v1/pensionaccount/apply', body, u.token)
    const missing = await post({ amount: 100 })
    assert.equal(missing.errno, 1001)
    assert.match(missing.error, /verify_code/)
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 456', null]) {
      const res = await post({ amount: 100, verify_code: bad })
      assert.equal(res.errno, 1001, String(bad))
      assert.match(res.error, /verify_code/)
    }
    // No code sent yet.
    const [me] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, u.uid))
    await t.db.delete(smsCodes).where(eq(smsCodes.phone, me.phone!))
    const unsent = await post({ amount: 100, verify_code: '123456' })
    assert.equal(unsent.errno, 2002)
    const code = await codeFor(u.token)
    const wrong = await post({ amount: 100, verify_code: code === '000000' ? '111111' : '000000' })
    assert.equal(wrong.errno, 2002)
    assert.match(wrong.error, /验证码错误/)
    // A code sent to another phone does not open this account's money.
    const other = await user()
    const theirs = await codeFor(other.token)
    if (theirs !== code) assert.equal((await post({ amount: 100, verify_code: theirs })).errno, 2002)
    const fine = await post({ amount: 100, verify_code: code })
    assert.equal(fine.errno, 1, fine.error)
    const again = await post({ amount: 100, verify_code: code })
    assert.equal(again.errno, 2002)
    assert.match(again.error, /已使用/)
    assert.equal((await info(u.token)).withdrawable, 900, 'only the one application went through')
  })

  it('states fee, daily limit and arrival, and refuses beyond the day limit keeping the code', async () => {
    const u = await funded(WITHDRAW_DAILY_LIMIT_CENTS + 10_000)
    const check = (await t.post('/api/v1/pensionaccount/check', {}, u.token)).data
    assert.equal(check.withdraw_fee, 0)
    assert.equal(check.withdraw_daily_limit, WITHDRAW_DAILY_LIMIT_CENTS)
    assert.equal(check.withdraw_today_left, WITHDRAW_DAILY_LIMIT_CENTS)
    assert.match(check.withdraw_arrival, /到账/)
    assert.equal((await apply(u.token, WITHDRAW_DAILY_LIMIT_CENTS - 300)).errno, 1)
    const code = await codeFor(u.token)
    const over = await apply(u.token, 301, code)
    assert.equal(over.errno, 2705)
    assert.equal(over.data.today_left, 300)
    assert.match(over.error, /每日提取限额/)
    // The refusal did not spend the code: the shopper corrects the amount and submits again.
    assert.equal((await apply(u.token, 300, code)).errno, 1)
    const after = (await t.post('/api/v1/pensionaccount/check', {}, u.token)).data
    assert.equal(after.withdraw_today_left, 0)
  })

  it('counts the day from midnight in China', () => {
    const noonUtc = Date.UTC(2026, 0, 10, 12, 0, 0)
    assert.equal(chinaDayStart(noonUtc).toISOString(), '2026-01-09T16:00:00.000Z')
    const lateUtc = Date.UTC(2026, 0, 10, 17, 0, 0)
    assert.equal(chinaDayStart(lateUtc).toISOString(), '2026-01-10T16:00:00.000Z')
  })

  it('validates the amount, naming the field', async () => {
    const u = await funded(100)
    for (const bad of [0, -5, 1.5, 'abc']) {
      const res = await apply(u.token, bad)
      assert.equal(res.errno, 1001, String(bad))
      assert.match(res.error, /amount/)
    }
    const missing = await t.post('/api/v1/pensionaccount/apply', {}, u.token)
    assert.equal(missing.errno, 1001)
    assert.match(missing.error, /amount/)
  })

  it('pays out through the bank: applied -> reviewed -> paid', async () => {
    const u = await funded(5000)
    const { data } = await apply(u.token, 1200)
    await run()
    let detail = (await t.post('/api/v1/pensionaccount/applyinfo', { id: data.id }, u.token)).data
    assert.equal(detail.status, 1)
    assert.equal(detail.steps[1].done, true)
    detail = await until(
      async () => {
        await run()
        return (await t.post('/api/v1/pensionaccount/applyinfo', { id: data.id }, u.token)).data
      },
      (d) => d.status !== 1
    )
    assert.equal(detail.status, 2)
    assert.equal(detail.status_text, '已到账')
    assert.equal(detail.steps[2].done, true)
    assert.match(detail.card_no, /0012$/)
    assert.equal((await info(u.token)).withdrawable, 3800)
  })

  it('returns the amount when the bank fails the payout (sandbox: cents ending in 44)', async () => {
    const u = await funded(5000)
    const { data } = await apply(u.token, 1044)
    assert.equal((await info(u.token)).withdrawable, 3956)
    const detail = await until(
      async () => {
        await run()
        return (await t.post('/api/v1/pensionaccount/applyinfo', { id: data.id }, u.token)).data
      },
      (d) => d.status >= 2
    )
    assert.equal(detail.status, 3)
    assert.equal(detail.returned, true)
    assert.ok(detail.reason)
    assert.equal((await info(u.token)).withdrawable, 5000)
    // A late duplicate "success" notice cannot revive a finished application.
    const [row] = await t.db.select().from(pensionWithdrawals).where(eq(pensionWithdrawals.id, data.id))
    assert.equal(await applyPayoutResult(t.db, { requestNo: row.payoutNo!, status: 'success' }), false)
    const [same] = await t.db.select().from(pensionWithdrawals).where(eq(pensionWithdrawals.id, data.id))
    assert.equal(same.status, 3)
  })

  it('applies a payout notice twice only once', async () => {
    const u = await funded(900)
    const { data } = await apply(u.token, 500)
    await t.db
      .update(pensionWithdrawals)
      .set({ status: 1, payoutNo: `TEST${data.id}` })
      .where(eq(pensionWithdrawals.id, data.id))
    const notice = { requestNo: `TEST${data.id}`, status: 'success' as const }
    const results = await Promise.all([applyPayoutResult(t.db, notice), applyPayoutResult(t.db, notice)])
    assert.deepEqual(results.sort(), [false, true])
  })

  it('lists applications 15 a page (spec) and hides other users', async () => {
    const u = await funded(100000)
    for (let i = 0; i < 16; i++) assert.equal((await apply(u.token, 100 + i)).errno, 1)
    const p1 = await t.post('/api/v1/pensionaccount/applylist', { page: 1 }, u.token)
    assert.equal(p1.data.page_size, 15)
    assert.equal(p1.data.list.length, 15)
    assert.equal(p1.data.total, 16)
    assert.equal(p1.data.list[0].amount, 115, 'newest first')
    const p2 = await t.post('/api/v1/pensionaccount/applylist', { page: 2, page_size: 15 }, u.token)
    assert.equal(p2.data.list.length, 1)
    const tooBig = await t.post('/api/v1/pensionaccount/applylist', { page_size: 500 }, u.token)
    assert.equal(tooBig.errno, 1001)
    assert.match(tooBig.error, /page_size/)

    const other = await t.user()
    assert.equal((await t.post('/api/v1/pensionaccount/applylist', {}, other.token)).data.total, 0)
    const theirs = await t.post('/api/v1/pensionaccount/applyinfo', { id: p1.data.list[0].id }, other.token)
    assert.equal(theirs.errno, 1002)
    const none = await t.post('/api/v1/pensionaccount/applyinfo', { id: 99999999 }, u.token)
    assert.equal(none.errno, 1002)
    const bad = await t.post('/api/v1/pensionaccount/applyinfo', { id: 'x' }, u.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /\bid\b/)
  })
})
