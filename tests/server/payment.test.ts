import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq, sql } from 'drizzle-orm'
import type { TestApp } from './helpers'
import {
  couponTemplates,
  giftCardLedger,
  giftCards,
  orderStatusHistory,
  payments,
  refunds,
  sandboxRecords,
  users,
  welfareLedger
} from '../../server/src/db/schema'
import { signFields, type SandboxPayment } from '../../server/src/payment/payment.provider'
import { moveWelfare } from '../../server/src/wallet/giftcard'
import { closeExpiredOrders } from '../../server/src/flows/checkout'
import { cardBalance, fundedShop, makeGoods, placeOrder, statusOf, type Goods, type Shopper } from './order-fixtures'

describe('payment: pay ways, balances, provider trades and callbacks', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let bob: Shopper
  let sandbox: SandboxPayment
  before(async () => {
    ;({ t, goods, alice, bob } = await fundedShop({ price: 2500, stock: 1000 }))
    sandbox = t.app.providers.payment as SandboxPayment
  })
  after(async () => {
    await sandbox.settle()
    await t.close()
  })

  const ledgerSum = async (cardId: number) =>
    Number(
      (
        await t.db
          .select({ s: sql<string>`coalesce(sum(${giftCardLedger.delta}), 0)` })
          .from(giftCardLedger)
          .where(eq(giftCardLedger.cardId, cardId))
      )[0].s
    )
  const history = async (orderId: number) =>
    t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))
  const notify = (fields: Record<string, string | number>) => ({
    ...fields,
    sign: signFields(t.config.paymentSecret, fields)
  })

  it('lists pay ways with balances for an unpaid order', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await t.post('/api/v1/order/payway', { order_no: order.order_no }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.pay_amount, 2500 + 800)
    const card = r.data.payways.find((p: { payway: number }) => p.payway === 4)
    assert.equal(card.balance, 20000)
    assert.equal(card.cards[0].user_freeca_id, alice.cardId)
    assert.equal(card.cards[0].usable, true)
    const welfare = r.data.payways.find((p: { payway: number }) => p.payway === 8)
    assert.deepEqual([welfare.balance, welfare.available], [0, false])
    assert.equal((await t.post('/api/v1/order/payway', { order_no: '123' }, alice.token)).errno, 1001)
  })

  it('pays with the gift card once: balance decremented once, ledger sum equals balance, a double tap refused', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 2 }] })
    const before = await cardBalance(t, alice.cardId)
    const body = { order_no: order.order_no, payway: 4, user_freeca_id: alice.cardId }
    const [a, b] = await Promise.all([
      t.post('/api/v1/order/pay', body, alice.token),
      t.post('/api/v1/order/pay', body, alice.token)
    ])
    assert.deepEqual([a.errno, b.errno].sort(), [1, 2301])
    const paid = a.errno === 1 ? a : b
    assert.deepEqual([paid.data.paid, paid.data.status], [true, 1])
    assert.equal(order.pay_amount, 5000 + 800)
    assert.equal(await cardBalance(t, alice.cardId), before - 5800)
    assert.equal(await ledgerSum(alice.cardId), await cardBalance(t, alice.cardId))
    const debits = await t.db
      .select()
      .from(giftCardLedger)
      .where(and(eq(giftCardLedger.cardId, alice.cardId), eq(giftCardLedger.orderId, order.id)))
    assert.equal(debits.length, 1)
    assert.equal(debits[0].delta, -5800)
    assert.equal((await history(order.id)).filter((h) => h.toStatus === 1).length, 1)
  })

  it('refuses a gift card that cannot pay: missing, not enough, expired, wrong goods, not the callers', async () => {
    const pricey = await makeGoods(t, { price: 30000 })
    const big = await placeOrder(t, bob, { items: [{ sku_id: pricey.skuId, qty: 1 }] })
    const r = await t.post(
      '/api/v1/order/pay',
      { order_no: big.order_no, payway: 4, user_freeca_id: bob.cardId },
      bob.token
    )
    assert.equal(r.errno, 2311)
    assert.equal(await cardBalance(t, bob.cardId), 20000)
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const missing = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 4 }, bob.token)
    assert.equal(missing.errno, 1001)
    assert.match(missing.error, /user_freeca_id/)
    assert.equal(
      (
        await t.post(
          '/api/v1/order/pay',
          { order_no: order.order_no, payway: 4, user_freeca_id: alice.cardId },
          bob.token
        )
      ).errno,
      1002
    )
    const [expired] = await t.db
      .insert(giftCards)
      .values({
        userId: bob.uid,
        cardNo: 'FCTESTEXPIRED1',
        name: '过期卡',
        faceValue: 10000,
        balance: 10000,
        expiresAt: new Date(Date.now() - 1000)
      })
      .returning()
    assert.equal(
      (
        await t.post(
          '/api/v1/order/pay',
          { order_no: order.order_no, payway: 4, user_freeca_id: expired.id },
          bob.token
        )
      ).errno,
      2360
    )
    const other = await makeGoods(t)
    const [scoped] = await t.db
      .insert(giftCards)
      .values({
        userId: bob.uid,
        cardNo: 'FCTESTSCOPED1',
        name: '专用卡',
        faceValue: 10000,
        balance: 10000,
        categoryId: other.topCategoryId,
        expiresAt: new Date(Date.now() + 86400_000)
      })
      .returning()
    const wrong = await t.post(
      '/api/v1/order/pay',
      { order_no: order.order_no, payway: 4, user_freeca_id: scoped.id },
      bob.token
    )
    assert.equal(wrong.errno, 2360)
    assert.equal(await statusOf(t, order.id), 0)
  })

  it('pays with the welfare balance from its ledger and refuses when it is short', async () => {
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const short = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 8 }, bob.token)
    assert.equal(short.errno, 2311)
    await t.db.transaction((tx) => moveWelfare(tx, { userId: bob.uid, delta: 5000, reason: 'seed', ref: 'test-grant' }))
    const r = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 8 }, bob.token)
    assert.equal(r.errno, 1, r.error)
    const [u] = await t.db.select({ w: users.welfareBalance }).from(users).where(eq(users.id, bob.uid))
    assert.equal(u.w, 5000 - 3300)
    const sum = await t.db
      .select({ s: sql<string>`sum(${welfareLedger.delta})` })
      .from(welfareLedger)
      .where(eq(welfareLedger.userId, bob.uid))
    assert.equal(Number(sum[0].s), u.w)
    const balance = await t.post('/api/v1/user/efulibalance', {}, bob.token)
    assert.equal(balance.data.balance, 1700)
    assert.equal(balance.data.flows.length, 2)
  })

  it('opens an H5 trade with a sandbox cashier; a notification delivered twice pays once', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 1 }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.paid, false)
    assert.ok(r.data.pay_params.paySign)
    const url = new URL(r.data.pay_url)
    assert.equal(url.pathname, '/api/payment/sandbox/cashier')
    const again = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 1 }, alice.token)
    assert.equal(again.data.out_trade_no, r.data.out_trade_no, 'a second tap reuses the open trade')

    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /支付<\/button>/)
    assert.match(page.body, /取消<\/button>/)
    assert.match(page.body, /33\.00/)
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/payment/sandbox/cashier?out_trade_no=${r.data.out_trade_no}&sign=${'0'.repeat(64)}`
    })
    assert.match(forged.body, /交易不存在/)

    const form = new URLSearchParams({
      out_trade_no: r.data.out_trade_no,
      sign: url.searchParams.get('sign') as string,
      action: 'pay',
      times: '2'
    })
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' }
    })
    assert.match(paid.body, /支付成功/)
    await sandbox.settle()
    assert.equal(await statusOf(t, order.id), 1)
    assert.equal(
      (await history(order.id)).filter((h) => h.toStatus === 1).length,
      1,
      'one transition for two deliveries'
    )
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id))
    assert.deepEqual(
      rows.map((p) => p.status),
      [1],
      'one payment, paid once'
    )
    const poll = await t.post('/api/v1/order/status', { id: order.id }, alice.token)
    assert.equal(poll.data.paid, true)
  })

  it('verifies callbacks: a replay is a no-op, a wrong amount or a bad signature is refused', async () => {
    const [tpl] = await t.db
      .insert(couponTemplates)
      .values({
        name: '回调券',
        kind: 1,
        threshold: 0,
        amount: 100,
        total: 10,
        validDays: 3,
        endsAt: new Date(Date.now() + 86400_000)
      })
      .returning()
    const coupon = (await t.post('/api/v1/coupon/receive', { coupon_id: tpl.id }, alice.token)).data.id
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }], coupon_id: coupon })
    const r = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 2 }, alice.token)
    const base = {
      event: 'pay',
      channel: 'alipay',
      out_trade_no: r.data.out_trade_no,
      trade_no: 'ALI123',
      status: 'SUCCESS',
      notify_id: 'n1',
      timestamp: 1700000000
    }

    const wrong = await t.post('/api/payment/callback/alipay', notify({ ...base, amount: 1 }))
    assert.equal(wrong.errno, 2312)
    assert.equal(await statusOf(t, order.id), 0)
    const tampered = { ...notify({ ...base, amount: order.pay_amount }), amount: order.pay_amount + 1 }
    assert.equal((await t.post('/api/payment/callback/alipay', tampered)).errno, 2313)
    assert.equal(
      (await t.post('/api/payment/callback/wxpay', notify({ ...base, amount: order.pay_amount }))).errno,
      2313,
      'channel must match'
    )
    const fail = await t.post(
      '/api/payment/callback/alipay',
      notify({ ...base, amount: order.pay_amount, status: 'FAIL' })
    )
    assert.equal(fail.data.result, 'failed')
    assert.equal(await statusOf(t, order.id), 0)

    const first = await t.post('/api/payment/callback/alipay', notify({ ...base, amount: order.pay_amount }))
    const second = await t.post(
      '/api/payment/callback/alipay',
      notify({ ...base, amount: order.pay_amount, notify_id: 'n2' })
    )
    assert.deepEqual([first.errno, first.data.result], [1, 'success'])
    assert.deepEqual([second.errno, second.data.result], [1, 'duplicate'])
    assert.equal((await history(order.id)).filter((h) => h.toStatus === 1).length, 1)
    const [p] = await t.db.select().from(payments).where(eq(payments.outTradeNo, r.data.out_trade_no))
    assert.deepEqual([p.status, p.providerTradeNo], [1, 'ALI123'])
    const info = await t.post('/api/v1/order/infov2', { id: order.id }, alice.token)
    assert.equal(info.data.payway_name, '支付宝')
    const list = await t.post('/api/v1/coupon/list', { status: 'used' }, alice.token)
    assert.ok(
      list.data.list.some((c: { id: number }) => c.id === coupon),
      'the coupon is spent on payment'
    )
  })

  it('refunds money that arrives for an order already closed', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 1 }, alice.token)
    // The shopper pays at the gateway just as the order times out; the gateway's notification comes after the close.
    assert.ok(await sandbox.trade(r.data.out_trade_no))
    // The gateway's side (kept in sandbox_records): the trade is paid there.
    await t.db
      .update(sandboxRecords)
      .set({ value: sql`jsonb_set(${sandboxRecords.value}, '{status}', '"SUCCESS"')` })
      .where(and(eq(sandboxRecords.kind, 'payment.trade'), eq(sandboxRecords.key, r.data.out_trade_no)))
    await closeExpiredOrders(t.app, new Date(Date.now() + (t.config.orderPayMinutes + 1) * 60_000))
    assert.equal(await statusOf(t, order.id), -2)
    const late = await t.post(
      '/api/payment/callback/wxpay',
      notify({
        event: 'pay',
        channel: 'wxpay',
        out_trade_no: r.data.out_trade_no,
        trade_no: 'WX9',
        amount: order.pay_amount,
        status: 'SUCCESS',
        notify_id: 'late',
        timestamp: 1700000000
      })
    )
    assert.equal(late.data.result, 'refunding')
    await sandbox.settle()
    assert.equal(await statusOf(t, order.id), -2, 'a closed order stays closed')
    const [p] = await t.db.select().from(payments).where(eq(payments.outTradeNo, r.data.out_trade_no))
    assert.equal(p.status, 3)
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, p.id))
    assert.equal(refund.status, 1)
  })

  it('settles an order whose coupon covers everything without any charge', async () => {
    const big = await makeGoods(t, { price: 10000 })
    const [tpl] = await t.db
      .insert(couponTemplates)
      .values({
        name: '大额券',
        kind: 1,
        threshold: 0,
        amount: 20000,
        total: 10,
        validDays: 3,
        endsAt: new Date(Date.now() + 86400_000)
      })
      .returning()
    const coupon = (await t.post('/api/v1/coupon/receive', { coupon_id: tpl.id }, bob.token)).data.id
    const order = await placeOrder(t, bob, { items: [{ sku_id: big.skuId, qty: 1 }], coupon_id: coupon })
    assert.equal(order.pay_amount, 0, 'never below zero')
    const r = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 1 }, bob.token)
    assert.deepEqual([r.errno, r.data.paid, r.data.pay_url], [1, true, null])
    assert.equal(await statusOf(t, order.id), 1)
  })
})
