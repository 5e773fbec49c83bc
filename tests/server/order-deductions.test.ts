import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import type { TestApp } from './helpers'
import { invoices, orders, payments, pointsLedger, users } from '../../server/src/db/schema'
import { issueGiftCard } from '../../server/src/wallet/giftcard'
import { returnDeductions } from '../../server/src/flows/deductions'
import { changePoints } from '../../server/src/wallet/points'
import {
  cardBalance,
  fundedShop,
  makeGoods,
  payWithCard,
  shopper,
  statusOf,
  type Goods,
  type Shopper
} from './order-fixtures'

/** Issue 9: the shopping card and points deduct at checkout, and an invoice asked for there is applied on receipt. */
describe('checkout deductions: card, points, invoice request', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let bob: Shopper
  before(async () => {
    ;({ t, goods, alice, bob } = await fundedShop({ price: 1000, stock: 500 }))
  })
  after(() => t.close())

  const item = (qty = 1) => ({ items: [{ sku_id: goods.skuId, qty }] })
  const points = async (uid: number) =>
    (await t.db.select({ p: users.points }).from(users).where(eq(users.id, uid)))[0].p
  const grant = (uid: number, n: number) =>
    changePoints(t.db, { userId: uid, delta: n, reason: 'seed', ref: `test:${uid}:${n}:${Math.random()}` })
  const smallCard = (s: Shopper, faceValue: number, extra: { categoryId?: number; expiresAt?: Date } = {}) =>
    issueGiftCard(t.db, {
      userId: s.uid,
      name: '小额卡',
      faceValue,
      expiresAt: extra.expiresAt ?? new Date(Date.now() + 86400_000),
      categoryId: extra.categoryId
    }) as Promise<number>
  const confirm = (s: Shopper, body: Record<string, unknown>) =>
    t.post('/api/v1/order/confirm', { coupon_id: 0, ...body }, s.token)
  const create = async (s: Shopper, body: Record<string, unknown>) => {
    const c = await confirm(s, body)
    assert.equal(c.errno, 1, c.error)
    return t.post(
      '/api/v1/order/create',
      { addr_id: s.addrId, coupon_id: 0, ...body, confirm_token: c.data.confirm_token },
      s.token
    )
  }
  const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]

  it('previews the card deduction and the available points, then what is left to pay', async () => {
    const card = await smallCard(alice, 500)
    await grant(alice.uid, 300)
    const plain = await confirm(alice, item())
    assert.equal(plain.errno, 1, plain.error)
    const total = plain.data.pay_amount
    assert.deepEqual(
      plain.data.points,
      { available: 300, used: 0, deduct: 0, worth: 300 },
      'points are offered without use_points'
    )
    assert.equal(plain.data.freeca, null)
    assert.equal(plain.data.deduct_amount, 0)

    const r = await confirm(alice, { ...item(), user_freeca_id: card, use_points: true })
    assert.equal(r.errno, 1, r.error)
    assert.deepEqual(r.data.freeca, { user_freeca_id: card, name: '小额卡', balance: 500, deduct: 500 })
    assert.deepEqual(r.data.points, { available: 300, used: 300, deduct: 300, worth: 300 })
    assert.equal(r.data.deduct_amount, 800)
    assert.equal(r.data.pay_amount, total - 800)
  })

  it('creates with the card and points taken and stored; cancelling gives them back once', async () => {
    const card = await smallCard(alice, 400)
    await grant(alice.uid, 50)
    const before = await points(alice.uid)
    const r = await create(alice, { ...item(), user_freeca_id: card, use_points: true })
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.status, 0, 'something is left to pay')
    const o = await row(r.data.id)
    assert.deepEqual([o.freecaDeduct, o.userFreecaId, o.pointsUsed, o.pointsDeduct], [400, card, before, before])
    assert.equal(o.payAmount, o.goodsAmount + o.freight - o.discount - 400 - before)
    assert.equal(await cardBalance(t, card), 0)
    assert.equal(await points(alice.uid), 0)

    const info = (await t.post('/api/v1/order/infov2', { id: o.id }, alice.token)).data
    assert.deepEqual([info.freeca_deduct, info.points_deduct, info.points_used], [400, before, before])
    assert.equal(info.invoice_request, null)

    // The cashier charges only what is left.
    const pay = await t.post('/api/v1/order/pay', { order_no: o.orderNo, payway: 1 }, alice.token)
    assert.equal(pay.errno, 1, pay.error)
    const [trade] = await t.db.select().from(payments).where(eq(payments.outTradeNo, pay.data.out_trade_no))
    assert.equal(trade.amount, o.payAmount)

    assert.equal((await t.post('/api/v1/order/cancel', { id: o.id }, alice.token)).errno, 1)
    assert.equal(await cardBalance(t, card), 400)
    assert.equal(await points(alice.uid), before)
    assert.equal((await t.post('/api/v1/order/cancel', { id: o.id }, alice.token)).errno, 2301)
    await t.db.transaction((tx) => returnDeductions(tx, o))
    assert.equal(await cardBalance(t, card), 400, 'given back once, however often asked')
    assert.equal(await points(alice.uid), before)
  })

  it('pays the order at once when the card covers all of it, and a refund gives the card back', async () => {
    const balance = await cardBalance(t, alice.cardId)
    const r = await create(alice, { ...item(), user_freeca_id: alice.cardId })
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.pay_amount, 0)
    assert.equal(r.data.status, 1, 'paid without /order/pay')
    const o = await row(r.data.id)
    assert.equal(o.payway, 4)
    assert.ok(o.paidAt)
    assert.equal(await cardBalance(t, alice.cardId), balance - o.freecaDeduct)

    const ref = await t.post('/api/v1/order/refund', { id: o.id, reason: '不要了' }, alice.token)
    assert.equal(ref.errno, 1, ref.error)
    const ok = await t.post('/api/dev/refund/approve', { id: ref.data.id })
    assert.equal(ok.errno, 1, ok.error)
    assert.equal(await statusOf(t, o.id), -4)
    assert.equal(await cardBalance(t, alice.cardId), balance)
  })

  it('pays the order at once with points alone (no pay way), and a refund gives the points back', async () => {
    await grant(bob.uid, 100_000)
    const before = await points(bob.uid)
    const r = await create(bob, { ...item(), use_points: true })
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.status, 1)
    const o = await row(r.data.id)
    assert.equal(o.payway, null)
    assert.equal(await points(bob.uid), before - o.pointsUsed)
    const ref = await t.post('/api/v1/order/refund', { id: o.id, reason: '不要了' }, bob.token)
    assert.equal((await t.post('/api/dev/refund/approve', { id: ref.data.id })).errno, 1)
    assert.equal(await points(bob.uid), before)
  })

  it("refuses another user's card as not found and a card that cannot pay, naming the field", async () => {
    const mine = await smallCard(bob, 300)
    const theirs = await confirm(alice, { ...item(), user_freeca_id: mine })
    assert.equal(theirs.errno, 1002)
    const other = await makeGoods(t)
    const narrow = await smallCard(alice, 300, { categoryId: other.topCategoryId })
    const r = await confirm(alice, { ...item(), user_freeca_id: narrow })
    assert.equal(r.errno, 2360)
    assert.match(r.error, /user_freeca_id/)
    const expired = await smallCard(alice, 300, { expiresAt: new Date(Date.now() - 1000) })
    const e = await confirm(alice, { ...item(), user_freeca_id: expired })
    assert.equal(e.errno, 2360)
    assert.match(e.error, /user_freeca_id.*过期/)
    const c = await confirm(alice, item())
    const made = await t.post(
      '/api/v1/order/create',
      { addr_id: alice.addrId, ...item(), user_freeca_id: mine, confirm_token: c.data.confirm_token },
      alice.token
    )
    assert.equal(made.errno, 1002, 'create checks again')
  })

  it('never spends more points than the user has when two orders race', async () => {
    const carol = await shopper(t)
    await grant(carol.uid, 500)
    const tokens = await Promise.all([confirm(carol, item()), confirm(carol, item())])
    const made = await Promise.all(
      tokens.map((c) =>
        t.post(
          '/api/v1/order/create',
          { addr_id: carol.addrId, ...item(), use_points: true, confirm_token: c.data.confirm_token },
          carol.token
        )
      )
    )
    for (const m of made) assert.equal(m.errno, 1, m.error)
    const rows = await Promise.all(made.map((m) => row(m.data.id)))
    assert.equal(
      rows.reduce((s, o) => s + o.pointsUsed, 0),
      500
    )
    assert.equal(await points(carol.uid), 0)
    const [{ s }] = await t.db
      .select({ s: sql<string>`sum(${pointsLedger.delta})` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, carol.uid))
    assert.equal(Number(s), 0, 'the ledger agrees with the balance')
  })

  it('applies for the invoice asked for at checkout on receipt, and shows it all on the detail', async () => {
    const receiver = (await t.post('/api/v1/invoice/receiver/add', { kind: 1, title: '张三' }, alice.token)).data
    const bobs = (await t.post('/api/v1/invoice/receiver/add', { kind: 1, title: '李四' }, bob.token)).data
    assert.equal((await confirm(alice, { ...item(), invoice_receiver_id: bobs.id })).errno, 1002)
    const c = await confirm(alice, { ...item(), invoice_receiver_id: receiver.id })
    assert.deepEqual(c.data.invoice, { receiver_id: receiver.id, title: '张三' })
    const r = await create(alice, { ...item(), invoice_receiver_id: receiver.id })
    assert.equal(r.errno, 1, r.error)
    await payWithCard(t, alice, r.data.order_no)
    assert.equal((await t.post('/api/dev/order/ship', { order_no: r.data.order_no })).errno, 1)
    const none = await t.db.select().from(invoices).where(eq(invoices.orderId, r.data.id))
    assert.equal(none.length, 0, 'not before receipt')
    assert.equal((await t.post('/api/v1/order/recvconfirm', { id: r.data.id }, alice.token)).errno, 1)
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, r.data.id))
    assert.deepEqual([inv.title, inv.amount, inv.receiverId], ['张三', r.data.pay_amount, receiver.id])
    const info = (await t.post('/api/v1/order/infov2', { id: r.data.id }, alice.token)).data
    assert.deepEqual(info.invoice_request, { receiver_id: receiver.id, title: '张三' })
    assert.equal(info.can_invoice, false)

    // Nothing paid beyond the card: no invoice, silently.
    const free = await create(alice, { ...item(), user_freeca_id: alice.cardId, invoice_receiver_id: receiver.id })
    assert.equal(free.data.status, 1, free.error)
    assert.equal((await t.post('/api/dev/order/ship', { order_no: free.data.order_no })).errno, 1)
    assert.equal((await t.post('/api/v1/order/recvconfirm', { id: free.data.id }, alice.token)).errno, 1)
    const zero = await t.db.select().from(invoices).where(eq(invoices.orderId, free.data.id))
    assert.equal(zero.length, 0)
  })
})
