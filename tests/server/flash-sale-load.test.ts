import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { goodsActivities, orders, skus } from '../../server/src/db/schema'
import { makeActivity, makeGoods, shopper } from './order-fixtures'

/** A flash sale under load: 32 requests in flight at a time, 150 shoppers, 100 units. */
describe('flash sale under load', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ORDER: '0' } })
  })
  after(() => t.close())

  it('/order/create at 32 concurrent requests sells exactly the 100 units, never one more', async () => {
    const goods = await makeGoods(t, { price: 3000, stock: 500 })
    const units = 100
    const activityId = await makeActivity(t, goods.skuId, { kind: 1, price: 1000, stock: units })
    const shoppers = await Promise.all(Array.from({ length: 150 }, () => shopper(t)))
    const body = { items: [{ sku_id: goods.skuId, qty: 1 }], activity_id: activityId }
    // Everyone confirmed while units were left; then the crowd presses 提交订单 together.
    const queue = await Promise.all(
      shoppers.map(async (s) => {
        const c = await t.post('/api/v1/order/confirm', body, s.token)
        assert.equal(c.errno, 1, c.error)
        return { s, confirm_token: c.data.confirm_token as string }
      })
    )
    const answers: Array<{ errno: number; error: string }> = []
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        answers.push(
          await t.post(
            '/api/v1/order/create',
            { ...body, addr_id: next.s.addrId, confirm_token: next.confirm_token },
            next.s.token
          )
        )
    }
    await Promise.all(Array.from({ length: 32 }, worker))

    assert.equal(answers.length, 150)
    assert.equal(answers.filter((a) => a.errno === 1).length, units)
    for (const a of answers.filter((x) => x.errno !== 1))
      assert.ok([2102, 2104].includes(a.errno), `a refusal is "sold out", not ${a.errno} ${a.error}`)
    const [act] = await t.db.select().from(goodsActivities).where(eq(goodsActivities.id, activityId))
    assert.deepEqual({ stock: act.stock, sold: act.sold }, { stock: 0, sold: units })
    const made = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.activityId, activityId))
    assert.equal(made.length, units)
    const [sku] = await t.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, goods.skuId))
    assert.equal(sku.stock, 500 - units)
    // What shoppers read right after is the sold-out state (this node's cache was dropped by the writes).
    const info = await t.post('/api/v1/activity/info', { sku_id: goods.skuId, activity_id: activityId })
    assert.equal(info.data.state, 'sold_out')
  })
})
