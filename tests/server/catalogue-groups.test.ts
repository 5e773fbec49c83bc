import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, until, type TestApp } from './helpers'
import { orderGroups, orders, users } from '../../server/src/db/schema'
import { makeActivity, makeGoods, payWithCard, placeOrder, shopper, type Shopper } from './order-fixtures'
import type { ActivityInfo } from '@contract/schemas/goods'

/** /activity/info of a group buy lists the groups a shopper may join (goods-info's 去参团). */
describe('catalogue: open groups of a group buy', () => {
  let t: TestApp
  let alice: Shopper
  let bob: Shopper
  let carol: Shopper
  before(async () => {
    t = await createTestApp()
    ;[alice, bob, carol] = await Promise.all([shopper(t), shopper(t), shopper(t)])
    await t.db.update(users).set({ nick: '爱丽丝' }).where(eq(users.id, alice.uid))
  })
  after(() => t.close())

  const info = async (skuId: number, activityId: number) => {
    const res = await t.post<ActivityInfo>('/api/v1/activity/info', { sku_id: skuId, activity_id: activityId })
    assert.equal(res.errno, 1, res.error)
    return res.data
  }
  const groupOf = async (orderId: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].groupId as number

  it('lists a forming group with its leader, seats and closing time, and drops it once full', async () => {
    const g = await makeGoods(t, { price: 3000, stock: 10 })
    const activityId = await makeActivity(t, g.skuId, { kind: 2, price: 1500, groupSize: 2, groupSeconds: 3600 })
    assert.deepEqual((await info(g.skuId, activityId)).groups, [])

    const lead = await placeOrder(t, alice, { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId })
    await payWithCard(t, alice, lead.order_no)
    const groupId = await groupOf(lead.id)
    const open = (await info(g.skuId, activityId)).groups ?? []
    assert.equal(open.length, 1)
    assert.deepEqual(
      { ...open[0], expire_time: 0 },
      { group_id: groupId, size: 2, joined: 1, expire_time: 0, leader_nick: '爱丽丝', leader_head: '' }
    )
    assert.ok(Math.abs(open[0].expire_time - (Date.now() / 1000 + 3600)) < 10)

    // Bob takes the last seat (awaiting payment still holds it): the group is no longer offered.
    await placeOrder(t, bob, { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId, group_id: groupId })
    assert.deepEqual((await info(g.skuId, activityId)).groups, [])
  })

  it('leaves out expired and failed groups and lists the soonest to close first', async () => {
    const g = await makeGoods(t, { price: 3000, stock: 10 })
    const activityId = await makeActivity(t, g.skuId, { kind: 2, price: 1500, groupSize: 3, groupSeconds: 3600 })
    const first = await placeOrder(t, alice, { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId })
    const second = await placeOrder(t, carol, { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId })
    const [g1, g2] = [await groupOf(first.id), await groupOf(second.id)]
    await t.db
      .update(orderGroups)
      .set({ expiresAt: new Date(Date.now() + 600_000) })
      .where(eq(orderGroups.id, g2))
    assert.deepEqual(
      ((await info(g.skuId, activityId)).groups ?? []).map((x) => x.group_id),
      [g2, g1]
    )
    await t.db
      .update(orderGroups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderGroups.id, g2))
    await t.db.update(orderGroups).set({ status: 2 }).where(eq(orderGroups.id, g1))
    // Written behind the server's back (as another node would): the cached answer follows within a second.
    const later = await until(
      () => info(g.skuId, activityId),
      (a) => !a.groups?.length,
      1500
    )
    assert.deepEqual(later.groups, [])
  })

  it('adds no group list to other kinds of activity', async () => {
    const g = await makeGoods(t, { price: 3000, stock: 10 })
    const activityId = await makeActivity(t, g.skuId, { kind: 1, price: 1500, stock: 5 })
    assert.equal((await info(g.skuId, activityId)).groups, undefined)
  })
})
