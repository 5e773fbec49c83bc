import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { auditLogs, skus, spus, stockReservations } from '../../server/src/db/schema'
import { makeGoods, payWithCard, placeOrder, shopper, type Goods } from './order-fixtures'

const GUANGDONG = {
  name: '王五',
  phone: '13700137000',
  province: '广东省',
  city: '广州市',
  area: '天河区',
  detail: '体育西路 2 号'
}

/** 运营 / 客服 change an order's address before it ships: audited, shown to the shopper, refused where it cannot go. */
describe('console: change the address before shipping', () => {
  let t: TestApp
  let goods: Goods
  let ops: Console
  let service: Console
  let warehouse: Console
  before(async () => {
    t = await createTestApp()
    goods = await makeGoods(t, { price: 1200, stock: 100 })
    ops = await signIn(t, 'ops', '运营小赵')
    service = await signIn(t, 'service', '客服小李')
    warehouse = await signIn(t, 'warehouse', '仓库小王')
  })
  after(() => t.close())

  it('changes a paid order, audited; the shopper sees it; refused once shipped and for other roles', async () => {
    const s = await shopper(t)
    const o = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, s, o.order_no)
    const url = `/api/admin/orders/${o.id}/address`
    assert.equal((await warehouse.call('POST', url, GUANGDONG)).status, 403)
    const badProvince = await ops.call('POST', url, { ...GUANGDONG, province: '火星省' })
    assert.equal(badProvince.errno, 1001)
    assert.match(badProvince.error, /province/)
    const changed = await ops.call('POST', url, GUANGDONG)
    assert.equal(changed.errno, 1, changed.error)
    const seen = await t.post('/api/v1/order/infov2', { id: o.id }, s.token)
    assert.equal(seen.data.address.name, '王五')
    assert.match(seen.data.address.full, /^广东省广州市天河区体育西路 2 号$/)
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entity, 'order'), eq(auditLogs.entityId, String(o.id)), eq(auditLogs.action, 'change-address'))
      )
    assert.ok(entry, 'audited')
    assert.match(JSON.stringify(entry.before), /文三路/)

    const ship = await warehouse.call('POST', `/api/admin/orders/${o.id}/ship`, {
      com: 'SF',
      express_no: 'SF7777777777'
    })
    assert.equal(ship.errno, 1, ship.error)
    const late = await service.call('POST', url, { ...GUANGDONG, detail: '体育东路 9 号' })
    assert.equal(late.errno, 2345)
    assert.equal(late.error, '订单已发货，不能修改收货地址')
    assert.equal((await ops.call('POST', '/api/admin/orders/999999/address', GUANGDONG)).errno, 1002)
  })

  it('refuses an address the regional goods cannot reach, and moves their units to the new warehouse', async () => {
    const [lamb] = await t.db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .where(eq(spus.title, '内蒙古草原羔羊肉卷'))
      .orderBy(skus.id)
      .limit(1)
    const s = await shopper(t)
    const o = await placeOrder(t, s, { items: [{ sku_id: lamb.id, qty: 1 }] })
    await payWithCard(t, s, o.order_no)
    const [held] = await t.db.select().from(stockReservations).where(eq(stockReservations.orderId, o.id))
    const url = `/api/admin/orders/${o.id}/address`
    const xinjiang = { ...GUANGDONG, province: '新疆维吾尔自治区', city: '乌鲁木齐市', area: '天山区' }
    const refused = await service.call('POST', url, xinjiang)
    assert.equal(refused.errno, 2105, refused.error)
    assert.match(refused.error, /新疆维吾尔自治区无货/)
    const still = await t.post('/api/v1/order/infov2', { id: o.id }, s.token)
    assert.match(still.data.address.full, /^浙江省/, 'nothing changed')
    const [same] = await t.db.select().from(stockReservations).where(eq(stockReservations.orderId, o.id))
    assert.equal(same.warehouseId, held.warehouseId)
    const ok = await service.call('POST', url, GUANGDONG)
    assert.equal(ok.errno, 1, ok.error)
    const [moved] = await t.db.select().from(stockReservations).where(eq(stockReservations.orderId, o.id))
    assert.equal(moved.qty, 1, 'the units are held once, by the warehouse serving the new province')
  })
})
