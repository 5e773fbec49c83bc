import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { refunds } from '../../server/src/db/schema'
import { dayStart } from '../../server/src/admin/dashboard'
import { makeGoods, payWithCard, placeOrder, shopper } from './order-fixtures'

type Day = { day: string; orders: number; sales: number; refunds: number; net_sales: number }
type Dash = { today: { sales: number; refunds: number; net_sales: number; paid_orders: number }; days: Day[] }

/** Issue 29: 概览 shows sales net of the refunds finished that day beside gross, today and for each of 30 days. */
describe('console dashboard: sales net of refunds', () => {
  let t: TestApp
  let ops: Console
  let finance: Console
  before(async () => {
    t = await createTestApp()
    ops = await signIn(t, 'ops')
    finance = await signIn(t, 'finance')
  })
  after(() => t.close())

  const read = async () => {
    const res = await ops.call<Dash>('GET', '/api/admin/dashboard')
    assert.equal(res.errno, 1, res.error)
    return res.data
  }

  it('a refund finished today lowers net sales, never gross; a pending one changes nothing', async () => {
    const start = await read()
    assert.equal(start.today.net_sales, start.today.sales - start.today.refunds)
    const goods = await makeGoods(t, { price: 2500 })
    const s = await shopper(t)
    const kept = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, s, kept.order_no)
    const back = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 2 }] })
    await payWithCard(t, s, back.order_no)

    const applied = await t.post('/api/v1/order/refund', { id: back.id, reason: '不想要了' }, s.token)
    assert.equal(applied.errno, 1, applied.error)
    const pending = await read()
    assert.equal(pending.today.sales, start.today.sales + kept.pay_amount + back.pay_amount, 'gross')
    assert.equal(pending.today.refunds, start.today.refunds, 'an application is not money back')

    const ok = await finance.call('POST', `/api/admin/aftersales/${applied.data.id}/approve`, { confirm: true })
    assert.equal(ok.errno, 1, ok.error)
    const [r] = await t.db.select().from(refunds).where(eq(refunds.orderId, back.id))
    assert.equal(r.status, 1, 'the card refund finished at once')
    const d = await read()
    assert.equal(d.today.sales, pending.today.sales, 'gross stays')
    assert.equal(d.today.refunds, start.today.refunds + back.pay_amount)
    assert.equal(d.today.net_sales, start.today.net_sales + kept.pay_amount)
    const [first, last] = [start.days[29], d.days[29]]
    assert.equal(last.day, new Date(dayStart().getTime() + 8 * 3600_000).toISOString().slice(0, 10))
    assert.deepEqual(
      [last.sales - first.sales, last.refunds - first.refunds, last.net_sales - first.net_sales],
      [kept.pay_amount + back.pay_amount, back.pay_amount, kept.pay_amount]
    )
  })

  it('a refund finished on an earlier day counts on that day, against that day of sales', async () => {
    const [r] = await t.db.select().from(refunds).where(eq(refunds.status, 1))
    const threeDaysAgo = new Date(dayStart().getTime() - 3 * 86400_000 + 3600_000)
    const before = await read()
    await t.db.update(refunds).set({ finishedAt: threeDaysAgo }).where(eq(refunds.id, r.id))
    const d = await read()
    assert.equal(d.today.refunds, before.today.refunds - r.amount)
    assert.equal(d.today.net_sales, before.today.net_sales + r.amount)
    assert.deepEqual([d.days[26].refunds, d.days[26].net_sales], [r.amount, d.days[26].sales - r.amount])
    for (const day of d.days) assert.equal(day.net_sales, day.sales - day.refunds, day.day)
  })
})
