import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import type { TestApp } from './helpers'
import { orders, pensionFlows, pointsLedger } from '../../server/src/db/schema'
import { createSandboxExpress } from '../../server/src/shipping/express.provider'
import { shipPaidOrders } from '../../server/src/shipping/express'
import { completeOrders } from '../../server/src/flows/checkout'
import { fundedShop, payWithCard, placeOrder, statusOf, type Goods, type Shopper } from './order-fixtures'

describe('delivery: shipping, tracking, receipt and completion', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let bob: Shopper
  before(async () => {
    ;({ t, goods, alice, bob } = await fundedShop({ price: 5050, cashback: 75 }))
  })
  after(() => t.close())

  it('ships a paid order with a courier and waybill, and only a paid one', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const early = await t.post('/api/dev/order/ship', { order_no: order.order_no })
    assert.equal(early.errno, 2301, 'an unpaid order cannot ship')
    await payWithCard(t, alice, order.order_no)
    const r = await t.post('/api/dev/order/ship', { order_no: order.order_no })
    assert.equal(r.errno, 1, r.error)
    assert.match(r.data.express_no, new RegExp(`^${r.data.com}\\d{17}$`))
    assert.equal(await statusOf(t, order.id), 2)
    assert.equal((await t.post('/api/dev/order/ship', { order_no: order.order_no })).errno, 2301)
    assert.equal((await t.post('/api/dev/order/ship', { order_no: 'x' })).errno, 1001)

    const info = await t.post('/api/v1/order/infov2', { id: order.id }, alice.token)
    assert.equal(info.data.express.express_no, r.data.express_no)
    assert.ok(info.data.express.com_name)
    assert.match(info.data.express.latest.context, /揽收/)
    assert.equal(info.data.can_confirm, true)
  })

  it('lets the sandbox merchant ship orders paid a while ago', async () => {
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, bob, order.order_no)
    assert.equal(await shipPaidOrders(t.app, 60_000), 0, 'not yet')
    assert.ok((await shipPaidOrders(t.app, 60_000, new Date(Date.now() + 61_000))) >= 1)
    assert.equal(await statusOf(t, order.id), 2)
  })

  it('tracks a waybill: traces progress with time, newest first, and unknown numbers are not found', async () => {
    const express = createSandboxExpress({ stepSeconds: 60 })
    const bill = await express.createWaybill({ orderNo: '26112200000000000001' })
    const start = Number(bill.express_no.slice(bill.com.length, bill.com.length + 10)) * 1000
    const first = await express.track(bill.com, bill.express_no, new Date(start))
    assert.equal(first?.traces.length, 1)
    assert.equal(first?.state, 1)
    const mid = await express.track(bill.com, bill.express_no, new Date(start + 4 * 60_000))
    assert.equal(mid?.traces.length, 3)
    assert.ok((mid?.traces[0].time ?? 0) > (mid?.traces[1].time ?? 0))
    const done = await express.track(bill.com, bill.express_no, new Date(start + 10 * 60_000))
    assert.deepEqual([done?.state, done?.state_text, done?.traces.length], [3, '已签收', 5])
    const again = await express.track(bill.com, bill.express_no, new Date(start + 10 * 60_000))
    assert.deepEqual(again, done, 'deterministic')
    const tampered =
      bill.express_no.slice(0, -3) + String((Number(bill.express_no.slice(-3)) + 1) % 1000).padStart(3, '0')
    assert.equal(await express.track(bill.com, tampered), null)

    const r = await t.post('/api/service/express/info', { com: bill.com, express_no: bill.express_no }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.ok(r.data.traces.length >= 1)
    assert.equal(
      (await t.post('/api/service/express/info', { com: bill.com, express_no: tampered }, alice.token)).errno,
      1002
    )
    const bad = await t.post('/api/service/express/info', { com: 'SF', express_no: '<script>' }, alice.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /express_no/)
    assert.equal(
      (await t.post('/api/service/express/info', { com: bill.com, express_no: bill.express_no })).errno,
      1006
    )
  })

  it('confirms receipt once: cashback recorded, points granted, then completes after the after-sale window', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 2 }] })
    await payWithCard(t, alice, order.order_no)
    await t.post('/api/dev/order/ship', { order_no: order.order_no })
    assert.equal((await t.post('/api/v1/order/recvconfirm', { id: order.id }, bob.token)).errno, 1002)
    const r = await t.post('/api/v1/order/recvconfirm', { id: order.id }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.points, Math.floor(order.pay_amount / 100))
    assert.equal(await statusOf(t, order.id), 3)
    const flows = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, order.id))
    assert.deepEqual(
      flows.map((f) => [f.amount, f.type, f.status]),
      [[150, 0, 0]]
    )
    const again = await t.post('/api/v1/order/recvconfirm', { id: order.id }, alice.token)
    assert.equal(again.errno, 2301)
    const points = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.ref, `order:${order.id}:receive`))
    assert.equal(points.length, 1)

    assert.equal(await completeOrders(t.app, new Date()), 0, 'inside the after-sale window')
    const later = new Date(Date.now() + (t.config.afterSaleSeconds + 1) * 1000)
    assert.ok((await completeOrders(t.app, later)) >= 1)
    assert.equal(await statusOf(t, order.id), 4)
    const [o] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    assert.ok(o.completedAt)
    const refund = await t.post('/api/v1/order/refund', { id: order.id, reason: '晚了' }, alice.token)
    assert.equal(refund.errno, 2301, 'no refund after the window')
    const list = await t.post('/api/v1/order/listv2', { status: 'delivered' }, alice.token)
    assert.ok(
      list.data.list.some((x: { id: number; status_text: string }) => x.id === order.id && x.status_text === '已完成')
    )
  })
})
