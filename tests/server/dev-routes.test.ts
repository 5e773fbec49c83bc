import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, skuByTitle, type TestApp } from './helpers'
import { placeOrder, shopper } from './order-fixtures'

/**
 * The development helpers the bench and the load tests lean on (server/src/dev/dev.routes.ts): a bare route that
 * touches nothing, and a flash sale started on the spot whose stats count what it sold. Their answers go through
 * the contract's response schemas like every other route's (serialization-check.ts).
 */
describe('dev routes', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('/api/dev/ping answers at once with data null', async () => {
    const r = await t.post('/api/dev/ping', {})
    assert.deepEqual([r.errno, r.error, r.data], [1, '', null])
  })

  it('a flash sale started by /api/dev/flash-sale counts its orders, buyers and stock in /flash-sale/stats', async () => {
    const sku = await skuByTitle(t, '赣南脐橙')
    const sale = await t.post('/api/dev/flash-sale', { sku_id: sku.id, stock: 5, limit_per_user: 2 })
    assert.equal(sale.errno, 1, sale.error)
    assert.deepEqual(sale.data, { activity_id: sale.data.activity_id, sku_id: sku.id, stock: 5 })

    const before = await t.post('/api/dev/flash-sale/stats', { activity_id: sale.data.activity_id })
    assert.equal(before.errno, 1, before.error)
    assert.deepEqual(
      { ...before.data, sku_stock: undefined },
      { orders: 0, buyers: 0, max_per_buyer: 0, stock: 5, sold: 0, sku_stock: undefined }
    )
    assert.ok(before.data.sku_stock >= 5)

    const s = await shopper(t)
    await placeOrder(t, s, { items: [{ sku_id: sku.id, qty: 2 }], activity_id: sale.data.activity_id })
    const stats = await t.post('/api/dev/flash-sale/stats', { activity_id: sale.data.activity_id })
    assert.deepEqual(
      [stats.data.orders, stats.data.buyers, stats.data.max_per_buyer, stats.data.stock, stats.data.sold],
      [1, 1, 2, 3, 2]
    )
  })

  it('the stats of an activity that does not exist are "not found"', async () => {
    const r = await t.post('/api/dev/flash-sale/stats', { activity_id: 999999 })
    assert.notEqual(r.errno, 1)
    assert.match(r.error, /活动/)
  })
})
