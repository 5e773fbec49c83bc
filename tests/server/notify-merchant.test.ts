import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { ConfigError, loadConfig } from '../../server/src/config'
import { payments, refunds, userOauth } from '../../server/src/db/schema'
import { createAlipay } from '../../server/src/payment/providers/alipay'
import { createLivePayment } from '../../server/src/payment/providers'
import { createWechatPay } from '../../server/src/payment/providers/wechatpay'
import type { PayNotification } from '../../server/src/payment/providers/types'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, placeOrder, shopper, statusOf, type Goods, type Shopper } from './order-fixtures'
import { ALIPAY_SELLER, alipayKeys, startAlipayGateway, type AlipayGateway } from './fakes/alipay-gateway'
import { startWechatGateway, wechatKeys, type Notification, type WechatGateway } from './fakes/wechatpay-gateway'

/**
 * Issue 29: a notification genuinely signed by the gateway but about another merchant is refused, never acted on,
 * and the gateway hears the documented failure: WeChat Pay v3's decrypted resource names the merchant (mchid) and,
 * for a payment, the app (appid); Alipay's form names the seller (seller_id, checked when ALIPAY_SELLER_ID is set).
 */
const MINI_APPID = 'wx1234567890mini'
const MP_APPID = 'wx1234567890offi'
const paymentOf = async (t: TestApp, outTradeNo: string) =>
  (await t.db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo)))[0]

describe('WeChat Pay notifications for another merchant or app', () => {
  let gw: WechatGateway
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  const notify = (n: Notification) =>
    t.app.inject({ method: 'POST', url: '/api/payment/callback/wxpay', headers: n.headers, payload: n.body })

  before(async () => {
    const keys = wechatKeys()
    gw = await startWechatGateway(keys)
    const payment = createWechatPay({
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
      // Generous: the machine is shared, and these tests are about the answers, not the timeouts.
      timeoutMs: 5000,
      retry: { tries: 2, baseMs: 5 }
    })
    t = await createTestApp({ providers: { payment } })
    goods = await makeGoods(t, { price: 2590, stock: 100 })
    alice = await shopper(t)
    await t.db.insert(userOauth).values({ userId: alice.uid, provider: 'wechat_mp', openid: 'oMiniAlice0001' })
  })
  after(async () => {
    await t.close()
    await gw.close()
  })

  it('a payment notification naming another mchid or appid is refused with FAIL; ours then pays once', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 1, scene: 'weapp' }, alice.token)
    assert.equal(r.errno, 1, r.error)
    const out = r.data.out_trade_no
    const otherMerchant = await notify(gw.paid(out, { mchid: '1900000999' }))
    assert.equal(otherMerchant.statusCode, 400)
    assert.deepEqual(otherMerchant.json(), { code: 'FAIL', message: '支付通知的商户号（mchid）与本商户不一致' })
    const otherApp = await notify(gw.paid(out, { appid: 'wx0000000000other' }))
    assert.equal(otherApp.statusCode, 400)
    assert.deepEqual(otherApp.json(), { code: 'FAIL', message: '支付通知的应用（appid）不是本商户的应用' })
    assert.equal(await statusOf(t, order.id), 0, 'not acted on')
    assert.equal((await paymentOf(t, out)).status, 0, 'the trade is not marked paid')

    // Our other app (the official account) is ours too.
    const ours = await notify(gw.paid(out, { appid: MP_APPID }))
    assert.deepEqual([ours.statusCode, ours.json().code], [200, 'SUCCESS'])
    assert.equal(await statusOf(t, order.id), 1)
  })

  it('a refund notification naming another mchid is refused; the refund stays pending until ours', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 1, scene: 'weapp' }, alice.token)
    assert.equal((await notify(gw.paid(r.data.out_trade_no))).statusCode, 200)
    const apply = await t.post('/api/v1/order/refund', { id: order.id, reason: '不想要了' }, alice.token)
    assert.equal(apply.errno, 1, apply.error)
    assert.equal((await t.post('/api/dev/refund/approve', { id: apply.data.id })).errno, 1)
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))
    const foreign = await notify(gw.refunded(row.refundNo, { mchid: '1900000999' }))
    assert.deepEqual([foreign.statusCode, foreign.json().code], [400, 'FAIL'])
    assert.equal((await t.db.select().from(refunds).where(eq(refunds.id, row.id)))[0].status, 0, 'still pending')
    assert.equal((await notify(gw.refunded(row.refundNo))).statusCode, 200)
    assert.equal((await t.db.select().from(refunds).where(eq(refunds.id, row.id)))[0].status, 1)
    assert.equal(await statusOf(t, order.id), -4)
  })
})

