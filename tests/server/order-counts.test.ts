import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { orders } from '../../server/src/db/schema'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, payWithCard, placeOrder, shopper, type Goods } from './order-fixtures'

describe('order counts: the "my" page shortcuts', () => {
  let t: TestApp
  let goods: Goods
  before(async () => {
    t = await createTestApp({ seed: false })
    goods = await makeGoods(t, { price: 1000, stock: 50 })
  })
  after(() => t.close())

  it('counts the caller orders per tab and per status, and nobody else’s', async () => {
    const me = await shopper(t)
    const other = await shopper(t)
    const empty = await t.post('/api/v1/order/counts', {}, me.token)
    assert.equal(empty.errno, 1, empty.error)
    assert.equal(empty.data.tabs.all, 0)
    assert.deepEqual(Object.keys(empty.data.statuses).sort(), ['-1', '-2', '-3', '-4', '0', '1', '101', '2', '3', '4'])
    assert.ok(Object.values(empty.data.statuses).every((n) => n === 0))

    const item = { items: [{ sku_id: goods.skuId, qty: 1 }] }
    await placeOrder(t, me, item)
    await placeOrder(t, me, item)
    const paid = await placeOrder(t, me, item)
    await payWithCard(t, me, paid.order_no)
    const shipped = await placeOrder(t, me, item)
    await payWithCard(t, me, shipped.order_no)
    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, shipped.id))
    await placeOrder(t, other, item)

    const res = await t.post('/api/v1/order/counts', {}, me.token)
    assert.equal(res.data.statuses['0'], 2)
    assert.equal(res.data.statuses['1'], 1)
    assert.equal(res.data.statuses['2'], 1)
    assert.equal(res.data.tabs.all, 4)
    assert.equal(res.data.tabs.await_pay, 2)
    // The same tab counts as the order list reports.
    const list = await t.post('/api/v1/order/listv2', { page_size: 1 }, me.token)
    assert.deepEqual(res.data.tabs, list.data.counts)

    assert.equal((await t.post('/api/v1/order/counts', {})).errno, 1006)
    assert.equal((await t.post('/api/v1/order/counts', { x: 1 }, me.token)).errno, 1, 'extra fields are dropped')
  })
})
