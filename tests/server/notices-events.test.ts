import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { couponBody, signIn, type Console } from './admin-helpers'
import { makeGoods, payWithCard, placeOrder, shopper, statusOf, type Goods, type Shopper } from './order-fixtures'
import { notices, orders, pensionAccounts } from '../../server/src/db/schema'
import { markPaid } from '../../server/src/flows/paid'

/**
 * The events of an order's life tell the shopper (docs/operations.md, Notices): each state change writes its notice
 * in its own transaction, once, and the message centre shows it. The sending side is notices-send.test.ts.
 */
describe('notices: what happens to an order is told', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let ops: Console
  before(async () => {
    t = await createTestApp()
    goods = await makeGoods(t, { price: 3000, stock: 20, cashback: 120 })
    alice = await shopper(t)
    ops = await signIn(t, 'ops', '运营甲')
  })
  after(() => t.close())

  const told = (ref: string) => t.db.select().from(notices).where(eq(notices.ref, ref))
  const events = async (ref: string) => (await told(ref)).map((n) => n.event).sort()

  it('paid, shipped and received: one notice each, with the order number, the goods, the courier and waybill', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 2 }] })
    assert.deepEqual(await events(order.order_no), [], 'nothing to tell before payment')
    await payWithCard(t, alice, order.order_no)
    const [paid] = await told(order.order_no)
    assert.deepEqual([paid.event, paid.channel, paid.userId], ['paid', 'inbox', alice.uid])
    assert.equal(paid.data.amount, order.pay_amount)
    assert.match(String(paid.data.goods), /测试/)

    assert.equal((await t.post('/api/dev/order/ship', { order_no: order.order_no })).errno, 1)
    const [o] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    const shipped = (await told(order.order_no)).find((n) => n.event === 'shipped')
    assert.ok(shipped, 'shipped is told')
    assert.equal(shipped.data.waybill, o.expressNo)
    assert.ok(String(shipped.data.courier).length > 0)

    assert.equal((await t.post('/api/v1/order/recvconfirm', { id: order.id }, alice.token)).errno, 1)
    const received = (await told(order.order_no)).find((n) => n.event === 'received')
    assert.equal(received?.data.auto, false)
    assert.deepEqual(await events(order.order_no), ['paid', 'received', 'shipped'], 'once each')

    // The message centre lists them, newest first, in the order tab's words.
    const list = await t.post('/api/v1/message/list', { page: 1, pagesize: 20 }, alice.token)
    assert.equal(list.errno, 1, list.error)
    const titles = (list.data.list as Array<{ title: string; content: string }>).map((m) => m.title)
    for (const title of ['付款成功', '订单已发货', '订单已确认收货']) assert.ok(titles.includes(title), title)
    const ship = (list.data.list as Array<{ title: string; content: string }>).find((m) => m.title === '订单已发货')
    assert.ok(ship?.content.includes(String(o.expressNo)), 'the waybill in the message')
  })

  it('a refund: approved, then arrived, saying where the money went (购物卡)', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, alice, order.order_no)
    const r = await t.post('/api/v1/order/refund', { id: order.id, reason: '不想要了' }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.deepEqual(await events(`aftersale:${r.data.id}`), [], 'an application alone tells nothing')
    assert.equal((await t.post('/api/dev/refund/approve', { id: r.data.id })).errno, 1)
    assert.equal(await statusOf(t, order.id), -4)
    const [approved] = await told(`aftersale:${r.data.id}`)
    assert.deepEqual([approved.event, approved.data.amount], ['refund_approved', order.pay_amount])
    const refunded = (await t.db.select().from(notices).where(eq(notices.event, 'refunded'))).filter(
      (n) => n.data.order_sn === order.order_no
    )
    assert.equal(refunded.length, 1)
    assert.deepEqual([refunded[0].data.amount, refunded[0].data.to], [order.pay_amount, '购物卡'])
  })

  it('a state change that rolls back leaves no notice', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    await assert.rejects(
      t.db.transaction(async (tx) => {
        assert.equal(await markPaid(tx, row, { id: 0, payway: 4 }), true)
        throw new Error('the payment write failed after the order moved')
      }),
      /payment write failed/
    )
    assert.equal(await statusOf(t, order.id), 0)
    assert.deepEqual(await events(order.order_no), [])
  })

  it('cashback deposited into the pension account is told with its amount', async () => {
    const bound = await shopper(t)
    await t.db.insert(pensionAccounts).values({
      userId: bound.uid,
      bankId: 1,
      accountNo: `61${String(bound.uid).padStart(14, '0')}`,
      cardNo: '6222980000000012',
      cardBankName: '平安银行',
      bankOpenedAt: new Date()
    })
    const order = await placeOrder(t, bound, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, bound, order.order_no)
    await t.post('/api/dev/order/ship', { order_no: order.order_no })
    assert.equal((await t.post('/api/v1/order/recvconfirm', { id: order.id }, bound.token)).errno, 1)
    const settled = await t.post('/sandbox/pension/settle', { order_no: order.order_no })
    assert.equal(settled.errno, 1, settled.error)
    const cash = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.event, 'cashback_settled'), eq(notices.userId, bound.uid)))
    assert.equal(cash.length, 1)
    assert.deepEqual([cash[0].data.order_sn, cash[0].data.amount], [order.order_no, 120])
  })

  it('a coupon the shop issues is told to each shopper it reached, once', async () => {
    const made = await ops.call(
      'POST',
      '/api/admin/coupons',
      couponBody({ name: '回馈券', total: 10, per_user_limit: 1, claimable: false })
    )
    assert.equal(made.errno, 1, made.error)
    const bob = await shopper(t)
    const body = { users: [String(alice.uid), String(bob.uid)], request_id: `notice-${Date.now()}` }
    assert.equal((await ops.call('POST', `/api/admin/coupons/${made.data.id}/issue`, body)).errno, 1)
    // The same request again (a double click) issues and tells nothing more.
    assert.equal((await ops.call('POST', `/api/admin/coupons/${made.data.id}/issue`, body)).errno, 1)
    const given = (await t.db.select().from(notices).where(eq(notices.event, 'coupon_issued'))).filter(
      (n) => n.data.name === '回馈券'
    )
    assert.deepEqual(given.map((n) => n.userId).sort(), [alice.uid, bob.uid].sort())
    assert.equal(given[0].data.value, '满50减10')
  })
})
