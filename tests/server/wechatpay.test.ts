import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { orderStatusHistory, refunds, userOauth } from '../../server/src/db/schema'
import { createWechatPay, WECHAT_UNAVAILABLE } from '../../server/src/payment/providers/wechatpay'
import type { PaymentProvider } from '../../server/src/payment/payment.provider'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, placeOrder, shopper, statusOf, type Goods, type Shopper } from './order-fixtures'
import {
  startWechatGateway,
  wechatKeys,
  type Notification,
  type WechatGateway,
  type WechatKeys
} from './fakes/wechatpay-gateway'

const MINI_APPID = 'wx1234567890mini'
const MP_APPID = 'wx1234567890offi'

describe('WeChat Pay API v3 against a local gateway speaking its protocol', () => {
  let keys: WechatKeys
  let gw: WechatGateway
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  const provider = (over: Partial<Parameters<typeof createWechatPay>[0]> = {}): PaymentProvider =>
    createWechatPay({
      mchid: keys.mchid,
      serial: keys.merchantSerial,
      privateKey: keys.merchantPrivatePem,
      apiV3Key: keys.apiV3Key,
      platformKeys: { [keys.platformKeyId]: keys.platformPublicPem },
      miniAppId: MINI_APPID,
      mpAppId: MP_APPID,
      notifyUrl: 'https://mall.example.com/api/payment/callback/wxpay',
      h5Name: '米粒商城',
      h5Url: 'https://mall.example.com',
      baseUrl: gw.url,
      timeoutMs: 500,
      retry: { tries: 3, baseMs: 5 },
      ...over
    })
  const notify = (n: Notification) =>
    t.app.inject({ method: 'POST', url: '/api/payment/callback/wxpay', headers: n.headers, payload: n.body })
  const pay = (s: Shopper, orderNo: string, scene?: string) =>
    t.post('/api/v1/order/pay', { order_no: orderNo, payway: 1, ...(scene ? { scene } : {}) }, s.token)
  const paidTransitions = async (orderId: number) =>
    (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).filter(
      (h) => h.toStatus === 1
    ).length

  before(async () => {
    keys = wechatKeys()
    gw = await startWechatGateway(keys)
    t = await createTestApp({ providers: { payment: provider() } })
    goods = await makeGoods(t, { price: 2590, stock: 1000 })
    alice = await shopper(t)
    await t.db.insert(userOauth).values([
      { userId: alice.uid, provider: 'wechat_mp', openid: 'oMiniAlice0001' },
      { userId: alice.uid, provider: 'wechat_h5', openid: 'oOffiAlice0001' }
    ])
  })
  after(async () => {
    await t.close()
    await gw.close()
  })

  it('mini program: JSAPI prepay for the shopper openid, and wx.requestPayment params signed with the merchant key', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await pay(alice, order.order_no, 'weapp')
    assert.equal(r.errno, 1, r.error)
    const trade = gw.trades.get(r.data.out_trade_no)!
    assert.deepEqual(
      [trade.kind, trade.appid, trade.openid, trade.total],
      ['jsapi', MINI_APPID, 'oMiniAlice0001', order.pay_amount]
    )
    const p = r.data.pay_params
    assert.equal(p.appId, MINI_APPID)
    assert.equal(p.package, `prepay_id=wx${trade.transactionId}`)
    assert.equal(p.signType, 'RSA')
    const signed = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`
    assert.ok(crypto.verify('sha256', Buffer.from(signed), keys.merchantPublic, Buffer.from(p.paySign, 'base64')))
    assert.equal(gw.rejectedSignatures(), 0, 'every request carried a valid merchant signature')
  })

  it('a genuine notification pays the order once however many times it is delivered', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await pay(alice, order.order_no, 'weapp')
    const n = gw.paid(r.data.out_trade_no)
    const answers = []
    for (let i = 0; i < 10; i++) answers.push(await notify(n))
    for (const a of answers) assert.deepEqual([a.statusCode, a.json().code], [200, 'SUCCESS'])
    assert.equal(await statusOf(t, order.id), 1)
    assert.equal(await paidTransitions(order.id), 1)
  })

  it('refuses forged, re-signed, stale and undecryptable notifications and a different amount', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await pay(alice, order.order_no, 'weapp')
    const genuine = gw.paid(r.data.out_trade_no)
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const forged = gw.paid(r.data.out_trade_no, { signer: other })
    // The body changed after WeChat signed it (another id), the signature kept.
    const resigned = { headers: genuine.headers, body: genuine.body.replace(/"id":"[^"]+"/, '"id":"tampered"') }
    const wrongSerial = { headers: { ...genuine.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' }, body: genuine.body }
    const stale = {
      headers: { ...genuine.headers, 'Wechatpay-Timestamp': String(Math.floor(Date.now() / 1000) - 3600) },
      body: genuine.body
    }
    const badKey = gw.paid(r.data.out_trade_no, { apiV3Key: crypto.randomBytes(16).toString('hex') })
    for (const [name, n] of Object.entries({ forged, resigned, wrongSerial, stale, badKey })) {
      const res = await notify(n)
      assert.equal(res.statusCode, 400, name)
      assert.deepEqual(res.json(), { code: 'FAIL', message: '支付通知签名校验失败' }, name)
    }
    const cheap = await notify(gw.paid(r.data.out_trade_no, { amount: 1 }))
    assert.deepEqual([cheap.statusCode, cheap.json().message], [400, '支付金额与订单金额不一致'])
    assert.equal(await statusOf(t, order.id), 0, 'still waiting for payment')
    assert.equal((await notify(genuine)).statusCode, 200)
    assert.equal(await statusOf(t, order.id), 1)
  })

  it('H5 pay in other browsers and JSAPI in the WeChat browser', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const h5 = await t.post(
      '/api/v1/order/pay',
      { order_no: order.order_no, payway: 1, scene: 'cashier', return_url: '/#/pages/order-detail/index?id=1' },
      alice.token,
      { 'x-forwarded-for': '203.0.113.7' }
    )
    assert.equal(h5.errno, 1, h5.error)
    const url = new URL(h5.data.pay_url)
    assert.equal(url.pathname, '/cgi-bin/mmpayweb-bin/checkmweb')
    assert.equal(url.searchParams.get('redirect_url'), `${t.config.publicUrl}/#/pages/order-detail/index?id=1`)
    const req = gw.log.filter((l) => l.path === '/v3/pay/transactions/h5').pop()!.body as {
      appid: string
      scene_info: { payer_client_ip: string; h5_info: { type: string } }
    }
    assert.equal(req.appid, MP_APPID)
    assert.equal(req.scene_info.h5_info.type, 'Wap')
    assert.ok(req.scene_info.payer_client_ip)

    const order2 = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const js = await pay(alice, order2.order_no, 'jsapi')
    const trade = gw.trades.get(js.data.out_trade_no)!
    assert.deepEqual([trade.appid, trade.openid, js.data.pay_params.appId], [MP_APPID, 'oOffiAlice0001', MP_APPID])
  })

  it('a gateway timeout or 5xx is retried with backoff, then a clear message, and the order stays payable', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    gw.fail('500', 'timeout')
    const retried = await pay(alice, order.order_no, 'weapp')
    assert.equal(retried.errno, 1, 'the third try went through')
    const calls = gw.log.filter((l) => l.path === '/v3/pay/transactions/jsapi').length
    gw.fail('timeout', '500', 'timeout')
    const down = await pay(alice, order.order_no, 'weapp')
    assert.deepEqual([down.errno, down.error], [2314, WECHAT_UNAVAILABLE])
    assert.equal(gw.log.filter((l) => l.path === '/v3/pay/transactions/jsapi').length, calls + 3, 'three tries')
    assert.equal(await statusOf(t, order.id), 0)
    const again = await pay(alice, order.order_no, 'weapp')
    assert.equal(again.errno, 1, again.error)
    assert.equal((await notify(gw.paid(again.data.out_trade_no))).statusCode, 200)
    assert.equal(await statusOf(t, order.id), 1)
  })

  it('query and close', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await pay(alice, order.order_no, 'weapp')
    const p = provider()
    assert.deepEqual(await p.queryTrade!('wxpay', r.data.out_trade_no), {
      status: 'NOTPAY',
      amount: order.pay_amount,
      tradeNo: gw.trades.get(r.data.out_trade_no)!.transactionId
    })
    await p.closeTrade('wxpay', r.data.out_trade_no)
    assert.equal(gw.trades.get(r.data.out_trade_no)!.state, 'CLOSED')
    assert.equal((await p.queryTrade!('wxpay', r.data.out_trade_no)).status, 'CLOSED')
  })

  it('refund: the request carries the paid total, the refund notification finishes it', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 2 }] })
    const r = await pay(alice, order.order_no, 'weapp')
    await notify(gw.paid(r.data.out_trade_no))
    const apply = await t.post('/api/v1/order/refund', { id: order.id, reason: '不想要了' }, alice.token)
    assert.equal(apply.errno, 1, apply.error)
    const approved = await t.post('/api/dev/refund/approve', { id: apply.data.id })
    assert.equal(approved.errno, 1, approved.error)
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))
    const sent = gw.log.filter((l) => l.path === '/v3/refund/domestic/refunds').pop()!.body as {
      amount: unknown
      out_refund_no: string
    }
    assert.deepEqual(sent.amount, { refund: row.amount, total: order.pay_amount, currency: 'CNY' })
    assert.equal(sent.out_refund_no, row.refundNo)
    const n = gw.refunded(row.refundNo)
    for (let i = 0; i < 3; i++) assert.equal((await notify(n)).statusCode, 200)
    const [done] = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, row.id)))
    assert.equal(done.status, 1)
    assert.equal(await statusOf(t, order.id), -4)
    // The reconciliation asks the gateway about each refund: this one is there, a made-up one is not.
    const p = t.app.providers.payment
    assert.deepEqual(await p.queryRefund!('wxpay', r.data.out_trade_no, row.refundNo), {
      status: 'SUCCESS',
      amount: row.amount
    })
    assert.deepEqual(await p.queryRefund!('wxpay', r.data.out_trade_no, 'RNOSUCH'), { status: 'NOTFOUND', amount: 0 })
    assert.ok(gw.log.some((l) => l.method === 'GET' && l.path === `/v3/refund/domestic/refunds/${row.refundNo}`))
  })

  it('the gateway refuses a request signed with another merchant key; an answer not signed by WeChat is refused', async () => {
    const stranger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    const before = gw.rejectedSignatures()
    const p = provider({ privateKey: stranger.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() })
    await assert.rejects(p.queryTrade!('wxpay', 'P000'), /SIGN_ERROR/)
    assert.equal(gw.rejectedSignatures(), before + 1)
    const trusting = provider({
      platformKeys: { [keys.platformKeyId]: stranger.publicKey.export({ type: 'spki', format: 'pem' }).toString() }
    })
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await pay(alice, order.order_no, 'weapp')
    await assert.rejects(trusting.queryTrade!('wxpay', r.data.out_trade_no), /not signed by WeChat Pay/)
  })
})
