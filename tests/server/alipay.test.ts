import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { orderStatusHistory, refunds, userOauth } from '../../server/src/db/schema'
import { ALIPAY_UNAVAILABLE, cents, createAlipay, yuan } from '../../server/src/payment/providers/alipay'
import type { PaymentProvider } from '../../server/src/payment/payment.provider'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, placeOrder, shopper, statusOf, type Goods, type Shopper } from './order-fixtures'
import { alipayKeys, startAlipayGateway, type AlipayGateway, type AlipayKeys } from './fakes/alipay-gateway'

describe('Alipay (alipay-sdk) against a local gateway speaking its RSA2 protocol', () => {
  let keys: AlipayKeys
  let gw: AlipayGateway
  let t: TestApp
  let goods: Goods
  let bob: Shopper
  const provider = (over: Partial<Parameters<typeof createAlipay>[0]> = {}): PaymentProvider =>
    createAlipay({
      appId: keys.appId,
      privateKey: keys.appPrivatePem,
      alipayPublicKey: keys.alipayPublicPem,
      notifyUrl: 'https://mall.example.com/api/payment/callback/alipay',
      gateway: gw.url,
      timeoutMs: 500,
      retry: { tries: 3, baseMs: 5 },
      ...over
    })
  const notify = (form: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: form
    })
  const pay = (orderNo: string, scene?: string) =>
    t.post('/api/v1/order/pay', { order_no: orderNo, payway: 2, ...(scene ? { scene } : {}) }, bob.token)

  before(async () => {
    keys = alipayKeys()
    gw = await startAlipayGateway(keys)
    t = await createTestApp({ providers: { payment: provider() } })
    goods = await makeGoods(t, { price: 1999, stock: 1000 })
    bob = await shopper(t)
    await t.db.insert(userOauth).values({ userId: bob.uid, provider: 'alipay_mp', openid: '2088102177846880' })
  })
  after(async () => {
    await t.close()
    await gw.close()
  })

  it('amounts: cents and yuan strings both ways, exactly', () => {
    assert.deepEqual([yuan(1), yuan(1999), yuan(100000)], ['0.01', '19.99', '1000.00'])
    assert.deepEqual([cents('0.01'), cents('19.9'), cents('19.99'), cents('7')], [1, 1990, 1999, 700])
    assert.ok(Number.isNaN(cents('1.999')) && Number.isNaN(cents('-1')) && Number.isNaN(cents(undefined)))
  })

  it('mini program: alipay.trade.create for the buyer, its trade number for my.tradePay', async () => {
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await pay(order.order_no, 'alipay')
    assert.equal(r.errno, 1, r.error)
    const trade = gw.trades.get(r.data.out_trade_no)!
    assert.deepEqual(r.data.pay_params, { tradeNO: trade.tradeNo })
    assert.deepEqual(
      [trade.product, trade.buyer, trade.total],
      ['JSAPI_PAY', '2088102177846880', yuan(order.pay_amount)]
    )
    assert.equal(trade.notifyUrl, 'https://mall.example.com/api/payment/callback/alipay')
    assert.equal(gw.rejectedSignatures(), 0)
  })

  it('H5: alipay.trade.wap.pay as a signed URL the browser opens', async () => {
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await pay(order.order_no, 'cashier')
    const url = new URL(r.data.pay_url)
    assert.equal(url.searchParams.get('method'), 'alipay.trade.wap.pay')
    const page = await fetch(url)
    assert.match(await page.text(), /支付宝收银台/)
    assert.equal(gw.rejectedSignatures(), 0, 'the gateway accepted the URL signature')
    assert.equal(gw.trades.get(r.data.out_trade_no)!.product, 'QUICK_WAP_WAY')
    const tampered = new URL(url)
    tampered.searchParams.set(
      'biz_content',
      url.searchParams.get('biz_content')!.replace(/"total_amount":"[^"]+"/, '"total_amount":"0.01"')
    )
    await fetch(tampered)
    assert.equal(gw.rejectedSignatures(), 1, 'a changed amount breaks the signature')
  })

  it('a genuine notification pays once in ten deliveries; forged, re-signed and wrong-amount ones are refused', async () => {
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await pay(order.order_no, 'alipay')
    const genuine = gw.paid(r.data.out_trade_no)
    const forged = gw.paid(r.data.out_trade_no, {
      signer: crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    })
    const resigned = genuine.replace(/notify_id=[0-9a-f]+/, 'notify_id=replayed')
    const otherApp = genuine.replace(/app_id=\d+/, 'app_id=2021000000000999')
    for (const [name, form] of Object.entries({ forged, resigned, otherApp })) {
      const res = await notify(form)
      assert.deepEqual([res.statusCode, res.body], [200, 'fail'], name)
    }
    const cheap = await notify(gw.paid(r.data.out_trade_no, { amount: '0.01' }))
    assert.equal(cheap.body, 'fail')
    assert.equal(await statusOf(t, order.id), 0)
    for (let i = 0; i < 10; i++) assert.equal((await notify(genuine)).body, 'success')
    assert.equal(await statusOf(t, order.id), 1)
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))
    assert.equal(history.filter((h) => h.toStatus === 1).length, 1)
  })

  it('a gateway 5xx or timeout is retried with backoff, then a clear message, and the order stays payable', async () => {
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    gw.fail('timeout', '500')
    assert.equal((await pay(order.order_no, 'alipay')).errno, 1, 'the third try went through')
    const order2 = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const before = gw.log.length
    gw.fail('500', 'timeout', '500')
    const down = await pay(order2.order_no, 'alipay')
    assert.deepEqual([down.errno, down.error], [2314, ALIPAY_UNAVAILABLE])
    assert.equal(gw.log.length, before, 'no try reached the gateway')
    assert.equal(await statusOf(t, order2.id), 0)
    const again = await pay(order2.order_no, 'alipay')
    assert.equal(again.errno, 1, again.error)
    assert.equal((await notify(gw.paid(again.data.out_trade_no))).body, 'success')
    assert.equal(await statusOf(t, order2.id), 1)
  })

  it('query, close, and a refund settled in the answer (asked twice, refunded once)', async () => {
    const p = provider()
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await pay(order.order_no, 'alipay')
    const q = await p.queryTrade!('alipay', r.data.out_trade_no)
    assert.deepEqual(q, {
      status: 'NOTPAY',
      amount: order.pay_amount,
      tradeNo: gw.trades.get(r.data.out_trade_no)!.tradeNo
    })
    await p.closeTrade('alipay', r.data.out_trade_no)
    assert.equal((await p.queryTrade!('alipay', r.data.out_trade_no)).status, 'CLOSED')
    await p.closeTrade('alipay', 'P-never-opened')

    const paid = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const pr = await pay(paid.order_no, 'alipay')
    await notify(gw.paid(pr.data.out_trade_no))
    const apply = await t.post('/api/v1/order/refund', { id: paid.id, reason: '不想要了' }, bob.token)
    assert.equal((await t.post('/api/dev/refund/approve', { id: apply.data.id })).errno, 1)
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, paid.id))
    assert.equal(row.status, 1, 'Alipay settles the refund in its answer')
    assert.equal(await statusOf(t, paid.id), -4)
    assert.equal(gw.trades.get(pr.data.out_trade_no)!.refunds.get(row.refundNo), yuan(row.amount))
    const twice = await p.refund({
      channel: 'alipay',
      outTradeNo: pr.data.out_trade_no,
      refundNo: row.refundNo,
      amount: row.amount
    })
    assert.deepEqual(twice, { settled: true }, 'a repeated request is confirmed by the refund query')
    assert.equal(gw.trades.get(pr.data.out_trade_no)!.refunds.size, 1)
    // The reconciliation's question: this refund is at Alipay, a made-up one is not.
    assert.deepEqual(await p.queryRefund!('alipay', pr.data.out_trade_no, row.refundNo), {
      status: 'SUCCESS',
      amount: row.amount
    })
    assert.deepEqual(await p.queryRefund!('alipay', pr.data.out_trade_no, 'RNOSUCH'), { status: 'NOTFOUND', amount: 0 })
  })

  it('the gateway refuses a request signed with another app key; an answer not signed by Alipay is refused', async () => {
    const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    const p = provider({ privateKey: stranger.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString() })
    const before = gw.rejectedSignatures()
    await assert.rejects(p.queryTrade!('alipay', 'P1'), /isv.invalid-signature/)
    assert.equal(gw.rejectedSignatures(), before + 1)
    const trusting = provider({
      alipayPublicKey: stranger.publicKey.export({ type: 'spki', format: 'pem' }).toString()
    })
    await assert.rejects(trusting.queryTrade!('alipay', 'P1'), /验签失败/)
  })
})
