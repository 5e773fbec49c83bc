import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { orderStatusHistory, payments, userOauth } from '../../server/src/db/schema'
import { createWechatPay } from '../../server/src/payment/providers/wechatpay'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, placeOrder, shopper, statusOf, type Goods, type Shopper } from './order-fixtures'
import { startWechatGateway, wechatKeys, type WechatGateway, type WechatKeys } from './fakes/wechatpay-gateway'

/*
 * A lost notification: the shopper paid at the gateway, its notification never came. The app's status poll after
 * paying (/order/status) asks the gateway (queryTrade), at most once every few seconds per trade, and pays the order
 * once through the notification's path, amount checked (payment/payment-query.ts).
 */
describe('/order/status asks the gateway when the notification is lost', () => {
  let keys: WechatKeys
  let gw: WechatGateway
  let t: TestApp
  let goods: Goods
  let alice: Shopper

  before(async () => {
    keys = wechatKeys()
    gw = await startWechatGateway(keys)
    const payment = createWechatPay({
      mchid: keys.mchid,
      serial: keys.merchantSerial,
      privateKey: keys.merchantPrivatePem,
      apiV3Key: keys.apiV3Key,
      platformKeys: { [keys.platformKeyId]: keys.platformPublicPem },
      miniAppId: 'wx1234567890mini',
      mpAppId: 'wx1234567890offi',
      notifyUrl: 'https://mall.example.com/api/payment/callback/wxpay',
      h5Name: '米粒商城',
      h5Url: 'https://mall.example.com',
      baseUrl: gw.url,
      timeoutMs: 500,
      retry: { tries: 2, baseMs: 5 }
    })
    t = await createTestApp({ providers: { payment } })
    goods = await makeGoods(t, { price: 1990, stock: 100 })
    alice = await shopper(t)
    await t.db.insert(userOauth).values({ userId: alice.uid, provider: 'wechat_mp', openid: 'oMiniAlice0002' })
  })
  after(async () => {
    await t.close()
    await gw.close()
  })

  const status = (id: number) => t.post('/api/v1/order/status', { id }, alice.token)
  const queries = (outTradeNo: string) =>
    gw.log.filter((l) => l.method === 'GET' && l.path.includes(`/out-trade-no/${outTradeNo}`)).length
  /** The few seconds between two questions about one trade have passed. */
  const timePasses = (outTradeNo: string) =>
    t.db
      .update(payments)
      .set({ queriedAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.outTradeNo, outTradeNo))
  const paidTransitions = async (orderId: number) =>
    (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).filter(
      (h) => h.toStatus === 1
    ).length

  async function started() {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const r = await t.post('/api/v1/order/pay', { order_no: order.order_no, payway: 1, scene: 'weapp' }, alice.token)
    assert.equal(r.errno, 1, r.error)
    return { order, outTradeNo: r.data.out_trade_no as string }
  }

  it('notification dropped: the status poll pays the order once, and the late notification changes nothing', async () => {
    const { order, outTradeNo } = await started()
    const unpaid = await status(order.id)
    assert.deepEqual([unpaid.data.status, unpaid.data.paid], [0, false], 'not paid at the gateway yet')
    assert.equal(queries(outTradeNo), 1, 'the poll asked the gateway')

    const lost = gw.paid(outTradeNo) // paid at WeChat; the notification is never delivered
    const early = await status(order.id)
    assert.equal(early.data.paid, false, 'within the interval the gateway is not asked again')
    assert.equal(queries(outTradeNo), 1)

    await timePasses(outTradeNo)
    const polls = await Promise.all([status(order.id), status(order.id), status(order.id)])
    assert.equal(queries(outTradeNo), 2, 'three polls at once ask once')
    const paid = polls.find((p) => p.data.paid)!
    assert.deepEqual([paid.data.status, paid.data.status_text], [1, '待发货'])
    assert.equal((await status(order.id)).data.paid, true)
    assert.equal(await statusOf(t, order.id), 1)

    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/wxpay',
      headers: lost.headers,
      payload: lost.body
    })
    assert.equal(late.statusCode, 200, 'acknowledged, so WeChat stops resending')
    await timePasses(outTradeNo)
    await status(order.id)
    assert.equal(queries(outTradeNo), 2, 'a paid order is not asked about')
    assert.equal(await paidTransitions(order.id), 1, 'paid once')
  })

  it('an amount that differs at the gateway is refused; a gateway that is down leaves the order payable', async () => {
    const { order, outTradeNo } = await started()
    gw.paid(outTradeNo)
    gw.trades.get(outTradeNo)!.total = 1
    await status(order.id)
    assert.equal(await statusOf(t, order.id), 0, 'a different amount does not pay the order')

    gw.trades.get(outTradeNo)!.total = order.pay_amount
    await timePasses(outTradeNo)
    gw.fail('500', '500')
    const down = await status(order.id)
    assert.deepEqual([down.errno, down.data.paid], [1, false], 'the poll still answers')

    await timePasses(outTradeNo)
    assert.equal((await status(order.id)).data.paid, true, 'the next poll after the interval pays it')
    assert.equal(await paidTransitions(order.id), 1)
  })
})