describe('Alipay notifications for another seller (ALIPAY_SELLER_ID)', () => {
  let gw: AlipayGateway
  let keys: ReturnType<typeof alipayKeys>
  let t: TestApp
  let goods: Goods
  let bob: Shopper
  const options = (sellerId?: string) => ({
    appId: keys.appId,
    privateKey: keys.appPrivatePem,
    alipayPublicKey: keys.alipayPublicPem,
    notifyUrl: 'https://mall.example.com/api/payment/callback/alipay',
    gateway: gw.url,
    // Generous: the machine is shared, and these tests are about the answers, not the timeouts.
    timeoutMs: 5000,
    retry: { tries: 2, baseMs: 5 },
    sellerId
  })
  const notify = (form: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: form
    })

  before(async () => {
    keys = alipayKeys()
    gw = await startAlipayGateway(keys)
    t = await createTestApp({ providers: { payment: createAlipay(options(ALIPAY_SELLER)) } })
    goods = await makeGoods(t, { price: 1999, stock: 100 })
    bob = await shopper(t)
    await t.db.insert(userOauth).values({ userId: bob.uid, provider: 'alipay_mp', openid: '2088102177846880' })
  })
  after(async () => {
    await t.close()
    await gw.close()
  })

  it('a payment to another seller is answered fail and not acted on; ours then pays', async () => {
    const order = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 2, scene: 'alipay' }, bob.token)
    assert.equal(r.errno, 1, r.error)
    const out = r.data.out_trade_no
    const res = await notify(gw.paid(out, { sellerId: '2088000000000999' }))
    assert.deepEqual([res.statusCode, res.body], [200, 'fail'])
    assert.equal(await statusOf(t, order.id), 0, 'not acted on')
    assert.equal((await paymentOf(t, out)).status, 0)
    assert.equal((await notify(gw.paid(out))).body, 'success')
    assert.equal(await statusOf(t, order.id), 1)
  })

  it('the provider refuses another seller with a message naming seller_id; unset, the seller is not checked', () => {
    const form = gw.paid([...gw.trades.keys()][0], { sellerId: '2088000000000999' })
    const input = { headers: {}, raw: form }
    assert.throws(() => createAlipay(options(ALIPAY_SELLER)).verifyNotification('alipay', input), /seller_id/)
    // Alipay's check is synchronous (WeChat's decrypts and so answers a promise): the interface allows both.
    const verified = createAlipay(options()).verifyNotification('alipay', input) as PayNotification | null
    assert.equal(verified?.status, 'SUCCESS')
  })

  it('ALIPAY_SELLER_ID is read by the config, checked for its form, and reaches the live provider', () => {
    const env = {
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APPID: keys.appId,
      ALIPAY_PRIVATE_KEY: keys.appPrivatePem,
      ALIPAY_PUBLIC_KEY: keys.alipayPublicPem,
      ALIPAY_GATEWAY: gw.url
    }
    assert.equal(loadConfig(env).alipaySellerId, undefined, 'optional')
    assert.throws(() => loadConfig({ ...env, ALIPAY_SELLER_ID: '12345' }), ConfigError)
    const config = loadConfig({ ...env, ALIPAY_SELLER_ID: ALIPAY_SELLER })
    assert.equal(config.alipaySellerId, ALIPAY_SELLER)
    const live = createLivePayment(config, { ...env, ALIPAY_SELLER_ID: ALIPAY_SELLER })
    const foreign = { headers: {}, raw: gw.paid([...gw.trades.keys()][0], { sellerId: '2088000000000999' }) }
    assert.throws(() => live.verifyNotification('alipay', foreign), /seller_id/)
  })
})
