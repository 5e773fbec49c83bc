import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { goodsActivities } from '../../server/src/db/schema'
import { createSoldOutGate } from '../../server/src/catalogue/sold-out'
import { makeActivity, makeGoods, shopper, type Shopper } from './order-fixtures'

/**
 * The flash-sale sold-out gate (catalogue/sold-out.ts, docs/decisions/0026): once a node has seen a sale sold out
 * it refuses from memory, a winner's retry still gets its order, and stock coming back reopens the sale at once.
 */
describe('flash sale sold-out gate', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ORDER: '0' } })
  })
  after(() => t.close())

  /** Every database entry point of the app's handle, counted while `fn` runs. */
  async function statementsDuring(fn: () => Promise<unknown>) {
    const db = t.app.db as unknown as Record<string, (...a: unknown[]) => unknown>
    const names = ['select', 'insert', 'update', 'delete', 'execute', 'transaction']
    const saved = names.map((n) => db[n])
    let calls = 0
    names.forEach((n, i) => {
      db[n] = (...a: unknown[]) => {
        calls++
        return saved[i].apply(db, a)
      }
    })
    try {
      await fn()
    } finally {
      names.forEach((n, i) => (db[n] = saved[i]))
    }
    return calls
  }

  async function sale(units: number, buyers: number) {
    const goods = await makeGoods(t, { price: 3000, stock: 100 })
    const activityId = await makeActivity(t, goods.skuId, { kind: 1, price: 1000, stock: units })
    const body = { items: [{ sku_id: goods.skuId, qty: 1 }], activity_id: activityId }
    const crowd = await Promise.all(
      Array.from({ length: buyers }, async () => {
        const s = await shopper(t)
        const c = await t.post('/api/v1/order/confirm', body, s.token)
        assert.equal(c.errno, 1, c.error)
        return { s, body: { ...body, addr_id: s.addrId, confirm_token: c.data.confirm_token as string } }
      })
    )
    const create = (b: { s: Shopper; body: object }) => t.post('/api/v1/order/create', b.body, b.s.token)
    return { activityId, crowd, create }
  }

  it('after the last unit, refusals cost no database statement; a winner retrying still gets its order', async () => {
    const { activityId, crowd, create } = await sale(2, 5)
    const first = []
    for (const b of crowd) first.push(await create(b))
    assert.deepEqual(
      first.map((a) => a.errno),
      [1, 1, 2104, 2104, 2104]
    )
    assert.equal(first[2].error, '活动商品已抢光')
    // The first refusal taught the gate before it answered (inside its transaction), so the crowd behind it in the
    // queue for a connection is refused without one.
    assert.equal(t.app.soldOut.size(), 1)

    let again: { errno: number; error: string } | undefined
    const calls = await statementsDuring(async () => {
      again = await create(crowd[3])
    })
    assert.equal(again?.errno, 2104)
    assert.equal(again?.error, '活动商品已抢光')
    assert.equal(calls, 0, 'a known sold-out sale is refused without the database')

    const retry = await create(crowd[0])
    assert.equal(retry.errno, 1, 'the winner asking again gets the order it made')
    assert.equal(retry.data.id, first[0].data.id)
    const [act] = await t.db.select().from(goodsActivities).where(eq(goodsActivities.id, activityId))
    assert.deepEqual({ stock: act.stock, sold: act.sold }, { stock: 0, sold: 2 })
  })

  it('a winning order is 5 statements, all but the last built once; the shared rows taken by the last one', async () => {
    const { crowd, create } = await sale(1, 1)
    const db = t.app.db as unknown as { transaction: (fn: (tx: object) => Promise<unknown>) => Promise<unknown> }
    const transaction = db.transaction
    const calls: string[] = []
    const counted = (session: { prepareQuery: (...a: unknown[]) => unknown }) =>
      new Proxy(session, {
        get: (target, key, receiver) =>
          key === 'prepareQuery'
            ? (...args: unknown[]) => (calls.push('prebuilt'), target.prepareQuery(...args))
            : Reflect.get(target, key, receiver)
      })
    // Every statement the transaction's handle starts, by the method that starts it.
    db.transaction = (fn) =>
      transaction.call(db, (tx: object) =>
        fn(
          new Proxy(tx, {
            get(target, key, receiver) {
              const value = Reflect.get(target, key, receiver)
              // A statement built once (lib/prepared.ts) binds to the handle's session: counted there.
              if (key === '_') return { ...value, session: counted(value.session) }
              if (typeof key !== 'string' || !['select', 'insert', 'update', 'delete', 'execute'].includes(key))
                return value
              return (...args: unknown[]) => {
                calls.push(key)
                return (value as (...a: unknown[]) => unknown).apply(target, args)
              }
            }
          })
        )
      )
    let won: { errno: number; error: string } | undefined
    try {
      won = await create(crowd[0])
    } finally {
      db.transaction = transaction
    }
    assert.equal(won?.errno, 1, won?.error)
    // A lone attempt is a group of one (flows/checkout-group.ts): the buyers' lock; their token, address and limits
    // read; the SKU read; the orders with their lines and history; the shared rows. 14 before the hot rows moved
    // last, 10 before these were merged (decision 0026, item 8).
    assert.deepEqual(calls, ['prebuilt', 'prebuilt', 'prebuilt', 'prebuilt', 'execute'])
  })

  it('an attempt already past the gate when the last unit went hears 已抢光; one wanting more than is left, 库存不足', async () => {
    const { activityId, crowd, create } = await sale(1, 1)
    // The last unit sold on another node: this node's gate has heard nothing, so the attempt goes to the database.
    await t.db.update(goodsActivities).set({ stock: 0, sold: 1 }).where(eq(goodsActivities.id, activityId))
    const late = await create(crowd[0])
    assert.deepEqual({ errno: late.errno, error: late.error }, { errno: 2104, error: '活动商品已抢光' })
    assert.equal(t.app.soldOut.refuses(activityId, 'anyone'), true, 'and the gate learned it before answering')

    const goods = await makeGoods(t, { price: 3000, stock: 100 })
    const twoEach = await makeActivity(t, goods.skuId, { kind: 1, price: 1000, stock: 5, limitPerUser: 2 })
    const s = await shopper(t)
    const body = { items: [{ sku_id: goods.skuId, qty: 2 }], activity_id: twoEach, addr_id: s.addrId }
    const c = await t.post('/api/v1/order/confirm', body, s.token)
    assert.equal(c.errno, 1, c.error)
    await t.db.update(goodsActivities).set({ stock: 1 }).where(eq(goodsActivities.id, twoEach))
    const short = await t.post('/api/v1/order/create', { ...body, confirm_token: c.data.confirm_token }, s.token)
    assert.deepEqual({ errno: short.errno, error: short.error }, { errno: 2102, error: '活动库存不足' })
    assert.equal(t.app.soldOut.refuses(twoEach, 'anyone'), false, 'one unit is still there for someone else')
  })

  it('a cancel gives the unit back and the next buyer gets it at once (NOTIFY, not the one-second expiry)', async () => {
    const { crowd, create } = await sale(1, 3)
    const won = await create(crowd[0])
    assert.equal(won.errno, 1)
    assert.equal((await create(crowd[1])).errno, 2104)
    for (let i = 0; i < 50 && t.app.soldOut.size() === 0; i++) await t.db.execute(sql`select 1`)
    assert.ok(t.app.soldOut.size() >= 1)
    const cancelled = await t.post('/api/v1/order/cancel', { id: won.data.id }, crowd[0].s.token)
    assert.equal(cancelled.errno, 1, cancelled.error)
    for (let i = 0; i < 50 && t.app.soldOut.size() > 0; i++) await t.db.execute(sql`select 1`)
    const next = await create(crowd[2])
    assert.equal(next.errno, 1, `the returned unit sells: ${next.error}`)
  })

  it('without a notification, a mark is re-read after a second and dropped when stock came back', async () => {
    const goods = await makeGoods(t, { stock: 10 })
    const activityId = await makeActivity(t, goods.skuId, { kind: 1, price: 500, stock: 0 })
    let clock = 1_000_000
    // No listen: this gate hears nothing, as a node whose LISTEN connection dropped.
    const gate = createSoldOutGate({ db: t.db }, () => clock)
    void gate.learn(activityId)
    for (let i = 0; i < 50 && gate.size() === 0; i++) await t.db.execute(sql`select 1`)
    assert.equal(gate.refuses(activityId, 'someone'), true)
    await t.db.update(goodsActivities).set({ stock: 3 }).where(eq(goodsActivities.id, activityId))
    assert.equal(gate.refuses(activityId, 'someone'), true, 'within the second the mark stands')
    clock += 1001
    assert.equal(gate.refuses(activityId, 'someone'), true, 'the refusal that finds it stale starts a re-read')
    for (let i = 0; i < 50 && gate.size() > 0; i++) await t.db.execute(sql`select 1`)
    assert.equal(gate.refuses(activityId, 'someone'), false)
    await gate.close()
  })

  it('when the units a node last saw left are all being bought in flight, the next attempt is answered at once', async () => {
    const { activityId, crowd, create } = await sale(3, 4)
    const gate = t.app.soldOut
    const first = await create(crowd[0])
    assert.equal(first.errno, 1, first.error)
    // The winning take reported what it left.
    assert.deepEqual(gate.inHand(activityId), { units: 2, inflight: 0 })
    // Two attempts of other shoppers in flight hold the two units left.
    assert.equal(gate.admit(activityId, 'in-flight-1'), 'ok')
    assert.equal(gate.admit(activityId, 'in-flight-2'), 'ok')
    const statements = await statementsDuring(async () => {
      const refused = await create(crowd[1])
      assert.deepEqual([refused.errno, refused.error], [2104, '活动太火爆了，请稍后再试'])
    })
    assert.equal(statements, 0, 'answered without the database')
    // The winner pressing again still gets its order; so does anyone once an attempt in flight has failed.
    const again = await create(crowd[0])
    assert.deepEqual([again.errno, again.data?.id], [1, first.data.id])
    gate.settle(activityId, {})
    const next = await create(crowd[1])
    assert.equal(next.errno, 1, `a unit freed by a failed attempt sells: ${next.error}`)
    gate.settle(activityId, {})
    assert.deepEqual(gate.inHand(activityId), { units: 1, inflight: 0 })
    const stock = await t.db
      .select({ stock: goodsActivities.stock })
      .from(goodsActivities)
      .where(eq(goodsActivities.id, activityId))
    assert.equal(stock[0].stock, 1, 'the database still decides every unit')
  })

  it('units seen left count for a second; a winner is always let through', async () => {
    let clock = 5_000_000
    const gate = createSoldOutGate({ db: t.db }, () => clock)
    assert.equal(gate.admit(7, 'a'), 'ok', 'nothing known: admitted')
    gate.settle(7, { left: 1, winner: 'a' })
    assert.equal(gate.admit(7, 'b'), 'ok')
    assert.equal(gate.admit(7, 'c'), 'in-flight', 'the one unit left is being bought')
    assert.equal(gate.admit(7, 'a'), 'ok', "a winner's retry")
    gate.settle(7, {})
    gate.settle(7, {})
    clock += 1001
    assert.equal(gate.admit(7, 'c'), 'ok', 'after a second the count is not trusted')
    gate.settle(7, {})
    await gate.close()
  })
})
