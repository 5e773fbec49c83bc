import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import {
  addresses,
  skuWarehouseStock,
  skus,
  spus,
  stockReservations,
  warehouseProvinces
} from '../../server/src/db/schema'
import { issueWelcomeGiftCard } from '../../server/src/wallet/giftcard'
import type { CartListResponse } from '@contract/schemas/cart'
import type { OrderConfirmResult } from '@contract/schemas/order'
import type { GoodsStockResult } from '@contract/schemas/stock'

const V1 = '/api/v1'
const LAMB = '内蒙古草原羔羊肉卷'
const PLACES = {
  xinjiang: ['650000', '新疆维吾尔自治区', '650100', '乌鲁木齐市', '650102', '天山区'],
  guangdong: ['440000', '广东省', '440100', '广州市', '440106', '天河区'],
  beijing: ['110000', '北京市', '110100', '北京市', '110101', '东城区']
} as const
type Place = keyof typeof PLACES

describe('stock by region', () => {
  let t: TestApp
  let lamb: number[]
  let apple: number

  const skusOf = async (title: string) =>
    (
      await t.db
        .select({ id: skus.id })
        .from(skus)
        .innerJoin(spus, eq(spus.id, skus.spuId))
        .where(eq(spus.title, title))
        .orderBy(skus.id)
    ).map((r) => r.id)

  const stock = (body: Record<string, unknown>) => t.post<GoodsStockResult>(`${V1}/goods/stock`, body)

  /** A shopper whose default address is in `place`, with the welcome card to pay. */
  async function shopperIn(place: Place) {
    const u = await t.user()
    const [pc, p, cc, c, ac, a] = PLACES[place]
    const [row] = await t.db
      .insert(addresses)
      .values({
        userId: u.uid,
        name: '李四',
        phone: '13900139000',
        provinceCode: pc,
        province: p,
        cityCode: cc,
        city: c,
        areaCode: ac,
        area: a,
        detail: '人民路 1 号',
        isDefault: true
      })
      .returning()
    await issueWelcomeGiftCard(t.db, u.uid)
    return { ...u, addrId: row.id }
  }

  const held = async (skuId: number, province: string) => {
    const [w] = await t.db.select().from(warehouseProvinces).where(eq(warehouseProvinces.provinceCode, province))
    const [r] = await t.db
      .select({ stock: skuWarehouseStock.stock })
      .from(skuWarehouseStock)
      .where(and(eq(skuWarehouseStock.skuId, skuId), eq(skuWarehouseStock.warehouseId, w.warehouseId)))
    return r?.stock ?? 0
  }
  const total = async (skuId: number) => (await t.db.select().from(skus).where(eq(skus.id, skuId)))[0].stock

  before(async () => {
    t = await createTestApp()
    lamb = await skusOf(LAMB)
    apple = (await skusOf('烟台红富士苹果'))[0]
  })
  after(() => t.close())

  it('seeds the lamb as regional: its stock is the sum of its warehouses, none in the north-west', async () => {
    assert.equal(lamb.length, 2)
    assert.equal(await total(lamb[0]), 93)
    assert.equal(await total(lamb[1]), 60)
    assert.equal(await held(lamb[0], '650000'), 0)
  })

  it('answers 有货 / 无货 / 仅剩 N 件 per SKU for a province, and nationwide without one', async () => {
    const ids = `${lamb[0]},${lamb[1]},${apple}`
    const xj = await stock({ sku_ids: ids, province: '650000' })
    assert.equal(xj.errno, 1, xj.error)
    assert.deepEqual(xj.data.region, { code: '650000', name: '新疆维吾尔自治区' })
    assert.deepEqual(
      xj.data.list.map((s) => [s.sku_id, s.state, s.text]),
      [
        [lamb[0], 'out_of_stock', '无货'],
        [lamb[1], 'out_of_stock', '无货'],
        [apple, 'in_stock', '有货']
      ]
    )
    const gd = await stock({ sku_ids: ids, province: '440000' })
    assert.deepEqual(
      gd.data.list.map((s) => [s.state, s.text, s.stock]),
      [
        ['low', '仅剩3件', 3],
        ['out_of_stock', '无货', 0],
        ['in_stock', '有货', (await total(apple)) as number]
      ]
    )
    const bj = await stock({ sku_ids: String(lamb[0]), province: '110000' })
    assert.equal(bj.data.list[0].text, '有货')
    assert.equal(bj.data.list[0].stock, 60)
    const all = await stock({ sku_ids: String(lamb[0]) })
    assert.equal(all.data.region, null)
    assert.equal(all.data.list[0].stock, 93)
  })

  it('reads a city or area code as its province, refuses an unknown one, and leaves unknown SKUs out', async () => {
    const area = await stock({ sku_ids: `${lamb[0]},99999`, province: '650102' })
    assert.equal(area.data.region?.code, '650000')
    assert.deepEqual(
      area.data.list.map((s) => s.sku_id),
      [lamb[0]]
    )
    const bad = await stock({ sku_ids: String(lamb[0]), province: '990000' })
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /province/)
    assert.equal((await stock({ sku_ids: 'x', province: '650000' })).errno, 1001)
  })

  it('finds the province nearest a position; 0,0 (no location) is nationwide', async () => {
    const urumqi = await stock({ sku_ids: String(lamb[0]), longitude: 87.3, latitude: 43.9 })
    assert.equal(urumqi.data.region?.name, '新疆维吾尔自治区')
    assert.equal(urumqi.data.list[0].text, '无货')
    const shenzhen = await stock({ sku_ids: String(lamb[0]), longitude: 114.06, latitude: 22.54 })
    assert.equal(shenzhen.data.region?.code, '440000')
    const none = await stock({ sku_ids: String(lamb[0]), longitude: 0, latitude: 0 })
    assert.equal(none.data.region, null)
  })

  it('marks cart lines the default address cannot receive, with the reason', async () => {
    const s = await shopperIn('xinjiang')
    for (const sku_id of [lamb[0], apple]) await t.post(`${V1}/cart/add`, { sku_id, qty: 1 }, s.token)
    const res = await t.post<CartListResponse>(`${V1}/cart/list`, {}, s.token)
    assert.equal(res.errno, 1, res.error)
    assert.deepEqual(res.data.region, { code: '650000', name: '新疆维吾尔自治区' })
    const byId = new Map(res.data.list.map((l) => [l.sku_id, l]))
    assert.equal(byId.get(lamb[0])?.region_block, '在新疆维吾尔自治区无货')
    assert.equal(byId.get(lamb[0])?.valid, true)
    assert.equal(byId.get(apple)?.region_block, null)
    // Without an address nothing is checked.
    const bare = await t.user()
    await t.post(`${V1}/cart/add`, { sku_id: lamb[0], qty: 1 }, bare.token)
    const b = await t.post<CartListResponse>(`${V1}/cart/list`, {}, bare.token)
    assert.equal(b.data.region, null)
    assert.equal(b.data.list[0].region_block, null)
  })

  it('shows undeliverable lines at checkout and refuses to create the order, naming goods and region', async () => {
    const s = await shopperIn('xinjiang')
    const items = [{ sku_id: lamb[0], qty: 1 }]
    const c = await t.post<OrderConfirmResult>(`${V1}/order/confirm`, { items }, s.token)
    assert.equal(c.errno, 1, c.error)
    assert.deepEqual(c.data.undeliverable, [{ sku_id: lamb[0], title: LAMB, reason: '在新疆维吾尔自治区无货' }])
    assert.equal(c.data.ship_error, `${LAMB}在新疆维吾尔自治区无货，请更换收货地址`)
    const r = await t.post(
      `${V1}/order/create`,
      { items, addr_id: s.addrId, confirm_token: c.data.confirm_token },
      s.token
    )
    assert.equal(r.errno, 2105)
    assert.equal(r.error, c.data.ship_error)
    assert.equal(await total(lamb[0]), 93)
    // The same goods ships to 北京.
    const bj = await shopperIn('beijing')
    const ok = await t.post<OrderConfirmResult>(`${V1}/order/confirm`, { items }, bj.token)
    assert.deepEqual(ok.data.undeliverable, [])
    assert.equal(ok.data.ship_error, '')
  })

  it('takes regional units from the province warehouse with the order and gives them back on cancel', async () => {
    const s = await shopperIn('guangdong')
    const over = await t.post<OrderConfirmResult>(
      `${V1}/order/confirm`,
      { items: [{ sku_id: lamb[0], qty: 4 }] },
      s.token
    )
    assert.equal(over.data.undeliverable?.[0]?.reason, '在广东省仅剩3件')
    const items = [{ sku_id: lamb[0], qty: 3 }]
    const c = await t.post<OrderConfirmResult>(`${V1}/order/confirm`, { items }, s.token)
    assert.deepEqual(c.data.undeliverable, [])
    const r = await t.post(
      `${V1}/order/create`,
      { items, addr_id: s.addrId, confirm_token: c.data.confirm_token },
      s.token
    )
    assert.equal(r.errno, 1, r.error)
    assert.equal(await held(lamb[0], '440000'), 0)
    assert.equal(await total(lamb[0]), 90)
    assert.equal(await held(lamb[0], '110000'), 60)
    assert.equal((await stock({ sku_ids: String(lamb[0]), province: '440000' })).data.list[0].text, '无货')
    assert.equal((await t.post(`${V1}/order/cancel`, { id: r.data.id }, s.token)).errno, 1)
    assert.equal(await held(lamb[0], '440000'), 3)
    assert.equal(await total(lamb[0]), 93)
    const left = await t.db.select().from(stockReservations).where(eq(stockReservations.orderId, r.data.id))
    assert.equal(left.length, 0)
  })
})
