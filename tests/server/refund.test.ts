import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq, sql } from 'drizzle-orm'
import type { TestApp } from './helpers'
import {
  afterSales,
  couponTemplates,
  giftCardLedger,
  pensionFlows,
  refunds,
  userCoupons,
  users
} from '../../server/src/db/schema'
import type { SandboxPayment } from '../../server/src/payment/payment.provider'
import { autoApproveAfterSales, retryRefunds } from '../../server/src/flows/refund'
import {
  cardBalance,
  fundedShop,
  payWithCard,
  placeOrder,
  statusOf,
  stockOf,
  type Goods,
  type Shopper
} from './order-fixtures'

describe('refunds and after-sale', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let bob: Shopper
  let sandbox: SandboxPayment
  before(async () => {
    ;({ t, goods, alice, bob } = await fundedShop({ price: 6000, stock: 100, cashback: 120 }))
    sandbox = t.app.providers.payment as SandboxPayment
  })
  after(async () => {
    await sandbox.settle()
    await t.close()
  })

  const coupon = async (s: Shopper) => {
    const [tpl] = await t.db
      .insert(couponTemplates)
      .values({
        name: '退款券',
        kind: 1,
        threshold: 0,
        amount: 500,
        total: 10,
        validDays: 3,
        endsAt: new Date(Date.now() + 86400_000)
      })
      .returning()
    return (await t.post('/api/v1/coupon/receive', { coupon_id: tpl.id }, s.token)).data.id as number
  }
  const ship = async (orderNo: string) =>
    assert.equal((await t.post('/api/dev/order/ship', { order_no: orderNo })).errno, 1)
  const ledgerSum = async (cardId: number) =>
    Number(
      (
        await t.db
          .select({ s: sql<string>`sum(${giftCardLedger.delta})` })
          .from(giftCardLedger)
          .where(eq(giftCardLedger.cardId, cardId))
      )[0].s
    )

  it('refunds a paid gift-card order: balance and coupon back, stock released, order -4', async () => {
    const couponId = await coupon(alice)
    const balance = await cardBalance(t, alice.cardId)
    const stock = await stockOf(t, goods.skuId)
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }], coupon_id: couponId })
    await payWithCard(t, alice, order.order_no)
    assert.equal(await cardBalance(t, alice.cardId), balance - order.pay_amount)

    const bad = await t.post('/api/v1/order/refund', { id: order.id }, alice.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /reason/)
    const r = await t.post('/api/v1/order/refund', { id: order.id, reason: '不想要了', desc: '拍多了' }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.equal(await statusOf(t, order.id), -3)
    const again = await t.post('/api/v1/order/refund', { id: order.id, reason: '再试' }, alice.token)
    assert.equal(again.errno, 2301, 'one application at a time')
    assert.equal((await t.post('/api/v1/order/aftersale/info', { id: r.data.id }, bob.token)).errno, 1002)

    const ok = await t.post('/api/dev/refund/approve', { id: r.data.id })
    assert.equal(ok.errno, 1, ok.error)
    assert.equal(ok.data.status, 2)
    assert.equal(await statusOf(t, order.id), -4)
    assert.equal(await cardBalance(t, alice.cardId), balance)
    assert.equal(await ledgerSum(alice.cardId), balance)
    assert.equal(await stockOf(t, goods.skuId), stock)
    const [c] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, couponId))
    assert.deepEqual([c.status, c.orderId], [0, null])
    assert.equal((await t.post('/api/dev/refund/approve', { id: r.data.id })).errno, 2340, 'approving twice is refused')
    assert.equal(await cardBalance(t, alice.cardId), balance, 'and pays nothing twice')

    const list = await t.post('/api/v1/order/aftersales', {}, alice.token)
    assert.equal(list.data.list[0].id, r.data.id)
    assert.equal(list.data.list[0].status_text, '已退款')
    assert.equal(list.data.list[0].order_no, order.order_no)
    const info = await t.post('/api/v1/order/infov2', { id: order.id }, alice.token)
    assert.equal(info.data.refund.id, r.data.id)
    assert.equal(info.data.status_text, '已退款')
  })

  it('refunds a received wxpay order through the gateway: cashback cancelled, points taken back, stock kept', async () => {
    const stock = await stockOf(t, goods.skuId)
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 2 }] })
    const pay = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 1 }, bob.token)
    await sandbox.pay(pay.data.out_trade_no)
    await sandbox.settle()
    assert.equal(await statusOf(t, order.id), 1)
    await ship(order.order_no)
    const recv = await t.post('/api/v1/order/recvconfirm', { id: order.id }, bob.token)
    assert.equal(recv.errno, 1, recv.error)
    const [flow] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, order.id))
    assert.equal(flow.amount, 240)
    const [u] = await t.db.select({ p: users.points }).from(users).where(eq(users.id, bob.uid))
    assert.equal(u.p, Math.floor(order.pay_amount / 100))

    const r = await t.post(
      '/api/v1/order/refund',
      { id: order.id, reason: '质量问题', images: ['https://img.example.com/a.jpg'] },
      bob.token
    )
    assert.equal(r.errno, 1, r.error)
    const approved = await t.post('/api/dev/refund/approve', { id: r.data.id })
    assert.equal(approved.data.status, 1, 'approved, waiting for the gateway')
    assert.equal(await statusOf(t, order.id), -3)
    await sandbox.settle()
    assert.equal(await statusOf(t, order.id), -4)
    const [a] = await t.db.select().from(afterSales).where(eq(afterSales.id, r.data.id))
    assert.equal(a.status, 2)
    const [f] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, order.id))
    assert.equal(f.cancelled, true)
    const [u2] = await t.db.select({ p: users.points }).from(users).where(eq(users.id, bob.uid))
    assert.equal(u2.p, 0)
    assert.equal(await stockOf(t, goods.skuId), stock - 2, 'shipped goods do not go back on the shelf')
  })

  it('retries a refund the gateway refused', async () => {
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const pay = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 2 }, bob.token)
    await sandbox.pay(pay.data.out_trade_no)
    await sandbox.settle()
    const r = await t.post('/api/v1/order/refund', { id: order.id, reason: '不需要' }, bob.token)
    sandbox.failNextRefund()
    await t.post('/api/dev/refund/approve', { id: r.data.id })
    await sandbox.settle()
    assert.equal(await statusOf(t, order.id), -3)
    const [pending] = await t.db.select().from(refunds).where(eq(refunds.afterSaleId, r.data.id))
    assert.equal(pending.status, 0)
    assert.equal(await retryRefunds(t.app, 60_000, new Date()), 0, 'not due yet')
    assert.equal(await retryRefunds(t.app, 60_000, new Date(Date.now() + 120_000)), 1)
    await sandbox.settle()
    assert.equal(await statusOf(t, order.id), -4)
  })

  it('rejects an application: the order returns to where it was', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, alice, order.order_no)
    await ship(order.order_no)
    const r = await t.post('/api/v1/order/refund', { id: order.id, reason: '不想要' }, alice.token)
    const no = await t.post('/api/dev/refund/reject', { id: r.data.id, remark: '商品已发出' })
    assert.equal(no.errno, 1, no.error)
    assert.equal(no.data.status_text, '已拒绝')
    assert.equal(await statusOf(t, order.id), 2)
    assert.equal((await t.post('/api/dev/refund/reject', { id: r.data.id })).errno, 2340)
    assert.equal((await t.post('/api/dev/refund/approve', { id: 999999 })).errno, 1002)
  })

  it('lets the sandbox merchant approve applications after a delay', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, alice, order.order_no)
    const r = await t.post('/api/v1/order/refund', { id: order.id, reason: '七天无理由' }, alice.token)
    assert.equal(await autoApproveAfterSales(t.app, 60_000), 0)
    assert.equal(await autoApproveAfterSales(t.app, 60_000, new Date(Date.now() + 61_000)), 1)
    assert.equal(await statusOf(t, order.id), -4)
    const [a] = await t.db
      .select()
      .from(afterSales)
      .where(and(eq(afterSales.id, r.data.id), eq(afterSales.status, 2)))
    assert.ok(a)
  })
})
