import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { payments, pensionFlows, refunds } from '../../server/src/db/schema'
import type { SandboxPayment } from '../../server/src/payment/payment.provider'
import { makeGoods, payWithCard, placeOrder, shopper, statusOf, type Goods, type Shopper } from './order-fixtures'

/** China-time day of a moment, as the report's date picker sends it. */
const cnDay = (d = new Date()) => new Date(d.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10)

type Report = {
  balanced: boolean
  sections: {
    key: string
    ours_total: number
    theirs_total: number
    diffs: { order_id: number; ours: number; theirs: number | null; diff: number; note: string }[]
  }[]
}

/** The daily reconciliation: a real day balances; each planted difference is listed, once, on its side. */
describe('console reconciliation', () => {
  let t: TestApp
  let finance: Console
  let service: Console
  let sandbox: SandboxPayment
  let goods: Goods
  let alice: Shopper
  before(async () => {
    t = await createTestApp()
    sandbox = t.app.providers.payment as SandboxPayment
    finance = await signIn(t, 'finance')
    service = await signIn(t, 'service')
    goods = await makeGoods(t, { price: 3000, stock: 100, cashback: 150 })
    alice = await shopper(t)
  })
  after(async () => {
    await sandbox.settle()
    await t.close()
  })

  const report = async (date = cnDay()) => {
    const res = await finance.call<Report>('GET', `/api/admin/reconcile?date=${date}`)
    assert.equal(res.errno, 1, res.error)
    return res.data
  }
  const section = (r: Report, key: string) => r.sections.find((s) => s.key === key)!

  it('a day of card and gateway payments, a receipt with cashback and a gateway refund balances', async () => {
    const card = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, alice, card.order_no)
    const wx = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const pay = await t.post('/api/v1/order/pay', { order_no: wx.order_no, payway: 1 }, alice.token)
    await sandbox.pay(pay.data.out_trade_no)
    await sandbox.settle()
    assert.equal((await t.post('/api/dev/order/ship', { order_no: card.order_no })).errno, 1)
    assert.equal((await t.post('/api/v1/order/recvconfirm', { id: card.id }, alice.token)).errno, 1)
    const r = await t.post('/api/v1/order/refund', { id: wx.id, reason: '不想要了' }, alice.token)
    await t.post('/api/dev/refund/approve', { id: r.data.id })
    await sandbox.settle()
    assert.equal(await statusOf(t, wx.id), -4)

    const day = await report()
    assert.equal(day.balanced, true, JSON.stringify(day.sections.map((s) => s.diffs)))
    assert.equal(section(day, 'payments').ours_total, card.pay_amount + wx.pay_amount)
    assert.equal(section(day, 'payments').theirs_total, card.pay_amount + wx.pay_amount)
    assert.equal(section(day, 'cashback').theirs_total, 150)
    assert.equal(section(day, 'refunds').theirs_total, wx.pay_amount)
    const empty = await report('2020-01-01')
    assert.deepEqual([empty.balanced, empty.sections.map((s) => s.ours_total + s.theirs_total)], [true, [0, 0, 0]])
  })

  it('lists exactly the planted differences: a payment without its order, a refund the gateway never made', async () => {
    // A payment received for an order that still waits for payment (its callback was lost on our side).
    const stuck = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await t.db.insert(payments).values({
      orderId: stuck.id,
      userId: alice.uid,
      payway: 1,
      amount: stuck.pay_amount,
      outTradeNo: `PLANT${stuck.id}`,
      status: 1,
      paidAt: new Date()
    })
    // A refund we recorded as done that the gateway never made.
    const wx = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const pay = await t.post('/api/v1/order/pay', { order_no: wx.order_no, payway: 1 }, alice.token)
    await sandbox.pay(pay.data.out_trade_no)
    await sandbox.settle()
    const [p] = await t.db.select().from(payments).where(eq(payments.outTradeNo, pay.data.out_trade_no))
    await t.db.insert(refunds).values({
      refundNo: `RPLANT${wx.id}`,
      orderId: wx.id,
      paymentId: p.id,
      amount: 700,
      status: 1,
      finishedAt: new Date()
    })
    // Cashback credited to the ledger for an order nobody received.
    await t.db
      .insert(pensionFlows)
      .values({ userId: alice.uid, type: 0, status: 0, amount: 99, title: '订单返现', orderId: stuck.id })

    const day = await report()
    assert.equal(day.balanced, false)
    assert.deepEqual(
      section(day, 'payments').diffs.map((d) => [d.order_id, d.ours, d.theirs, d.diff, d.note]),
      [[stuck.id, 0, stuck.pay_amount, -stuck.pay_amount, '收到款项，但订单未记为已支付']]
    )
    assert.deepEqual(
      section(day, 'refunds').diffs.map((d) => [d.order_id, d.ours, d.theirs, d.diff, d.note]),
      [[wx.id, 700, 0, 700, '本地记为已退款，但网关（或账本）没有这笔退款']]
    )
    assert.deepEqual(
      section(day, 'cashback').diffs.map((d) => [d.order_id, d.ours, d.theirs, d.note]),
      [[stuck.id, 0, 99, '养老金账有返现，但当天没有对应的收货订单']]
    )
  })

  it('a gateway that does not answer leaves its refunds listed as unchecked, with our amount', async () => {
    const provider = t.app.providers.payment
    const original = provider.queryRefund
    provider.queryRefund = async () => {
      throw new Error('gateway down')
    }
    try {
      const day = await report()
      const rows = section(day, 'refunds').diffs.filter((d) => d.theirs === null)
      assert.ok(rows.length >= 2, 'every gateway refund of the day is unchecked')
      assert.ok(rows.every((d) => d.ours > 0 && d.note === '支付网关查询失败，未能核对，请稍后重试'))
      assert.equal(day.balanced, false)
    } finally {
      provider.queryRefund = original
    }
  })

  it('is 财务s page: other roles are refused, a bad date names the field', async () => {
    assert.equal((await service.call('GET', `/api/admin/reconcile?date=${cnDay()}`)).status, 403)
    for (const date of ['2026-13-01', '2026-02-30', 'yesterday']) {
      const bad = await finance.call('GET', `/api/admin/reconcile?date=${date}`)
      assert.equal(bad.errno, 1001, date)
      assert.match(bad.error, /date/)
    }
  })
})
