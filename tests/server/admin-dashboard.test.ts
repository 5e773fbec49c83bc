import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { clientErrors } from '../../server/src/db/schema'
import { dayStart } from '../../server/src/admin/dashboard'
import { makeGoods, payWithCard, placeOrder, shopper } from './order-fixtures'

describe('console dashboard', () => {
  let t: TestApp
  let ops: Console
  before(async () => {
    t = await createTestApp()
    ops = await signIn(t, 'ops')
  })
  after(() => t.close())

  it("the mall's day starts at midnight in China", () => {
    assert.equal(dayStart(new Date('2026-03-01T15:59:00Z')).toISOString(), '2026-02-28T16:00:00.000Z')
    assert.equal(dayStart(new Date('2026-03-01T16:00:00Z')).toISOString(), '2026-03-01T16:00:00.000Z')
    assert.equal(dayStart(new Date('2026-03-01T16:00:00Z'), 1).toISOString(), '2026-02-28T16:00:00.000Z')
  })

  it("counts today's paid orders and waiting shipments, charts 30 days, groups client errors by message", async () => {
    const before = (await ops.call('GET', '/api/admin/dashboard')).data
    const goods = await makeGoods(t, { price: 2500 })
    const s = await shopper(t)
    const o = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, s, o.order_no)
    const row = { uuid: 'dev-1', platform: 'h5', kind: 'error', page: 'pages/cart/index', clientTime: Date.now() }
    await t.db.insert(clientErrors).values([
      { ...row, message: 'Cannot read properties of undefined' },
      { ...row, message: 'Cannot read properties of undefined' },
      { ...row, message: 'Network Error' }
    ])
    const res = await ops.call('GET', '/api/admin/dashboard')
    assert.equal(res.errno, 1, res.error)
    const d = res.data
    assert.equal(d.today.paid_orders, before.today.paid_orders + 1)
    assert.equal(d.today.sales, before.today.sales + o.pay_amount)
    assert.equal(d.today.waiting_shipment, before.today.waiting_shipment + 1)
    assert.equal(d.days.length, 30)
    assert.equal(d.days[29].sales, before.days[29].sales + o.pay_amount)
    assert.deepEqual(
      d.errors.map((e: { message: string; count: number }) => [e.message, e.count]),
      [
        ['Cannot read properties of undefined', 2],
        ['Network Error', 1]
      ]
    )
  })
})
