import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { goodsActivities, notices, orderGroups, orders } from '../../server/src/db/schema'
import { expireGroups } from '../../server/src/flows/group-expiry'
import {
  cardBalance,
  makeActivity,
  makeGoods,
  payWithCard,
  placeOrder,
  shopper,
  statusOf,
  stockOf,
  type Shopper
} from './order-fixtures'

describe('activity orders: group buying, flash sales, packages', () => {
  let t: TestApp
  let alice: Shopper
  let bob: Shopper
  let carol: Shopper
  before(async () => {
    t = await createTestApp()
    ;[alice, bob, carol] = await Promise.all([shopper(t), shopper(t), shopper(t)])
  })
  after(() => t.close())

  const groupOf = async (orderId: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].groupId as number

  it('fills a group: paid orders wait in 101 until the last member pays, then all become paid', async () => {
    const g = await makeGoods(t, { price: 3000, stock: 10 })
    const activityId = await makeActivity(t, g.skuId, { kind: 2, price: 1500, groupSize: 2, groupSeconds: 3600 })
    const preview = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId },
      alice.token
    )
    assert.equal(preview.errno, 1, preview.error)
    assert.deepEqual([preview.data.type, preview.data.lines[0].price], [2, 1500])
    const lead = await placeOrder(t, alice, { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId })
    const paid = await payWithCard(t, alice, lead.order_no)
    assert.equal(paid.status, 101)
    const groupId = await groupOf(lead.id)
    const info = await t.post('/api/v1/order/infov2', { id: lead.id }, alice.token)
    assert.deepEqual([info.data.status_text, info.data.group.size, info.data.group.joined], ['待成团', 2, 1])
    assert.equal(info.data.group.members[0].is_leader, true)
    assert.equal((await t.post('/api/v1/order/cancel', { id: lead.id }, alice.token)).errno, 2301)

    const own = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId },
      alice.token
    )
    const again = await t.post(
      '/api/v1/order/create',
      {
        items: [{ sku_id: g.skuId, qty: 1 }],
        activity_id: activityId,
        group_id: groupId,
        addr_id: alice.addrId,
        confirm_token: own.data.confirm_token
      },
      alice.token
    )
    assert.equal(again.errno, 2303, 'one seat per shopper')

    const member = await placeOrder(t, bob, {
      items: [{ sku_id: g.skuId, qty: 1 }],
      activity_id: activityId,
      group_id: groupId
    })
    const third = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId },
      carol.token
    )
    const full = await t.post(
      '/api/v1/order/create',
      {
        items: [{ sku_id: g.skuId, qty: 1 }],
        activity_id: activityId,
        group_id: groupId,
        addr_id: carol.addrId,
        confirm_token: third.data.confirm_token
      },
      carol.token
    )
    assert.equal(full.errno, 2303, 'seats held by unpaid members count')
    await payWithCard(t, bob, member.order_no)
    assert.equal(await statusOf(t, lead.id), 1)
    assert.equal(await statusOf(t, member.id), 1)
    const [group] = await t.db.select().from(orderGroups).where(eq(orderGroups.id, groupId))
    assert.equal(group.status, 1)
    // 拼团成功 told to both members, once each.
    const formed = await t.db.select().from(notices).where(eq(notices.event, 'group_formed'))
    assert.deepEqual(
      formed
        .filter((n) => [lead.order_no, member.order_no].includes(n.ref))
        .map((n) => n.userId)
        .sort(),
      [alice.uid, bob.uid].sort()
    )
  })

  it('fails a group that runs out of time: paid members refunded, unpaid closed, stock back', async () => {
    const g = await makeGoods(t, { price: 4000, stock: 10 })
    const activityId = await makeActivity(t, g.skuId, { kind: 2, price: 2000, groupSize: 3, groupSeconds: 600 })
    const balance = await cardBalance(t, carol.cardId)
    const lead = await placeOrder(t, carol, { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId })
    await payWithCard(t, carol, lead.order_no)
    const groupId = await groupOf(lead.id)
    const member = await placeOrder(t, bob, {
      items: [{ sku_id: g.skuId, qty: 1 }],
      activity_id: activityId,
      group_id: groupId
    })
    assert.equal(await stockOf(t, g.skuId), 8)
    assert.equal(await expireGroups(t.app, new Date()), 0, 'still in time')
    assert.equal(await expireGroups(t.app, new Date(Date.now() + 601_000)), 2)
    assert.deepEqual([await statusOf(t, lead.id), await statusOf(t, member.id)], [-2, -2])
    assert.equal(await cardBalance(t, carol.cardId), balance, 'the paid member gets the money back')
    assert.equal(await stockOf(t, g.skuId), 10)
    const [group] = await t.db.select().from(orderGroups).where(eq(orderGroups.id, groupId))
    assert.equal(group.status, 2)
    // 拼团失败 told to the member who paid (an unpaid order just closes); the refund is told as it arrives.
    const failed = await t.db.select().from(notices).where(eq(notices.event, 'group_failed'))
    assert.deepEqual(
      failed.filter((n) => [lead.order_no, member.order_no].includes(n.ref)).map((n) => n.ref),
      [lead.order_no]
    )
    const refunded = await t.db.select().from(notices).where(eq(notices.event, 'refunded'))
    assert.ok(refunded.some((n) => n.userId === carol.uid && n.data.to === '购物卡'))
    const info = await t.post('/api/v1/order/infov2', { id: lead.id }, carol.token)
    assert.equal(info.data.history.at(-1).reason, '拼团失败，订单关闭并退款')
    const back = info.data.money_refund
    assert.deepEqual([back.amount, back.status, back.status_text], [info.data.pay_amount, 1, '已退款'], 'refund done')
    const unpaid = await t.post('/api/v1/order/infov2', { id: member.id }, bob.token)
    assert.equal(unpaid.data.money_refund, null, 'nothing was paid, nothing goes back')
    assert.equal(await expireGroups(t.app, new Date(Date.now() + 601_000)), 0, 'a second run changes nothing')
    const join = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId },
      alice.token
    )
    const late = await t.post(
      '/api/v1/order/create',
      {
        items: [{ sku_id: g.skuId, qty: 1 }],
        activity_id: activityId,
        group_id: groupId,
        addr_id: alice.addrId,
        confirm_token: join.data.confirm_token
      },
      alice.token
    )
    assert.equal(late.errno, 2303)
  })

  it('sells a flash sale from its own stock at its price and per-user limit', async () => {
    const g = await makeGoods(t, { price: 2000, stock: 50 })
    const activityId = await makeActivity(t, g.skuId, { kind: 1, price: 500, stock: 3, limitPerUser: 2 })
    const order = await placeOrder(t, alice, { items: [{ sku_id: g.skuId, qty: 2 }], activity_id: activityId })
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    assert.deepEqual([row.type, row.goodsAmount], [1, 1000])
    const [a] = await t.db.select().from(goodsActivities).where(eq(goodsActivities.id, activityId))
    assert.equal(a.stock, 1)
    const limit = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId },
      alice.token
    )
    assert.equal(limit.errno, 2103)
    const short = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: g.skuId, qty: 2 }], activity_id: activityId },
      bob.token
    )
    assert.equal(short.errno, 2102)
    await t.post('/api/v1/order/cancel', { id: order.id }, alice.token)
    const [back] = await t.db.select().from(goodsActivities).where(eq(goodsActivities.id, activityId))
    assert.equal(back.stock, 3)
    const two = await t.post(
      '/api/v1/order/confirm',
      {
        items: [
          { sku_id: g.skuId, qty: 1 },
          { sku_id: g.skuId + 0, qty: 1 }
        ],
        activity_id: activityId
      },
      bob.token
    )
    assert.equal(two.errno, 1, 'the same SKU twice is one line')
    assert.equal(two.data.lines[0].qty, 2)
  })

  it('prices a package as its items with the bundle saving as a discount', async () => {
    const a = await makeGoods(t, { price: 3000 })
    const b = await makeGoods(t, { price: 2000 })
    const [pkg] = await t.db
      .insert(goodsActivities)
      .values({
        skuId: a.skuId,
        kind: 4,
        title: '组合套餐',
        price: 4000,
        startAt: new Date(Date.now() - 1000),
        endAt: new Date(Date.now() + 86400_000),
        items: [
          { sku_id: a.skuId, qty: 1 },
          { sku_id: b.skuId, qty: 1 }
        ]
      })
      .returning()
    const r = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: a.skuId, qty: 2 }], activity_id: pkg.id, coupon_id: 0 },
      bob.token
    )
    assert.equal(r.errno, 1, r.error)
    assert.deepEqual(
      r.data.lines.map((l: { sku_id: number; qty: number }) => [l.sku_id, l.qty]),
      [
        [a.skuId, 2],
        [b.skuId, 2]
      ]
    )
    assert.deepEqual(
      [r.data.type, r.data.goods_amount, r.data.discount, r.data.freight, r.data.pay_amount],
      [0, 10000, 2000, 800, 8800]
    ) // 80 yuan after the saving is under the free-shipping line
  })

  it('refuses activities that are not running and group ids on other orders', async () => {
    const g = await makeGoods(t)
    const [soon] = await t.db
      .insert(goodsActivities)
      .values({
        skuId: g.skuId,
        kind: 1,
        title: '明日秒杀',
        price: 100,
        startAt: new Date(Date.now() + 3600_000),
        endAt: new Date(Date.now() + 7200_000)
      })
      .returning()
    const r = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: soon.id },
      alice.token
    )
    assert.equal(r.errno, 2104)
    assert.match(r.error, /尚未开始/)
    const other = await makeGoods(t)
    assert.equal(
      (
        await t.post(
          '/api/v1/order/confirm',
          { items: [{ sku_id: other.skuId, qty: 1 }], activity_id: soon.id },
          alice.token
        )
      ).errno,
      1002
    )
    const c = await t.post('/api/v1/order/confirm', { items: [{ sku_id: g.skuId, qty: 1 }] }, alice.token)
    const wrong = await t.post(
      '/api/v1/order/create',
      { items: [{ sku_id: g.skuId, qty: 1 }], group_id: 1, addr_id: alice.addrId, confirm_token: c.data.confirm_token },
      alice.token
    )
    assert.equal(wrong.errno, 1001)
    assert.match(wrong.error, /group_id/)
  })
})
