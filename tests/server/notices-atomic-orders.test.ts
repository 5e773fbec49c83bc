import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import {
  cardBalance,
  makeActivity,
  makeGoods,
  payWithCard,
  placeOrder,
  shopper,
  statusOf,
  type Goods,
  type Shopper
} from './order-fixtures'
import { afterSales, orders, refunds } from '../../server/src/db/schema'
import { expireGroups } from '../../server/src/flows/group-expiry'
import { retryRefunds } from '../../server/src/flows/refund'
import { failed, messageTitled, noticeRefusal, noticesOf } from './notice-refusal'

/**
 * Each order event's notice commits with its state change (docs/operations.md, Notices): with the outbox refusing
 * the event's rows the change does not happen; let through, the row carries the event's data and the shopper's
 * message centre lists it. The sending side: notices-send.test.ts; a killed sender: notices-crash.test.ts.
 */
describe('notices commit with the order state change they tell', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let warehouse: Console
  let refusal: Awaited<ReturnType<typeof noticeRefusal>>
  before(async () => {
    t = await createTestApp()
    goods = await makeGoods(t, { price: 3000, stock: 50 })
    alice = await shopper(t)
    warehouse = await signIn(t, 'warehouse', '仓库甲')
    refusal = await noticeRefusal(t)
  })
  after(() => t.close())

  const pay = (s: Shopper, orderNo: string) =>
    t.post('/api/v1/order/pay', { order_no: orderNo, payway: 4, user_freeca_id: s.cardId }, s.token)

  it('paid, shipped (the console), received: each undone without its notice, told with its data', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const balance = await cardBalance(t, alice.cardId)
    failed(await refusal.refusing('paid', () => pay(alice, order.order_no)))
    assert.equal(await statusOf(t, order.id), 0, 'not paid')
    assert.equal(await cardBalance(t, alice.cardId), balance, 'and the card not charged')
    await payWithCard(t, alice, order.order_no)
    const [paid] = await noticesOf(t, 'paid', order.order_no)
    assert.deepEqual([paid.userId, paid.data.order_sn, paid.data.amount], [alice.uid, order.order_no, order.pay_amount])
    assert.match((await messageTitled(t, alice.token, '付款成功'))?.content ?? '', new RegExp(order.order_no))

    const ship = () =>
      warehouse.call('POST', `/api/admin/orders/${order.id}/ship`, { com: 'SF', express_no: `SF${order.id}77001` })
    failed(await refusal.refusing('shipped', ship))
    assert.equal(await statusOf(t, order.id), 1, 'not shipped')
    const [o] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    assert.equal(o.expressNo ?? '', '', 'no waybill kept')
    assert.equal((await ship()).errno, 1)
    const [shipped] = await noticesOf(t, 'shipped', order.order_no)
    assert.deepEqual([shipped.data.courier, shipped.data.waybill], ['顺丰速运', `SF${order.id}77001`])
    assert.match((await messageTitled(t, alice.token, '订单已发货'))?.content ?? '', new RegExp(`SF${order.id}77001`))

    const receive = () => t.post('/api/v1/order/recvconfirm', { id: order.id }, alice.token)
    failed(await refusal.refusing('received', receive))
    assert.equal(await statusOf(t, order.id), 2, 'not received')
    assert.equal((await receive()).errno, 1)
    const [received] = await noticesOf(t, 'received', order.order_no)
    assert.equal(received.data.auto, false)
    assert.ok(await messageTitled(t, alice.token, '订单已确认收货'))
  })

  it('refund approved, then refunded to the card: each undone without its notice, told with amount and where', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, alice, order.order_no)
    const applied = await t.post('/api/v1/order/refund', { id: order.id, reason: '不想要了' }, alice.token)
    assert.equal(applied.errno, 1, applied.error)
    const id = applied.data.id as number
    const approve = () => t.post('/api/dev/refund/approve', { id })
    const balance = await cardBalance(t, alice.cardId)
    const refundsOf = () => t.db.select().from(refunds).where(eq(refunds.afterSaleId, id))

    failed(await refusal.refusing('refund_approved', approve))
    const [still] = await t.db.select().from(afterSales).where(eq(afterSales.id, id))
    assert.deepEqual([still.status, still.refundStartedAt, (await refundsOf()).length], [0, null, 0], 'not approved')

    // Approving and the money arriving are two transactions: the approval stands, the refund waits for the retry.
    await refusal.refusing('refunded', approve)
    const [approved] = await noticesOf(t, 'refund_approved', `aftersale:${id}`)
    assert.equal(approved.data.amount, order.pay_amount)
    assert.deepEqual(
      (await refundsOf()).map((r) => r.status),
      [0],
      'the refund not finished without its notice'
    )
    assert.equal(await cardBalance(t, alice.cardId), balance, 'and no money moved')
    assert.equal(await retryRefunds(t.app, 0), 1)
    assert.deepEqual(
      (await refundsOf()).map((r) => r.status),
      [1]
    )
    assert.equal(await cardBalance(t, alice.cardId), balance + order.pay_amount)
    const [refunded] = await noticesOf(t, 'refunded', (await refundsOf())[0].refundNo)
    assert.deepEqual(
      [refunded.data.order_sn, refunded.data.amount, refunded.data.to],
      [order.order_no, order.pay_amount, '购物卡']
    )
    assert.ok(await messageTitled(t, alice.token, '退款申请已同意'))
    assert.match((await messageTitled(t, alice.token, '退款已到账'))?.content ?? '', /购物卡/)
  })

  it('group formed and group failed: undone without their notices, told to the members who paid', async () => {
    const [bob, carol] = [await shopper(t), await shopper(t)]
    const g = await makeGoods(t, { price: 4000, stock: 10 })
    const pair = await makeActivity(t, g.skuId, { kind: 2, price: 2000, groupSize: 2, groupSeconds: 3600 })
    const lead = await placeOrder(t, bob, { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: pair })
    await payWithCard(t, bob, lead.order_no)
    const [{ groupId }] = await t.db.select({ groupId: orders.groupId }).from(orders).where(eq(orders.id, lead.id))
    const member = await placeOrder(t, carol, {
      items: [{ sku_id: g.skuId, qty: 1 }],
      activity_id: pair,
      group_id: groupId
    })
    failed(await refusal.refusing('group_formed', () => pay(carol, member.order_no)))
    assert.deepEqual([await statusOf(t, lead.id), await statusOf(t, member.id)], [101, 0], 'the group not formed')
    await payWithCard(t, carol, member.order_no)
    assert.deepEqual([await statusOf(t, lead.id), await statusOf(t, member.id)], [1, 1])
    const [formed] = await noticesOf(t, 'group_formed', lead.order_no)
    assert.deepEqual([formed.userId, formed.data.order_sn], [bob.uid, lead.order_no])
    assert.ok(await messageTitled(t, bob.token, '拼团成功'))
    assert.ok(await messageTitled(t, carol.token, '拼团成功'))

    const trio = await makeActivity(t, g.skuId, { kind: 2, price: 2000, groupSize: 3, groupSeconds: 600 })
    const alone = await placeOrder(t, bob, { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: trio })
    await payWithCard(t, bob, alone.order_no)
    const late = new Date(Date.now() + 601_000)
    await refusal.refusing('group_failed', () => expireGroups(t.app, late))
    assert.equal(await statusOf(t, alone.id), 101, 'not closed or refunded without its notice')
    assert.equal(await expireGroups(t.app, late), 1)
    assert.equal(await statusOf(t, alone.id), -2)
    const [gone] = await noticesOf(t, 'group_failed', alone.order_no)
    assert.equal(gone.data.reason, '未在规定时间内成团')
    assert.ok(await messageTitled(t, bob.token, '拼团失败'))
  })
})
