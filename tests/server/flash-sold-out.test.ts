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
    // The buyer's lock; the token, address and limit read; the SKU read; the order with its lines and history;
    // the shared rows. 14 before the hot rows moved last, 10 before these were merged (decision 0026, item 8).
    assert.deepEqual(calls, ['prebuilt', 'prebuilt', 'prebuilt', 'prebuilt', 'execute'])
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
})
