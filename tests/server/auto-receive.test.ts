import { after, before, describe, it, mock } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq, sql } from 'drizzle-orm'
import type { TestApp } from './helpers'
import { fundedShop, payWithCard, placeOrder, statusOf, type Goods, type Shopper } from './order-fixtures'
import { afterSales, notices, orderStatusHistory, orders, pensionFlows, pointsLedger } from '../../server/src/db/schema'
import { createSession } from '../../server/src/lib/auth'
import { tickJob } from '../../server/src/lib/jobs'
import { autoReceiveOrders } from '../../server/src/flows/order-receive'
import { completeOrders } from '../../server/src/flows/checkout'
import { settleDueCashback } from '../../server/src/pension/pension'
import { SETTLEMENT_STATUS } from '@contract/enums'

const DAY = 86400_000
const AUTO = '超时自动确认收货'

/**
 * 自动确认收货 and 延长收货 (docs/operations.md, Automatic receipt), on the virtual clock: the process's Date (which
 * the server reads for every deadline) moves only when a test moves it, so nothing here waits or races a real clock.
 */
describe('automatic receipt of shipped orders', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let bob: Shopper
  let clock = Date.now()
  const at = (ms: number) => mock.timers.setTime((clock = ms))

  before(async () => {
    ;({ t, goods, alice, bob } = await fundedShop({ price: 300, stock: 200, cashback: 120 }))
    // Sessions that outlive the jumps of the clock.
    for (const s of [alice, bob]) s.token = (await createSession(t.db, s.uid, 365 * 86400)).token
    mock.timers.enable({ apis: ['Date'], now: clock })
  })
  after(() => {
    mock.timers.reset()
    return t.close()
  })

  const info = async (s: Shopper, id: number) => {
    const r = await t.post('/api/v1/order/infov2', { id }, s.token)
    assert.equal(r.errno, 1, r.error)
    return r.data
  }
  /** A paid order shipped now; with its deadline (ms) as the order's answer gives it. */
  const shipped = async (s: Shopper, qty = 1) => {
    const o = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty }] })
    await payWithCard(t, s, o.order_no)
    const ship = await t.post('/api/dev/order/ship', { order_no: o.order_no })
    assert.equal(ship.errno, 1, ship.error)
    const [row] = await t.db.select({ at: orders.autoReceiveAt }).from(orders).where(eq(orders.id, o.id))
    return { ...o, deadline: row.at!.getTime() }
  }
  const receipts = (id: number) =>
    t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.toStatus, 3)))
  const autoReceipts = async () =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.reason, AUTO))
    )[0].n
  const flowsOf = async (id: number) =>
    (await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, id))).map((f) => [
      f.amount,
      f.type,
      f.status
    ])
  const pointsOf = async (id: number) =>
    (
      await t.db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.ref, `order:${id}:receive`))
    ).map((p) => p.delta)
  const receivedNotice = async (orderNo: string) =>
    (
      await t.db
        .select()
        .from(notices)
        .where(and(eq(notices.ref, orderNo), eq(notices.event, 'received'), eq(notices.channel, 'inbox')))
    ).map((n) => n.data)
  const extend = (s: Shopper, id: number) => t.post('/api/v1/order/recvextend', { id }, s.token)

  it('is received at its deadline and not a second before, settling exactly what a tap settles', async () => {
    const shippedAt = clock
    const tapped = await shipped(alice, 2)
    const auto = await shipped(alice, 2)
    const shown = await info(alice, auto.id)
    assert.equal(shown.auto_receive_time, Math.floor(shippedAt / 1000) + t.config.autoReceiveSeconds)
    assert.equal(shown.can_extend_receive, true)
    assert.equal((await t.post('/api/v1/order/recvconfirm', { id: tapped.id }, alice.token)).errno, 1)

    at(auto.deadline - 1000)
    assert.equal(await autoReceiveOrders(t.app), 0, 'a second before the deadline')
    assert.equal(await statusOf(t, auto.id), 2)
    at(auto.deadline)
    assert.equal(await autoReceiveOrders(t.app), 1)
    assert.equal(await statusOf(t, auto.id), 3)
    const [row] = await t.db.select().from(orders).where(eq(orders.id, auto.id))
    assert.equal(row.receivedAt?.getTime(), auto.deadline, 'the after-sale window runs from the automatic receipt')
    assert.deepEqual(
      (await receipts(auto.id)).map((h) => [h.fromStatus, h.reason]),
      [[2, AUTO]]
    )

    // What follows is the tap's: the cashback waiting to settle, the points, the notice (auto: true).
    assert.deepEqual(await flowsOf(auto.id), [[240, 0, SETTLEMENT_STATUS.pendingSettlement]])
    assert.deepEqual(await flowsOf(auto.id), await flowsOf(tapped.id))
    assert.deepEqual(await pointsOf(auto.id), [Math.floor(auto.pay_amount / 100)])
    assert.deepEqual(await pointsOf(auto.id), await pointsOf(tapped.id))
    const [told] = await receivedNotice(auto.order_no)
    const [toldTap] = await receivedNotice(tapped.order_no)
    assert.deepEqual(told, { ...toldTap, order_sn: auto.order_no, auto: true })
    assert.equal(toldTap.auto, false)

    const after = await info(alice, auto.id)
    assert.equal(after.auto_receive_time, null)
    assert.equal(after.can_extend_receive, false)
    assert.equal(after.receive_time, Math.floor(auto.deadline / 1000))
    assert.equal((await t.post('/api/v1/order/recvconfirm', { id: auto.id }, alice.token)).errno, 2301)
    assert.equal(await autoReceiveOrders(t.app), 0, 'a second run receives nothing again')
    assert.equal((await receipts(auto.id)).length, 1)

    // The after-sale window passes: the order completes and its cashback settles, as after a tap.
    at(auto.deadline + (t.config.afterSaleSeconds + 1) * 1000)
    assert.ok((await completeOrders(t.app)) >= 1)
    assert.equal(await statusOf(t, auto.id), 4)
    await settleDueCashback(t.db, t.config.afterSaleSeconds)
    assert.deepEqual(await flowsOf(auto.id), [[240, 0, SETTLEMENT_STATUS.pendingDeposit]])
  })

  it('two job runs at once receive each due order once; of two nodes ticking the job, one runs it', async () => {
    const made = [await shipped(bob), await shipped(bob), await shipped(bob)]
    at(made[2].deadline)
    const before = await autoReceipts()
    const [a, b] = await Promise.all([autoReceiveOrders(t.app), autoReceiveOrders(t.app)])
    assert.equal(a + b, (await autoReceipts()) - before, 'each run counts only the orders it received')
    for (const o of made) {
      assert.equal((await receipts(o.id)).length, 1, `order ${o.id} received once`)
      assert.equal((await pointsOf(o.id)).length, 1)
      assert.equal((await flowsOf(o.id)).length, 1)
    }

    // The once-per-cluster runner (lib/jobs.ts): two nodes in the same slot, one run.
    const more = [await shipped(bob), await shipped(bob)]
    at(more[1].deadline)
    const job = t.app.jobs.find((j) => j.name === 'order-auto-receive')
    assert.ok(job, 'the job is scheduled')
    const database = { db: t.db, kind: 'pglite' as const }
    const ticks = await Promise.all(
      ['node-a', 'node-b'].map((node) => tickJob(database, job, { everyMs: 60_000, now: clock, node }))
    )
    assert.deepEqual(ticks.sort(), ['ran', 'skipped'])
    for (const o of more) assert.equal((await receipts(o.id)).length, 1, `order ${o.id} received once`)
  })

  it('an open after-sale stops the clock; when it ends the deadline moves later by the time it was open', async () => {
    const o = await shipped(alice)
    const appliedAt = clock + 60_000
    at(appliedAt)
    const applied = await t.post('/api/v1/order/refund', { id: o.id, reason: '少发了一件' }, alice.token)
    assert.equal(applied.errno, 1, applied.error)
    const frozen = await info(alice, o.id)
    assert.equal(frozen.auto_receive_time, null, 'no automatic receipt while the after-sale is open')
    assert.equal(frozen.can_extend_receive, false)

    const endedAt = o.deadline + DAY
    at(endedAt)
    await autoReceiveOrders(t.app)
    assert.equal(await statusOf(t, o.id), -3, 'a day past the deadline, still in the after-sale')
    const withdrawn = await t.post('/api/v1/order/aftersale/cancel', { id: applied.data.id }, alice.token)
    assert.equal(withdrawn.errno, 1, withdrawn.error)
    assert.equal(await statusOf(t, o.id), 2)
    const moved = o.deadline + (endedAt - appliedAt)
    assert.equal((await info(alice, o.id)).auto_receive_time, Math.floor(moved / 1000), 'the time left is kept')

    await autoReceiveOrders(t.app)
    assert.equal(await statusOf(t, o.id), 2, 'not received at once when the after-sale ends')
    at(moved - 1000)
    await autoReceiveOrders(t.app)
    assert.equal(await statusOf(t, o.id), 2)
    at(moved)
    await autoReceiveOrders(t.app)
    assert.equal(await statusOf(t, o.id), 3)

    // An application still open beside an order showing 待收货 (by hand, or an older build) holds it too.
    const held = await shipped(alice)
    await t.db
      .insert(afterSales)
      .values({ orderId: held.id, userId: alice.uid, reason: '测试', amount: 100, prevStatus: 2, status: 0 })
    at(held.deadline)
    await autoReceiveOrders(t.app)
    assert.equal(await statusOf(t, held.id), 2)
  })

  it('延长收货 once, before the deadline; a second time, after it, or before shipping is refused', async () => {
    const o = await shipped(alice)
    at(o.deadline - 60_000)
    assert.equal((await extend(bob, o.id)).errno, 1002, "another shopper's order is not found")
    const ext = await extend(alice, o.id)
    assert.equal(ext.errno, 1, ext.error)
    const later = o.deadline + t.config.receiveExtendSeconds * 1000
    assert.deepEqual(ext.data, { id: o.id, auto_receive_time: Math.floor(later / 1000) })
    const shown = await info(alice, o.id)
    assert.equal(shown.auto_receive_time, Math.floor(later / 1000))
    assert.equal(shown.can_extend_receive, false)
    const twice = await extend(alice, o.id)
    assert.equal(twice.errno, 2348)
    assert.equal(twice.error, '每个订单只能延长收货一次')

    at(o.deadline)
    await autoReceiveOrders(t.app)
    assert.equal(await statusOf(t, o.id), 2, 'not at the old deadline')
    at(later)
    await autoReceiveOrders(t.app)
    assert.equal(await statusOf(t, o.id), 3)

    const late = await shipped(alice)
    at(late.deadline)
    assert.equal((await info(alice, late.id)).can_extend_receive, false)
    const refused = await extend(alice, late.id)
    assert.equal(refused.errno, 2349)
    assert.equal(refused.error, '已过自动确认收货时间，不能延长收货')

    const paid = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, alice, paid.order_no)
    const unshipped = await extend(alice, paid.id)
    assert.equal(unshipped.errno, 2301)
    assert.equal(unshipped.error, '订单待发货，不能延长收货')
    assert.equal((await t.post('/api/v1/order/recvextend', {}, alice.token)).errno, 1001)

    // Two taps at once: one extension.
    const racing = await shipped(alice)
    const both = await Promise.all([extend(alice, racing.id), extend(alice, racing.id)])
    assert.deepEqual(both.map((r) => r.errno).sort(), [1, 2348])
    const [r] = await t.db.select().from(orders).where(eq(orders.id, racing.id))
    assert.equal(r.autoReceiveAt?.getTime(), racing.deadline + t.config.receiveExtendSeconds * 1000)
  })

  it('shipping from the console sets the deadline too', async () => {
    const { signIn } = await import('./admin-helpers')
    const warehouse = await signIn(t, 'warehouse', '仓库小李')
    const o = await placeOrder(t, bob, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, bob, o.order_no)
    const ship = await warehouse.call('POST', `/api/admin/orders/${o.id}/ship`, {
      com: 'SF',
      express_no: 'SF9876543210'
    })
    assert.equal(ship.errno, 1, ship.error)
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id))
    assert.equal(row.autoReceiveAt?.getTime(), clock + t.config.autoReceiveSeconds * 1000)
  })
})
