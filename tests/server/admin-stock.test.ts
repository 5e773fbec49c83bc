import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { auditLogs, skuWarehouseStock, skus, warehouseProvinces } from '../../server/src/db/schema'
import { makeGoods, placeOrder, shopper, stockOf, type Goods } from './order-fixtures'

type Region = { warehouse_id: number | null; warehouse_name: string; available: number; held: number; stock: number }

/**
 * 库存 for the warehouse role, per SKU and region: the figure on the shelf (left to sell + held by unpaid orders),
 * set with a reason, once per request id, never negative nor below what unpaid orders hold; audited.
 */
describe('console stock screen (仓库)', () => {
  let t: TestApp
  let keeper: Console
  let goods: Goods
  before(async () => {
    t = await createTestApp()
    keeper = await signIn(t, 'warehouse', '仓库小王')
    goods = await makeGoods(t, { price: 1000, stock: 10 })
  })
  after(() => t.close())

  let rid = 0
  const requestId = () => `stock-test-${++rid}-abcdef`
  const sheet = async (skuId: number) => {
    const res = await keeper.call('GET', `/api/admin/stock?q=${encodeURIComponent('测试商品')}&page_size=100`)
    assert.equal(res.errno, 1, res.error)
    const row = res.data.list.find((r: { sku_id: number }) => r.sku_id === skuId)
    assert.ok(row, 'the SKU is on the sheet')
    return row.regions as Region[]
  }
  const adjust = (body: Record<string, unknown>) =>
    keeper.call('POST', '/api/admin/stock/adjust', { reason: '盘点', request_id: requestId(), ...body })

  it('shows a nationwide SKU with what unpaid orders hold, and refuses less than that by name', async () => {
    const s = await shopper(t)
    await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 3 }] })
    assert.deepEqual(await sheet(goods.skuId), [
      { warehouse_id: null, warehouse_name: '全国', available: 7, held: 3, stock: 10 }
    ])
    const below = await adjust({ sku_id: goods.skuId, warehouse_id: null, stock: 2 })
    assert.equal(below.errno, 2384)
    assert.match(below.error, /参数 stock 不能少于待付款订单占用的 3 件/)
    const negative = await adjust({ sku_id: goods.skuId, warehouse_id: null, stock: -1 })
    assert.equal(negative.errno, 1001)
    assert.match(negative.error, /stock/)
    const noReason = await adjust({ sku_id: goods.skuId, warehouse_id: null, stock: 5, reason: '  ' })
    assert.equal(noReason.errno, 1001)
    assert.match(noReason.error, /reason/)
    const regionOfNationwide = await adjust({ sku_id: goods.skuId, warehouse_id: 1, stock: 5 })
    assert.equal(regionOfNationwide.errno, 1001)
    assert.match(regionOfNationwide.error, /warehouse_id/)
    assert.equal(await stockOf(t, goods.skuId), 7, 'nothing changed')
  })

  it('sets the count once per request id (a double click adjusts once) and audits it with the reason', async () => {
    const id = requestId()
    const body = { sku_id: goods.skuId, warehouse_id: null, stock: 20, reason: '到货 10 件', request_id: id }
    const [a, b] = await Promise.all([
      keeper.call('POST', '/api/admin/stock/adjust', body),
      keeper.call('POST', '/api/admin/stock/adjust', body)
    ])
    assert.equal(a.errno, 1, a.error)
    assert.deepEqual(b.data, a.data)
    assert.deepEqual(a.data, { sku_id: goods.skuId, warehouse_id: null, stock: 20, available: 17, held: 3 })
    assert.equal(await stockOf(t, goods.skuId), 17)
    const reused = await keeper.call('POST', '/api/admin/stock/adjust', { ...body, stock: 30 })
    assert.equal(reused.errno, 2382, 'the same id for another count is refused')
    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'sku'), eq(auditLogs.entityId, String(goods.skuId))))
    assert.equal(entries.length, 1)
    assert.deepEqual(entries[0].after, { stock: 20, available: 17, held: 3, reason: '到货 10 件', warehouse: '全国' })
    assert.equal(entries[0].staffName, '仓库小王')
  })

  it('a regional SKU is set per warehouse; skus.stock stays the sum; a cancelled order gives its units back', async () => {
    const g = await makeGoods(t, { price: 1000, stock: 0 })
    const [zj] = await t.db.select().from(warehouseProvinces).where(eq(warehouseProvinces.provinceCode, '330000'))
    const w = zj.warehouseId
    await t.db.insert(skuWarehouseStock).values({ skuId: g.skuId, warehouseId: w, stock: 5 })
    await t.db.update(skus).set({ stock: 5 }).where(eq(skus.id, g.skuId))
    const s = await shopper(t)
    const o = await placeOrder(t, s, { items: [{ sku_id: g.skuId, qty: 2 }] })
    const here = (await sheet(g.skuId)).find((r) => r.warehouse_id === w)
    assert.deepEqual(
      { available: here?.available, held: here?.held, stock: here?.stock },
      { available: 3, held: 2, stock: 5 }
    )
    const nationwide = await adjust({ sku_id: g.skuId, warehouse_id: null, stock: 5 })
    assert.equal(nationwide.errno, 1001)
    assert.match(nationwide.error, /warehouse_id/)
    const below = await adjust({ sku_id: g.skuId, warehouse_id: w, stock: 1 })
    assert.equal(below.errno, 2384)
    const res = await adjust({ sku_id: g.skuId, warehouse_id: w, stock: 8 })
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.available, 6)
    assert.equal(await stockOf(t, g.skuId), 6, 'skus.stock moved by the same difference')
    const cancel = await t.post('/api/v1/order/cancel', { id: o.id }, s.token)
    assert.equal(cancel.errno, 1, cancel.error)
    const after = (await sheet(g.skuId)).find((r) => r.warehouse_id === w)
    assert.deepEqual({ available: after?.available, held: after?.held }, { available: 8, held: 0 })
  })

  it('orders placed while the count is set neither vanish nor count twice (the SKU row is locked)', async () => {
    const g = await makeGoods(t, { price: 1000, stock: 50 })
    const buyers = await Promise.all([shopper(t), shopper(t), shopper(t), shopper(t)])
    const [res] = await Promise.all([
      adjust({ sku_id: g.skuId, warehouse_id: null, stock: 30 }),
      ...buyers.map((s) => placeOrder(t, s, { items: [{ sku_id: g.skuId, qty: 1 }] }))
    ])
    assert.equal(res.errno, 1, res.error)
    // Whichever came first, the shelf holds what the keeper counted: left to sell plus what the 4 orders hold.
    assert.deepEqual(await sheet(g.skuId), [
      { warehouse_id: null, warehouse_name: '全国', available: 26, held: 4, stock: 30 }
    ])
  })

  it('the audit log names the goods and lists 库存 before → after', async () => {
    const res = await (
      await signIn(t, 'super')
    ).call('GET', `/api/admin/audit?kind=goods&entity_id=${goods.skuId}&entity=sku`)
    assert.equal(res.errno, 1, res.error)
    const [e] = res.data.list
    assert.equal(e.action_text, '调整库存')
    assert.match(e.object_text, /^商品「测试商品\d+」 款式\d+$/)
    assert.ok(
      e.changes.some(
        (c: { label: string; before: string; after: string }) =>
          c.label === '库存' && c.before === '10' && c.after === '20'
      )
    )
  })
})
