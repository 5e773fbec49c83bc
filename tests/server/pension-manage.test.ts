import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { pensionFlows, pensionWithdrawals } from '../../server/src/db/schema'

/** A China-time month relative to now: [y, m]. */
function cnMonth(offset = 0): [number, number] {
  const d = new Date(Date.now() + 8 * 3600 * 1000)
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + offset
  return [Math.floor(total / 12), (total % 12) + 1]
}
/** Noon of the 10th of a China-time month. */
const inMonth = ([y, m]: [number, number]) => new Date(Date.UTC(y, m - 1, 10, 4))
const ym = ([y, m]: [number, number]) => `${y}-${String(m).padStart(2, '0')}`

describe('pension management (monthly statements)', () => {
  let t: TestApp
  let u: { uid: number; token: string }
  const last = cnMonth(-1)
  const now = cnMonth(0)
  before(async () => {
    t = await createTestApp()
    u = await t.user()
    const f = (type: number, status: number, amount: number, at: Date, cancelled = false) => ({
      userId: u.uid,
      type,
      status,
      amount,
      title: 't',
      createdAt: at,
      cancelled
    })
    await t.db
      .insert(pensionFlows)
      .values([
        f(0, 2, 1000, inMonth(last)),
        f(1, 2, 300, inMonth(last)),
        f(0, 1, 200, inMonth(last)),
        f(0, 0, 700, inMonth(last), true),
        f(2, 1, 188, inMonth(now))
      ])
    await t.db.insert(pensionWithdrawals).values([
      { userId: u.uid, amount: 400, status: 2, accountNo: 'a', cardNo: 'c', createdAt: inMonth(last) },
      { userId: u.uid, amount: 900, status: 3, accountNo: 'a', cardNo: 'c', createdAt: inMonth(last) }
    ])
  })
  after(() => t.close())

  it('summarises totals and months (info)', async () => {
    const res = await t.post('/api/v1/pensionmanage/info', {}, u.token)
    assert.equal(res.errno, 1)
    assert.equal(res.data.pension_amount_total, 1688)
    assert.equal(res.data.accountin_total, 1300)
    assert.equal(res.data.withdrawn, 400)
    assert.equal(res.data.withdrawable, 900)
    assert.equal(res.data.this_month_income, 188)
    assert.equal(res.data.last_month_income, 1500)
    assert.deepEqual(
      res.data.months.map((m: { month: string; closed: boolean }) => [m.month, m.closed]),
      [
        [ym(now), false],
        [ym(last), true]
      ]
    )
  })

  it('shows one month as a statement, optionally of one type (list)', async () => {
    const [y, m] = last
    const all = await t.post('/api/v1/pensionmanage/list', { y, m }, u.token)
    assert.equal(all.errno, 1)
    assert.equal(all.data.income, 1500)
    assert.equal(all.data.deposited, 1300)
    assert.equal(all.data.cancelled, 700)
    assert.equal(all.data.withdrawn, 400, 'the failed withdrawal does not count')
    assert.equal(all.data.flow_count, 4)
    assert.equal(all.data.list.length, 4)
    assert.equal(all.data.closed, true)
    assert.equal(all.data.statement, null)
    const orders = all.data.by_type.find((x: { type: number }) => x.type === 0)
    assert.deepEqual([orders.amount, orders.count], [1200, 3])
    const points = await t.post('/api/v1/pensionmanage/list', { y, m, type: 1 }, u.token)
    assert.equal(points.data.income, 300)
    assert.equal(points.data.list.length, 1)
    const bad = await t.post('/api/v1/pensionmanage/list', { y, m: 13 }, u.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /\bm\b/)
    const noYear = await t.post('/api/v1/pensionmanage/list', { m: 3 }, u.token)
    assert.equal(noYear.errno, 1001)
    assert.match(noYear.error, /\by\b/)
  })

  it('confirms a closed month once and freezes its totals (apply)', async () => {
    const [y, m] = last
    const current = await t.post('/api/v1/pensionmanage/apply', { y: now[0], m: now[1] }, u.token)
    assert.equal(current.errno, 1005)
    const first = await t.post('/api/v1/pensionmanage/apply', { y, m }, u.token)
    assert.equal(first.errno, 1)
    assert.deepEqual([first.data.month, first.data.income, first.data.withdrawn], [ym(last), 1500, 400])
    // A later refund changes the live view, not the confirmed statement.
    await t.db.update(pensionFlows).set({ cancelled: true }).where(eq(pensionFlows.amount, 200))
    const second = await t.post('/api/v1/pensionmanage/apply', { y, m }, u.token)
    assert.deepEqual(second.data, first.data)
    const live = await t.post('/api/v1/pensionmanage/list', { y, m }, u.token)
    assert.equal(live.data.income, 1300)
    assert.equal(live.data.statement.income, 1500)
    const info = await t.post('/api/v1/pensionmanage/info', {}, u.token)
    assert.equal(info.data.months.find((x: { month: string }) => x.month === ym(last)).confirmed, true)
    // Another user's statement for the month is their own (empty).
    const other = await t.user()
    const theirs = await t.post('/api/v1/pensionmanage/list', { y, m }, other.token)
    assert.equal(theirs.data.income, 0)
    assert.equal(theirs.data.statement, null)
  })
})
