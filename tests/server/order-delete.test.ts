import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, payWithCard, placeOrder, shopper, type Goods, type Shopper } from './order-fixtures'
import { signIn } from './admin-helpers'
import { orders } from '../../server/src/db/schema'

/** 删除订单: a finished or cancelled order leaves the shopper's lists and detail, and stays for the shop. */
describe('order delete', () => {
  let t: TestApp
  let goods: Goods
  let me: Shopper
  const order = async () => placeOrder(t, me, { items: [{ sku_id: goods.skuId, qty: 1 }] })
  const setStatus = (id: number, status: number) => t.db.update(orders).set({ status }).where(eq(orders.id, id))
  const del = (id: number, s: Shopper = me) => t.post('/api/v1/order/del', { id }, s.token)
  const listIds = async (status = 'all') =>
    (await t.post('/api/v1/order/listv2', { status, page: 1, page_size: 50 }, me.token)).data.list.map(
      (o: { id: number }) => o.id
    )

  before(async () => {
    t = await createTestApp()
    goods = await makeGoods(t)
    me = await shopper(t)
  })
  after(() => t.close())

  it('refuses an order still open (unpaid, paid, shipping, awaiting refund) with a clear message', async () => {
    const o = await order()
    const unpaid = await del(o.id)
    assert.equal(unpaid.errno, 2372)
    assert.match(unpaid.error, /只有已完成或已取消的订单可以删除/)
    await payWithCard(t, me, o.order_no)
    assert.equal((await del(o.id)).errno, 2372)
    for (const s of [2, -3]) {
      await setStatus(o.id, s)
      assert.equal((await del(o.id)).errno, 2372, `status ${s}`)
    }
    assert.ok((await listIds()).includes(o.id))
  })

  it('another shopper’s order, or an unknown one, is not found; a visitor must log in', async () => {
    const o = await order()
    await t.post('/api/v1/order/cancel', { id: o.id }, me.token)
    const stranger = await shopper(t)
    const r = await del(o.id, stranger)
    assert.equal(r.errno, 1002)
    assert.match(r.error, /订单不存在/)
    assert.equal((await del(999999)).errno, 1002)
    assert.equal((await t.post('/api/v1/order/del', { id: o.id })).errno, 1006)
    assert.equal((await t.post('/api/v1/order/del', { id: 'x' }, me.token)).errno, 1001)
    assert.ok((await listIds()).includes(o.id))
  })

  it('deletes a cancelled and a completed order: gone from lists, counts and detail, kept for the console', async () => {
    const cancelled = await order()
    const cancel = await t.post('/api/v1/order/cancel', { id: cancelled.id }, me.token)
    assert.equal(cancel.errno, 1, cancel.error)
    const completed = await order()
    await payWithCard(t, me, completed.order_no)
    await setStatus(completed.id, 4)
    const before = (await t.post('/api/v1/order/counts', {}, me.token)).data.tabs.all

    for (const o of [cancelled, completed]) {
      const r = await del(o.id)
      assert.equal(r.errno, 1, r.error)
      assert.deepEqual(r.data, { id: o.id })
    }
    const ids = await listIds()
    assert.ok(!ids.includes(cancelled.id) && !ids.includes(completed.id))
    assert.ok(!(await listIds('delivered')).includes(completed.id))
    assert.equal((await t.post('/api/v1/order/counts', {}, me.token)).data.tabs.all, before - 2)
    assert.equal((await t.post('/api/v1/order/infov2', { id: completed.id }, me.token)).errno, 1002)
    assert.equal((await t.post('/api/v1/order/infov2', { order_no: completed.order_no }, me.token)).errno, 1002)
    // Twice is "not found": the shopper's order is gone for them.
    assert.equal((await del(completed.id)).errno, 1002)

    const [row] = await t.db.select().from(orders).where(eq(orders.id, completed.id))
    assert.equal(row.status, 4)
    assert.ok(row.userDeletedAt instanceof Date)
    const ops = await signIn(t, 'service')
    const seen = await ops.call('GET', `/api/admin/orders/${completed.id}`)
    assert.equal(seen.errno, 1, seen.error)
  })
})
