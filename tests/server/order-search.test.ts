import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import type { TestApp } from './helpers'
import { spus } from '../../server/src/db/schema'
import { fundedShop, makeGoods, payWithCard, placeOrder, shoppers, type Goods, type Shopper } from './order-fixtures'

/** 订单搜索 (/order/listv2 with a keyword): by goods name and by order number, paged, only the shopper's own. */
describe('order search', () => {
  let t: TestApp
  let rice: Goods
  let oil: Goods
  let alice: Shopper
  let bob: Shopper
  const riceOrders: Array<{ id: number; order_no: string }> = []
  let oilOrder: { id: number; order_no: string }
  const list = (s: Shopper, body: Record<string, unknown>) => t.post('/api/v1/order/listv2', body, s.token)

  before(async () => {
    const shop = await fundedShop({ price: 100, stock: 500 })
    t = shop.t
    alice = shop.alice
    bob = shop.bob
    rice = shop.goods
    oil = await makeGoods(t, { price: 100, stock: 500 })
    await t.db.update(spus).set({ title: '东北五常大米 5kg' }).where(eq(spus.id, rice.spuId))
    await t.db.update(spus).set({ title: '压榨花生油 100%纯' }).where(eq(spus.id, oil.spuId))
    for (let i = 0; i < 5; i++) riceOrders.push(await placeOrder(t, alice, { items: [{ sku_id: rice.skuId, qty: 1 }] }))
    oilOrder = await placeOrder(t, alice, { items: [{ sku_id: oil.skuId, qty: 1 }] })
    await payWithCard(t, alice, oilOrder.order_no)
    // Bob's rice order must never show in Alice's results.
    await placeOrder(t, bob, { items: [{ sku_id: rice.skuId, qty: 2 }] })
  })
  after(() => t.close())

  it('finds orders by words of a goods name, newest first, paged like the list', async () => {
    const p1 = await list(alice, { keyword: ' 五常大米 ', page: 1, page_size: 2 })
    assert.equal(p1.errno, 1, p1.error)
    assert.equal(p1.data.total, 5)
    assert.deepEqual(
      p1.data.list.map((o: { id: number }) => o.id),
      [riceOrders[4].id, riceOrders[3].id]
    )
    assert.match(p1.data.list[0].lines[0].title, /五常大米/)
    const p3 = await list(alice, { keyword: '五常大米', page: 3, page_size: 2 })
    assert.deepEqual(
      p3.data.list.map((o: { id: number }) => o.id),
      [riceOrders[0].id]
    )
    const past = await list(alice, { keyword: '五常大米', page: 9, page_size: 2 })
    assert.equal(past.data.list.length, 0)
    assert.equal(past.data.total, 5, 'past the last page the total is still the number of matches')
    // Case and the tab still apply; the tab counts stay the shopper's own.
    const paid = await list(alice, { keyword: '花生油', status: 'await_ship' })
    assert.deepEqual(
      paid.data.list.map((o: { id: number }) => o.id),
      [oilOrder.id]
    )
    assert.equal(paid.data.counts.all, 6)
    assert.equal((await list(alice, { keyword: '花生油', status: 'await_pay' })).data.total, 0)
  })

  it('treats % and _ as themselves, not as wildcards', async () => {
    assert.equal((await list(alice, { keyword: '100%' })).data.total, 1)
    assert.equal((await list(alice, { keyword: '%' })).data.total, 1)
    assert.equal((await list(alice, { keyword: '_' })).data.total, 0)
  })

  it('finds an order by its number or the start of it; another shopper’s numbers find nothing', async () => {
    const whole = await list(alice, { keyword: riceOrders[2].order_no })
    assert.deepEqual(
      whole.data.list.map((o: { id: number }) => o.id),
      [riceOrders[2].id]
    )
    const prefix = riceOrders[2].order_no.slice(0, 8)
    const some = await list(alice, { keyword: prefix })
    assert.ok(some.data.total >= 1)
    assert.ok(some.data.list.every((o: { order_no: string }) => o.order_no.startsWith(prefix)))
    // The middle of a number is not a match (a prefix, on the index).
    assert.equal((await list(alice, { keyword: riceOrders[2].order_no.slice(4) })).data.total, 0)
    assert.equal((await list(bob, { keyword: riceOrders[2].order_no })).data.total, 0)
  })

  it('never shows another shopper’s orders, and a stranger finds nothing', async () => {
    const bobs = await list(bob, { keyword: '五常' })
    assert.equal(bobs.data.total, 1)
    assert.equal(bobs.data.list[0].goods_count, 2)
    const [carol] = await shoppers(t, 1)
    assert.equal((await list(carol, { keyword: '五常' })).data.total, 0)
    const none = await list(alice, { keyword: '不存在的商品' })
    assert.equal(none.errno, 1)
    assert.deepEqual(none.data.list, [])
    assert.equal(none.data.total, 0)
  })

  it('an empty or blank keyword is the plain list; an over-long one is refused naming the field', async () => {
    assert.equal((await list(alice, { keyword: '   ' })).data.total, 6)
    const long = await list(alice, { keyword: '米'.repeat(31) })
    assert.equal(long.errno, 1001)
    assert.match(long.error, /keyword/)
  })

  it('reads through the indexes: trigrams for a goods name, an index range for a number prefix', async () => {
    // A shopper with many lines (24,000 other lines on the same orders), in a transaction rolled back afterwards, so
    // the planner weighs real numbers: the name's matching lines come from the trigram index, not from reading every
    // line of the shopper's orders.
    const ROLLBACK = new Error('rollback')
    let plans = { name: '', no: '' }
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into order_items (order_id, sku_id, spu_id, title, price, qty, cashback)
          select o.id, ${oil.skuId}, ${oil.spuId}, '其他商品' || g, 100, 1, 0
          from orders o cross join generate_series(1, 4000) g where o.user_id = ${alice.uid}`)
        // And many orders: Alice's 300 more, other shoppers' 5,000, numbers of their own.
        for (const [uid, n, start] of [
          [alice.uid, 300, 1],
          [bob.uid, 5000, 1000]
        ])
          await tx.execute(sql`insert into orders (order_no, user_id, confirm_token, address, pay_expires_at)
            select '99' || lpad((${start}::int + g)::text, 18, '0'), ${uid}::int, 'explain-' || ${start}::int + g,
              '{}'::jsonb, now() from generate_series(1, ${n}::int) g`)
        await tx.execute(sql`analyze order_items`)
        await tx.execute(sql`analyze orders`)
        const plan = async (q: ReturnType<typeof sql>) =>
          ((await tx.execute(sql`explain ${q}`)) as unknown as { rows: Array<Record<string, string>> }).rows
            .map((r) => Object.values(r)[0])
            .join('\n')
        plans = {
          name: await plan(sql`select o.id from orders o where o.user_id = ${alice.uid}
            and o.id in (select i.order_id from order_items i where i.title ilike ${'%五常大米%'})
            order by o.id desc limit 10`),
          no: await plan(sql`select o.id from orders o where o.user_id = ${alice.uid}
            and o.order_no like ${`${riceOrders[0].order_no.slice(0, 10)}%`} order by o.id desc limit 10`)
        }
        throw ROLLBACK
      })
      .catch((e) => {
        if (e !== ROLLBACK) throw e
      })
    assert.match(plans.name, /order_items_title_trgm_idx/, plans.name)
    assert.doesNotMatch(plans.name, /Seq Scan on order_items/, plans.name)
    // The number's prefix is an index condition: the unique index under the C collation (PGlite), else
    // orders_user_no_idx (varchar_pattern_ops serves LIKE 'prefix%' in any collation).
    assert.match(plans.no, /Index Cond: [^\n]*order_no[^\n]*>=/, plans.no)
    assert.doesNotMatch(plans.no, /Seq Scan/, plans.no)
    assert.equal((await list(alice, { keyword: '五常大米' })).data.total, 5, 'the extra lines were rolled back')
  })

  it('needs a login', async () => {
    assert.equal((await t.post('/api/v1/order/listv2', { keyword: '五常' })).errno, 1006)
  })
})
