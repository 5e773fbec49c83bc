import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq, gte, sql } from 'drizzle-orm'
import { createTestApp, skuByTitle, type TestApp } from './helpers'
import { cartItems, categories, skus, spus } from '../../server/src/db/schema'
import { removeOrderedLines } from '../../server/src/catalogue/cart'
import type { CartListResponse } from '@contract/schemas/cart'

const V1 = '/api/v1'

describe('cart', () => {
  let t: TestApp
  let me: { uid: number; token: string }
  let other: { uid: number; token: string }
  const sku = (title: string) => skuByTitle(t, title)
  const add = (sku_id: number, qty: number, token = me.token) => t.post(`${V1}/cart/add`, { sku_id, qty }, token)
  const list = async (token = me.token) => {
    const res = await t.post<CartListResponse>(`${V1}/cart/list`, {}, token)
    assert.equal(res.errno, 1, res.error)
    return res.data
  }

  before(async () => {
    t = await createTestApp()
    me = await t.user()
    other = await t.user()
  })
  after(() => t.close())

  it('needs a login for every call', async () => {
    for (const path of ['/cart/add', '/cart/list', '/cart/clean', '/cart/del', '/cart/edit', '/cart/num']) {
      const body = { sku_id: 1, qty: 1, cart_id: 1, cart_ids: '1' }
      assert.equal((await t.post(`${V1}${path}`, body)).errno, 1006, path)
    }
  })

  it('adds, merges into the existing line and counts the total quantity', async () => {
    const flour = await sku('高筋小麦粉')
    const a = await add(flour.id, 2)
    assert.equal(a.errno, 1, a.error)
    const b = await add(flour.id, 3)
    assert.equal(b.data.cart_id, a.data.cart_id)
    assert.equal(b.data.qty, 5)
    const vinegar = await sku('山西老陈醋')
    await add(vinegar.id, 1)
    assert.equal((await t.post(`${V1}/cart/num`, {}, me.token)).data.num, 6)
    const l = await list()
    assert.equal(l.list.length, 2)
    assert.equal(l.total_qty, 6)
    const line = l.list.find((x) => x.sku_id === flour.id)!
    assert.equal(line.qty, 5)
    assert.equal(line.price, 2390)
    assert.equal(line.title, '高筋小麦粉')
    assert.equal(line.valid, true)
    assert.equal(line.stock_state, 'normal')
    // A stored picture (docs/decisions/0034-pictures.md): its address, and the list JPEG for older clients.
    assert.match(line.picture ?? '', /\/api\/service\/image\/[a-f0-9]{32}$/)
    assert.equal(line.image, `${line.picture}_480.jpg`)
    // Another user's cart is separate.
    assert.equal((await t.post(`${V1}/cart/num`, {}, other.token)).data.num, 0)
  })

  it('refuses quantities outside 1..99, beyond stock or beyond the per-user limit', async () => {
    const flour = await sku('高筋小麦粉')
    for (const qty of [0, 100, -1, 1.5, 'two']) {
      const res = await add(flour.id, qty as number)
      assert.equal(res.errno, 1001, String(qty))
      assert.match(res.error, /qty/)
    }
    const missing = await t.post(`${V1}/cart/add`, { qty: 1 }, me.token)
    assert.equal(missing.errno, 1001)
    assert.match(missing.error, /sku_id/)
    // Merging past 99 in one line.
    const [big] = await t.db
      .select({ id: skus.id })
      .from(skus)
      .where(and(gte(skus.stock, 150), eq(skus.limitPerUser, 0)))
      .limit(1)
    assert.equal((await add(big.id, 60)).errno, 1)
    const over = await add(big.id, 40)
    assert.equal(over.errno, 2111)
    assert.equal(over.error, '单个商品最多购买99件')
    // Stock 3 left.
    const oil = await sku('纯香菜籽油')
    const short = await add(oil.id, 4)
    assert.equal(short.errno, 2102)
    assert.equal(short.error, '库存不足，仅剩3件')
    // Limit 5 per user.
    const rice = await sku('五常稻花香大米')
    assert.equal((await add(rice.id, 4)).errno, 1)
    const limited = await add(rice.id, 2)
    assert.equal(limited.errno, 2103)
    assert.equal(limited.error, '该商品每人限购5件')
  })

  it('refuses sold-out, off-shelf and unknown goods', async () => {
    assert.equal((await add((await sku('丹东99草莓')).id, 1)).errno, 2102)
    assert.equal((await add((await sku('男士轻薄羽绒服')).id, 1)).errno, 2101)
    assert.equal((await add(999999, 1)).errno, 1002)
  })

  it('keeps lines that went off shelf or sold out, flagged invalid, until /cart/clean', async () => {
    const u = await t.user()
    const keep = await sku('郫县豆瓣酱')
    const soon = await sku('黑猪五花肉')
    const gone = await sku('高筋小麦粉')
    const low = await sku('东阿阿胶块')
    for (const s of [keep, soon, gone, low]) assert.equal((await add(s.id, 1, u.token)).errno, 1)
    await t.db.update(skus).set({ stock: 0 }).where(eq(skus.id, soon.id))
    await t.db.update(spus).set({ status: 0 }).where(eq(spus.id, gone.spuId))
    const l = await list(u.token)
    assert.equal(l.list.length, 4)
    assert.equal(l.valid_count, 2)
    assert.equal(l.invalid_count, 2)
    const by = (id: number) => l.list.find((x) => x.sku_id === id)!
    assert.equal(by(soon.id).invalid_reason, 'sold_out')
    assert.equal(by(soon.id).stock_state, 'sold_out')
    assert.equal(by(gone.id).invalid_reason, 'off_shelf')
    assert.equal(by(low.id).stock_state, 'low')
    assert.equal(by(keep.id).valid, true)
    const cleaned = await t.post(`${V1}/cart/clean`, {}, u.token)
    assert.equal(cleaned.data.removed, 2)
    assert.deepEqual((await list(u.token)).list.map((x) => x.sku_id).sort(), [keep.id, low.id].sort())
    // Restore for the other tests.
    await t.db.update(skus).set({ stock: soon.stock }).where(eq(skus.id, soon.id))
    await t.db.update(spus).set({ status: 1 }).where(eq(spus.id, gone.spuId))
  })

  it('edits a line within stock and limit; another user cannot touch it', async () => {
    const u = await t.user()
    const glass = await sku('玻璃保鲜盒')
    const { data } = await add(glass.id, 1, u.token)
    const ok = await t.post(`${V1}/cart/edit`, { cart_id: data.cart_id, qty: 7 }, u.token)
    assert.equal(ok.errno, 1)
    assert.equal((await list(u.token)).list[0].qty, 7)
    assert.equal((await t.post(`${V1}/cart/edit`, { cart_id: data.cart_id, qty: 2 }, other.token)).errno, 1002)
    assert.equal((await list(u.token)).list[0].qty, 7)
    await t.db.update(skus).set({ stock: 10 }).where(eq(skus.id, glass.id))
    const short = await t.post(`${V1}/cart/edit`, { cart_id: data.cart_id, qty: 11 }, u.token)
    assert.equal(short.errno, 2102)
    assert.equal((await list(u.token)).list[0].qty, 7)
    const bad = await t.post(`${V1}/cart/edit`, { cart_id: 'x', qty: 1 }, u.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /cart_id/)
    // A line whose stock dropped below its qty is still valid but says so.
    await t.db.update(skus).set({ stock: 4 }).where(eq(skus.id, glass.id))
    assert.equal((await list(u.token)).list[0].stock_state, 'short')
    await t.db.update(skus).set({ stock: glass.stock }).where(eq(skus.id, glass.id))
  })

  it('deletes only the caller’s lines: one foreign id and nothing is deleted', async () => {
    const u = await t.user()
    const a = (await add((await sku('赣南脐橙')).id, 1, u.token)).data.cart_id
    const b = (await add((await sku('黑猪五花肉')).id, 1, u.token)).data.cart_id
    const foreign = (await add((await sku('赣南脐橙')).id, 1, other.token)).data.cart_id
    const res = await t.post(`${V1}/cart/del`, { cart_ids: `${a},${foreign}` }, u.token)
    assert.equal(res.errno, 1002)
    assert.equal((await list(u.token)).list.length, 2)
    assert.equal((await list(other.token)).list.length, 1)
    const done = await t.post(`${V1}/cart/del`, { cart_ids: `${a},${b}` }, u.token)
    assert.equal(done.errno, 1)
    assert.equal(done.data.removed, 2)
    assert.equal((await list(u.token)).list.length, 0)
    for (const cart_ids of ['', 'a,b', '1,,2', 1.5]) {
      const bad = await t.post(`${V1}/cart/del`, { cart_ids }, u.token)
      assert.equal(bad.errno, 1001, String(cart_ids))
      assert.match(bad.error, /cart_ids/)
    }
  })

  it('holds at most 100 lines; an existing line still merges', async () => {
    const u = await t.user()
    // The demo catalogue has fewer than 101 SKUs in stock: add a test product with enough of them.
    const [cat] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.parentId} is not null`)
      .limit(1)
    const [spu] = await t.db
      .insert(spus)
      .values({ categoryId: cat.id, title: '测试批量商品' })
      .returning({ id: spus.id })
    const ids = (
      await t.db
        .insert(skus)
        .values(
          Array.from({ length: 101 }, (_, i) => ({
            spuId: spu.id,
            specs: [{ name: '编号', value: String(i) }],
            price: 100,
            marketPrice: 100,
            stock: 50
          }))
        )
        .returning({ id: skus.id })
    ).map((r) => r.id)
    await t.db.insert(cartItems).values(ids.slice(0, 100).map((skuId) => ({ userId: u.uid, skuId, qty: 1 })))
    const full = await add(ids[100], 1, u.token)
    assert.equal(full.errno, 2110)
    assert.equal(full.error, '购物车最多添加100种商品，请先清理')
    assert.equal((await add(ids[0], 1, u.token)).data.qty, 2)
    assert.equal((await list(u.token)).list.length, 100)
  })

  it('concurrent adds of the same SKU end in one line with the sum', async () => {
    const u = await t.user()
    const s = await sku('植物洗衣液')
    const results = await Promise.all(Array.from({ length: 10 }, () => add(s.id, 1, u.token)))
    assert.ok(results.every((r) => r.errno === 1))
    const l = await list(u.token)
    assert.equal(l.list.length, 1)
    assert.equal(l.list[0].qty, 10)
  })

  it('lets the order area drop ordered lines', async () => {
    const u = await t.user()
    const s = await sku('护龈美白牙膏')
    await add(s.id, 2, u.token)
    assert.equal(await removeOrderedLines(t.db, u.uid, [s.id]), 1)
    assert.equal((await list(u.token)).list.length, 0)
  })
})
