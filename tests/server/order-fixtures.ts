import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { addresses, categories, giftCards, goodsActivities, orders, skus, spus } from '../../server/src/db/schema'
import { issueWelcomeGiftCard } from '../../server/src/wallet/giftcard'
import { createTestApp, type TestApp } from './helpers'

/** Fixtures shared by the orders-and-money tests: goods of their own (so seed changes do not move the numbers), shoppers, orders. */

let seq = 0

export interface Goods {
  skuId: number
  spuId: number
  categoryId: number
  topCategoryId: number
}

/** A fresh category pair and one SKU in it. */
export async function makeGoods(
  t: TestApp,
  opts: { price?: number; stock?: number; cashback?: number; limit?: number; topCategoryId?: number } = {}
): Promise<Goods> {
  const n = ++seq
  const topCategoryId =
    opts.topCategoryId ??
    (
      await t.db
        .insert(categories)
        .values({ name: `测试大类${n}` })
        .returning()
    )[0].id
  const [sub] = await t.db
    .insert(categories)
    .values({ name: `测试小类${n}`, parentId: topCategoryId })
    .returning()
  const [spu] = await t.db
    .insert(spus)
    .values({ categoryId: sub.id, title: `测试商品${n}` })
    .returning()
  const [sku] = await t.db
    .insert(skus)
    .values({
      spuId: spu.id,
      specs: [{ name: '规格', value: `款式${n}` }],
      price: opts.price ?? 1000,
      marketPrice: (opts.price ?? 1000) * 2,
      stock: opts.stock ?? 100,
      cashback: opts.cashback ?? 50,
      limitPerUser: opts.limit ?? 0
    })
    .returning()
  return { skuId: sku.id, spuId: spu.id, categoryId: sub.id, topCategoryId }
}

export async function makeActivity(
  t: TestApp,
  skuId: number,
  values: {
    kind: 1 | 2 | 4
    price: number
    stock?: number
    groupSize?: number
    groupSeconds?: number
    limitPerUser?: number
  }
) {
  const [a] = await t.db
    .insert(goodsActivities)
    .values({
      skuId,
      title: '测试活动',
      startAt: new Date(Date.now() - 3600_000),
      endAt: new Date(Date.now() + 86400_000),
      ...values
    })
    .returning()
  return a.id
}

export interface Shopper {
  uid: number
  token: string
  addrId: number
  cardId: number
}

/** A logged-in user with a default address and the welcome gift card (200 yuan). */
export async function shopper(t: TestApp): Promise<Shopper> {
  const u = await t.user()
  const [a] = await t.db
    .insert(addresses)
    .values({
      userId: u.uid,
      name: '张三',
      phone: '13800138000',
      provinceCode: '330000',
      province: '浙江省',
      cityCode: '330100',
      city: '杭州市',
      areaCode: '330106',
      area: '西湖区',
      detail: '文三路 100 号',
      isDefault: true
    })
    .returning()
  await issueWelcomeGiftCard(t.db, u.uid)
  const [card] = await t.db.select().from(giftCards).where(eq(giftCards.userId, u.uid))
  return { ...u, addrId: a.id, cardId: card.id }
}

/** `n` funded shoppers, made one after another. */
export async function shoppers(t: TestApp, n: number): Promise<Shopper[]> {
  const out: Shopper[] = []
  for (let i = 0; i < n; i++) out.push(await shopper(t))
  return out
}

/**
 * The setup most orders-and-money suites share: a test app, goods of their own and two funded shoppers, alice and
 * bob (an address and the welcome card each, so they can order and pay at once). The suite closes `t` in `after`.
 */
export async function fundedShop(goods: Parameters<typeof makeGoods>[1] = {}) {
  const t = await createTestApp()
  const made = await makeGoods(t, goods)
  const [alice, bob] = await shoppers(t, 2)
  return { t, goods: made, alice, bob }
}

/** confirm + create, asserting success. */
export async function placeOrder(t: TestApp, s: Shopper, body: Record<string, unknown>) {
  const c = await t.post('/api/v1/order/confirm', { coupon_id: 0, ...body }, s.token)
  assert.equal(c.errno, 1, c.error)
  const r = await t.post(
    '/api/v1/order/create',
    { addr_id: s.addrId, ...body, confirm_token: c.data.confirm_token },
    s.token
  )
  assert.equal(r.errno, 1, r.error)
  return r.data as { id: number; order_no: string; pay_amount: number; status: number }
}

export async function payWithCard(t: TestApp, s: Shopper, orderNo: string) {
  const r = await t.post('/api/v1/order/pay', { order_no: orderNo, payway: 4, user_freeca_id: s.cardId }, s.token)
  assert.equal(r.errno, 1, r.error)
  return r.data
}

export async function statusOf(t: TestApp, orderId: number) {
  const [o] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  return o.status
}

export async function stockOf(t: TestApp, skuId: number) {
  const [s] = await t.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId))
  return s.stock
}

export async function cardBalance(t: TestApp, cardId: number) {
  const [c] = await t.db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, cardId))
  return c.balance
}
