import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { goodsActivities, orders, skus } from '../../server/src/db/schema'
import { issueConfirmToken } from '../../server/src/flows/checkout-confirm'
import { ConfigError, loadConfig } from '../../server/src/config'
import { GROUP_MAX, warmGroups } from '../../server/src/flows/checkout-group'
import { builtInsertShapes } from '../../server/src/lib/order-state'
import { makeActivity, makeGoods, shopper, type Shopper } from './order-fixtures'

/**
 * A flash sale's attempts placed together (flows/checkout-group.ts, docs/decisions/0036): a crowd pressing at once
 * shares a few transactions, and each buyer still gets the answer it would get placed alone.
 */
describe('flash sale group placement', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ORDER: '0', FLASH_GROUPS: 'on' } })
  })
  after(() => t.close())

  async function sale(units: number, limitPerUser?: number) {
    const goods = await makeGoods(t, { price: 3000, stock: 100 })
    const activityId = await makeActivity(t, goods.skuId, { kind: 1, price: 1000, stock: units, limitPerUser })
    const base = { items: [{ sku_id: goods.skuId, qty: 1 }], activity_id: activityId }
    const press = async (s: Shopper, extra: object = {}) => {
      const c = await t.post('/api/v1/order/confirm', base, s.token)
      assert.equal(c.errno, 1, c.error)
      return { ...base, addr_id: s.addrId, confirm_token: c.data.confirm_token as string, ...extra }
    }
    const create = (s: Shopper, body: object) => t.post('/api/v1/order/create', body, s.token)
    return { goods, activityId, press, create }
  }

  /**
   * The transactions the app's handle opens while `fn` runs `attempts` attempts. The first waits until every attempt
   * has passed the sale's gate (and so joined a group): in the test app the requests arrive one by one, and the first
   * group must not finish before the others are there.
   */
  async function transactionsDuring<T>(attempts: number, fn: () => Promise<T>) {
    const db = t.app.db as unknown as { transaction: (...a: unknown[]) => unknown }
    const gate = t.app.soldOut as unknown as { admit: (...a: unknown[]) => unknown }
    const [transaction, admit] = [db.transaction, gate.admit]
    let transactions = 0
    let admitted = 0
    let allIn: () => void = () => {}
    const arrived = new Promise<void>((resolve) => (allIn = resolve))
    gate.admit = (...a: unknown[]) => {
      if (++admitted === attempts) allIn()
      return admit.apply(gate, a)
    }
    db.transaction = async (...a: unknown[]) => {
      if (++transactions === 1) await arrived
      return transaction.apply(db, a)
    }
    try {
      return { result: await fn(), transactions }
    } finally {
      db.transaction = transaction
      gate.admit = admit
    }
  }

  const units = async (activityId: number, skuId: number) => {
    const [a] = await t.db.select().from(goodsActivities).where(eq(goodsActivities.id, activityId))
    const [k] = await t.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId))
    return { stock: a.stock, sold: a.sold, sku: k.stock }
  }

  it('a crowd pressing at once shares a few transactions: exactly the units sold, the rest told 已抢光', async () => {
    const { goods, activityId, press, create } = await sale(5, 1)
    const crowd = await Promise.all(Array.from({ length: 12 }, () => shopper(t)))
    const bodies = await Promise.all(crowd.map((s) => press(s)))
    const { result: answers, transactions } = await transactionsDuring(12, () =>
      Promise.all(crowd.map((s, i) => create(s, bodies[i])))
    )
    // The first attempt is a group of one; the eleven that arrived while it ran are the next group. Placed alone,
    // this was twelve transactions.
    assert.equal(transactions, 2, `${transactions} transactions for 12 attempts`)
    assert.equal(answers.filter((a) => a.errno === 1).length, 5)
    for (const a of answers.filter((x) => x.errno !== 1)) assert.deepEqual([a.errno, a.error], [2104, '活动商品已抢光'])
    assert.deepEqual(await units(activityId, goods.skuId), { stock: 0, sold: 5, sku: 95 })
    const per = await t.db
      .select({ userId: orders.userId, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.activityId, activityId))
      .groupBy(orders.userId)
    assert.equal(per.length, 5)
    assert.ok(per.every((p) => p.n === 1))
  })

  it('each buyer of a group gets its own answer: a double tap, a second token, an expired token, a foreign address', async () => {
    const { goods, activityId, press, create } = await sale(10, 1)
    const [early, plain, tapper, twice, late, stranger, other] = await Promise.all(
      Array.from({ length: 7 }, () => shopper(t))
    )
    // One unit bought earlier, alone: the limit counts it inside the group (confirmed twice before it, as a shopper
    // with two pages open would).
    const [earlyFirst, earlySecond] = [await press(early), await press(early)]
    assert.equal((await create(early, earlyFirst)).errno, 1)
    const expired = {
      ...(await press(late)),
      confirm_token: issueConfirmToken(t.app.config.paymentSecret, late.uid, Date.now() - 31 * 60_000).token
    }
    const tap = await press(tapper)
    const [firstToken, secondToken] = [await press(twice), await press(twice)]
    const bodies: Array<[Shopper, object]> = [
      [plain, await press(plain)],
      [tapper, tap],
      [tapper, tap],
      [twice, firstToken],
      [twice, secondToken],
      [late, expired],
      [stranger, await press(stranger, { addr_id: other.addrId })],
      [early, earlySecond]
    ]
    const { result: answers, transactions } = await transactionsDuring(bodies.length, () =>
      Promise.all(bodies.map(([s, b]) => create(s, b)))
    )
    // The first attempt alone, then the rest together but for each buyer's second attempt (the tap's twin, the second
    // token), which waits for the group after: three transactions, not eight.
    assert.equal(transactions, 3, `${transactions} transactions for ${bodies.length} attempts`)
    const [plainA, tap1, tap2, twice1, twice2, lateA, strangerA, earlyA] = answers
    assert.equal(plainA.errno, 1, plainA.error)
    assert.equal(tap1.errno, 1, tap1.error)
    assert.deepEqual(tap2.data, tap1.data, 'the same token twice answers the same order')
    assert.equal(twice1.errno, 1, twice1.error)
    assert.deepEqual([twice2.errno, twice2.error], [2103, '活动商品每人限购 1 件'])
    assert.deepEqual([lateA.errno, lateA.error], [2302, '订单信息已过期，请返回重新确认'])
    assert.deepEqual([strangerA.errno, strangerA.error], [1002, '收货地址不存在'])
    assert.deepEqual([earlyA.errno, earlyA.error], [2103, '活动商品每人限购 1 件'])
    // Four orders in all (the early one, plain, tapper, twice): four units taken, none for the refused.
    assert.deepEqual(await units(activityId, goods.skuId), { stock: 6, sold: 4, sku: 96 })
    const made = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.activityId, activityId))
    assert.equal(made[0].n, 4)
  })

  it('the group statements are built before the first crowd: a group of any size builds nothing while it sells', async () => {
    warmGroups(t.app.db)
    // One size per turn of the event loop.
    for (let i = 0; i < GROUP_MAX; i++) await new Promise((r) => setImmediate(r))
    const built = builtInsertShapes()
    const { press, create } = await sale(20)
    const crowd = await Promise.all(Array.from({ length: 7 }, () => shopper(t)))
    const bodies = await Promise.all(crowd.map((s) => press(s)))
    const { result: answers, transactions } = await transactionsDuring(7, () =>
      Promise.all(crowd.map((s, i) => create(s, bodies[i])))
    )
    assert.equal(transactions, 2)
    assert.ok(answers.every((a) => a.errno === 1))
    assert.equal(builtInsertShapes(), built, 'a group of six built its statement during the sale')
  })

  it('FLASH_GROUPS: auto groups on PostgreSQL only (PGlite has no round trips to share); on and off force it', () => {
    const groups = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv).flashGroups
    const pg = { DATABASE_URL: 'postgres://localhost/mall' }
    assert.deepEqual(
      [groups({}), groups(pg), groups({ FLASH_GROUPS: 'on' }), groups({ ...pg, FLASH_GROUPS: 'off' })],
      [false, true, true, false]
    )
    assert.throws(
      () => groups({ FLASH_GROUPS: 'yes' }),
      (e: unknown) => e instanceof ConfigError
    )
  })

  it('a group never sells more than the units it read: the buyers past them hear 已抢光, in arrival order', async () => {
    const { goods, activityId, press, create } = await sale(3)
    const crowd = await Promise.all(Array.from({ length: 6 }, () => shopper(t)))
    const bodies = await Promise.all(crowd.map((s) => press(s)))
    const answers = await Promise.all(crowd.map((s, i) => create(s, bodies[i])))
    // Arrival order: the first three win, whatever group each landed in.
    assert.deepEqual(
      answers.map((a) => a.errno),
      [1, 1, 1, 2104, 2104, 2104]
    )
    assert.deepEqual(await units(activityId, goods.skuId), { stock: 0, sold: 3, sku: 97 })
  })
})
