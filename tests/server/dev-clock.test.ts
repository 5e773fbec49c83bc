import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { orders, orderStatusHistory, pensionFlows, userOauth } from '../../server/src/db/schema'
import { createTestApp, TEST_DATA_KEYS, type TestApp } from './helpers'
import { makeGoods, payWithCard, placeOrder, shoppers, statusOf, type Goods, type Shopper } from './order-fixtures'

const TEMPLATES = {
  wechat: { shipped: 'wxTplShipped', received: 'wxTplReceived', cashback_settled: 'wxTplCashback' },
  alipay: { shipped: 'apTplShipped', received: 'apTplReceived', cashback_settled: 'apTplCashback' }
}

/**
 * The development virtual clock of one order (server/src/dev/clock.ts) and the sandbox subscription gateways' outbox
 * (/api/dev/subscribe-outbox), which browser journey 81 drives: the clock moves for the order asked for and no other,
 * the time jobs run at once, and neither route exists in production.
 */
describe('the development virtual clock and the subscription outbox', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let bob: Shopper

  before(async () => {
    t = await createTestApp({
      env: {
        NOTICE_WECHAT_TEMPLATES: JSON.stringify(TEMPLATES.wechat),
        NOTICE_ALIPAY_TEMPLATES: JSON.stringify(TEMPLATES.alipay)
      }
    })
    goods = await makeGoods(t, { price: 500, stock: 50, cashback: 120 })
    ;[alice, bob] = await shoppers(t, 2)
  })
  after(() => t.close())

  const shipped = async (s: Shopper) => {
    const o = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, s, o.order_no)
    const r = await t.post('/api/dev/order/ship', { order_no: o.order_no })
    assert.equal(r.errno, 1, r.error)
    return o
  }
  const advance = (orderNo: string, seconds: number) => t.post('/api/dev/clock/advance', { order_no: orderNo, seconds })

  it('moves one order past its deadline: that order is received by the job, another shopper’s is not', async () => {
    const mine = await shipped(alice)
    const theirs = await shipped(bob)
    const [before] = await t.db.select().from(orders).where(eq(orders.id, theirs.id))

    // The list card shows the deadline as the detail page does (my-order), and drops it once received.
    const card = async () =>
      (await t.post('/api/v1/order/listv2', { status: 'all', page: 1 }, alice.token)).data.list.find(
        (o: { id: number }) => o.id === mine.id
      )
    const [row] = await t.db.select().from(orders).where(eq(orders.id, mine.id))
    assert.equal((await card()).auto_receive_time, Math.floor(row.autoReceiveAt!.getTime() / 1000))

    const r = await advance(mine.order_no, t.config.autoReceiveSeconds + 1)
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.status, 3)
    assert.ok(r.data.ran.includes('order-auto-receive'))
    assert.ok(r.data.ran.includes('notices-send'))
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, mine.id), eq(orderStatusHistory.toStatus, 3)))
    assert.deepEqual(
      history.map((h) => h.reason),
      ['超时自动确认收货']
    )
    const [flow] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, mine.id))
    assert.equal(flow.amount, 120)
    assert.equal((await card()).auto_receive_time, null)

    // The other shopper's order keeps its own clock.
    assert.equal(await statusOf(t, theirs.id), 2)
    const [after] = await t.db.select().from(orders).where(eq(orders.id, theirs.id))
    assert.equal(after.autoReceiveAt?.getTime(), before.autoReceiveAt?.getTime())

    // The after-sale window passes: the order completes and its cashback flow is as old as the window.
    const flowBefore = flow.createdAt.getTime()
    const done = await advance(mine.order_no, t.config.afterSaleSeconds + 1)
    assert.equal(done.data.status, 4)
    const [aged] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, mine.id))
    assert.equal(aged.createdAt.getTime(), flowBefore - (t.config.afterSaleSeconds + 1) * 1000)
  })

  it('answers not found for an order number nobody has', async () => {
    const r = await advance('20990101000000000000', 60)
    assert.notEqual(r.errno, 1)
    assert.match(r.error, /订单/)
  })

  it('shows what the sandbox WeChat and Alipay gateways took for a shopper who granted the templates', async () => {
    const s = (await shoppers(t, 1))[0]
    const ids = { wechat: `oWx${s.uid}`, alipay: `2088000${s.uid}` }
    await t.db.insert(userOauth).values([
      { userId: s.uid, provider: 'wechat_mp', openid: ids.wechat },
      { userId: s.uid, provider: 'alipay_mp', openid: ids.alipay }
    ])
    for (const platform of ['wechat', 'alipay'] as const) {
      const asked = await t.post('/api/v1/notice/templates', { platform }, s.token)
      assert.deepEqual(asked.data.pay, Object.values(TEMPLATES[platform]))
      const granted = await t.post('/api/v1/notice/subscribed', { platform, template_ids: asked.data.pay }, s.token)
      assert.deepEqual(granted.data.counted, asked.data.pay)
    }
    const o = await shipped(s)
    await advance(o.order_no, 0)
    for (const platform of ['wechat', 'alipay'] as const) {
      const box = await t.post('/api/dev/subscribe-outbox', { platform, to: ids[platform] })
      assert.equal(box.errno, 1, box.error)
      assert.deepEqual(
        box.data.list.map((m: { templateId: string }) => m.templateId),
        [TEMPLATES[platform].shipped]
      )
      assert.ok(JSON.stringify(box.data.list[0].data).includes(o.order_no), 'the message names the order')
    }
    // Nobody else's messages.
    const other = await t.post('/api/dev/subscribe-outbox', { platform: 'wechat', to: 'oSomebodyElse' })
    assert.deepEqual(other.data.list, [])
  })

  it('is not there in production: both routes answer 404', async () => {
    const h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-'))
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><html><body></body></html>')
    const config = loadConfig({
      NODE_ENV: 'production',
      SSO_SECRET: 'sso',
      PAYMENT_SECRET: 'pay',
      DEMO_MODE: '1',
      ...TEST_DATA_KEYS
    } as NodeJS.ProcessEnv)
    const kind = t.app.config.databaseUrl ? 'postgres' : 'pglite'
    const database = { db: t.db, kind, close: async () => undefined } as const
    const app = await buildApp({ config: { ...config, h5Dir }, database, logger: false })
    try {
      for (const [url, payload] of [
        ['/api/dev/clock/advance', { order_no: '20990101000000000000', seconds: 60 }],
        ['/api/dev/subscribe-outbox', { platform: 'wechat', to: 'oAnyone' }]
      ] as const) {
        const res = await app.inject({ method: 'POST', url, payload })
        assert.equal(res.statusCode, 404, url)
      }
    } finally {
      await app.close()
      fs.rmSync(h5Dir, { recursive: true, force: true })
    }
  })
})
