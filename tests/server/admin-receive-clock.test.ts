import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { orders } from '../../server/src/db/schema'
import { signIn, type Console } from './admin-helpers'
import { fundedShop, payWithCard, placeOrder, type Goods, type Shopper } from './order-fixtures'
import type { TestApp } from './helpers'

/**
 * The console's orders carry each order's 自动确认收货 clock (admin/src/fulfil/receive-clock.tsx shows it): the deadline
 * while shipped, 延长收货 once used, and the pause while an after-sale is open; nothing before shipping or after
 * receipt.
 */
describe('console orders: the receipt clock', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let desk: Console

  before(async () => {
    ;({ t, goods, alice } = await fundedShop({ price: 800, stock: 20 }))
    desk = await signIn(t, 'warehouse')
  })
  after(() => t.close())

  const row = async (id: number) => {
    const list = await desk.call('GET', '/api/admin/orders?page=1&page_size=50')
    assert.equal(list.errno, 1, list.error)
    const detail = await desk.call('GET', `/api/admin/orders/${id}`)
    assert.equal(detail.errno, 1, detail.error)
    const inList = list.data.list.find((r: { id: number }) => r.id === id)
    const pick = (r: Record<string, unknown>) => [r.auto_receive_at, r.receive_paused_at, r.receive_extended_at]
    assert.deepEqual(pick(inList), pick(detail.data), 'the list and the detail agree')
    return inList as {
      auto_receive_at: string | null
      receive_paused_at: string | null
      receive_extended_at: string | null
    }
  }

  it('paid: no clock; shipped: the deadline; extended: when; after-sale: paused; withdrawn: running again', async () => {
    const o = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, alice, o.order_no)
    const paid = await row(o.id)
    assert.deepEqual([paid.auto_receive_at, paid.receive_paused_at, paid.receive_extended_at], [null, null, null])

    assert.equal((await t.post('/api/dev/order/ship', { order_no: o.order_no })).errno, 1)
    const [db] = await t.db.select().from(orders).where(eq(orders.id, o.id))
    const shipped = await row(o.id)
    assert.equal(shipped.auto_receive_at, db.autoReceiveAt!.toISOString())
    assert.equal(shipped.receive_paused_at, null)

    const ext = await t.post('/api/v1/order/recvextend', { id: o.id }, alice.token)
    assert.equal(ext.errno, 1, ext.error)
    const extended = await row(o.id)
    assert.equal(Math.floor(Date.parse(extended.auto_receive_at!) / 1000), ext.data.auto_receive_time)
    assert.ok(extended.receive_extended_at)

    const applied = await t.post('/api/v1/order/refund', { id: o.id, reason: '少发了一件' }, alice.token)
    assert.equal(applied.errno, 1, applied.error)
    const paused = await row(o.id)
    assert.ok(paused.receive_paused_at, 'paused while the after-sale is open')
    assert.equal(paused.auto_receive_at, extended.auto_receive_at)

    assert.equal((await t.post('/api/v1/order/aftersale/cancel', { id: applied.data.id }, alice.token)).errno, 1)
    const running = await row(o.id)
    assert.equal(running.receive_paused_at, null)
    assert.ok(running.auto_receive_at! >= extended.auto_receive_at!, 'the deadline moved later by the pause')

    assert.equal((await t.post('/api/v1/order/recvconfirm', { id: o.id }, alice.token)).errno, 1)
    assert.equal((await row(o.id)).auto_receive_at, null)
  })
})
