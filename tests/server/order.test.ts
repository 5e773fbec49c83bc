import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import type { TestApp } from './helpers'
import { cartItems, couponTemplates, orderStatusHistory, orders, userCoupons } from '../../server/src/db/schema'
import { closeExpiredOrders } from '../../server/src/flows/checkout'
import { TRANSITIONS, tryMove } from '../../server/src/lib/order-state'
import {
  fundedShop,
  makeGoods,
  payWithCard,
  placeOrder,
  shopper,
  statusOf,
  stockOf,
  type Goods,
  type Shopper
} from './order-fixtures'
import type { OrderStatus } from '@contract/schemas/order'

describe('orders: confirm, create, cancel, auto-close, lists', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let bob: Shopper
  before(async () => {
    ;({ t, goods, alice, bob } = await fundedShop({ price: 1000, stock: 100, cashback: 30 }))
  })
  after(() => t.close())

  const couponFor = async (s: Shopper, values: Partial<typeof couponTemplates.$inferInsert> = {}) => {
    const [tpl] = await t.db
      .insert(couponTemplates)
      .values({
        name: '测试券',
        kind: 1,
        threshold: 1000,
        amount: 300,
        total: 100,
        validDays: 7,
        endsAt: new Date(Date.now() + 86400_000),
        ...values
      })
      .returning()
    const r = await t.post('/api/v1/coupon/receive', { coupon_id: tpl.id }, s.token)
    assert.equal(r.errno, 1, r.error)
    return r.data.id as number
  }

  it('previews an order with current prices, freight, coupons checked against its goods, pay ways and a token', async () => {
    const other = await makeGoods(t, { price: 5000 })
    const fits = await couponFor(alice, { threshold: 1500, amount: 300 })
    const wrongCategory = await couponFor(alice, { threshold: 0, amount: 100, categoryId: other.topCategoryId })
    const r = await t.post('/api/v1/order/confirm', { items: [{ sku_id: goods.skuId, qty: 2 }] }, alice.token)
    assert.equal(r.errno, 1, r.error)
    const d = r.data
    assert.equal(d.lines.length, 1)
    assert.equal(d.lines[0].price, 1000)
    assert.equal(d.lines[0].amount, 2000)
    assert.equal(d.goods_amount, 2000)
    assert.equal(d.freight, 800)
    assert.equal(d.coupon_id, fits, 'the best usable coupon is applied by default')
    assert.equal(d.discount, 300)
    assert.equal(d.pay_amount, 2000 + 800 - 300)
    assert.equal(d.cashback_total, 60)
    assert.equal(d.address.city, '杭州市')
    assert.ok(d.confirm_token.length > 20)
    const wrong = d.coupons.find((c: { id: number }) => c.id === wrongCategory)
    assert.equal(wrong.usable, false)
    assert.match(wrong.reason, /没有适用/)
    assert.deepEqual(
      d.payways.map((p: { payway: number }) => p.payway),
      [1, 2, 4, 8]
    )
    assert.equal(d.payways.find((p: { payway: number }) => p.payway === 4).available, true)

    const none = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: goods.skuId, qty: 2 }], coupon_id: 0 },
      alice.token
    )
    assert.equal(none.data.discount, 0)
    const refused = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: goods.skuId, qty: 1 }], coupon_id: wrongCategory },
      alice.token
    )
    assert.equal(refused.errno, 2320)
    const bobs = await t.post(
      '/api/v1/order/confirm',
      { items: [{ sku_id: goods.skuId, qty: 1 }], coupon_id: fits },
      bob.token
    )
    assert.equal(bobs.errno, 2320, "another user's coupon is never usable")
  })

  it('refuses malformed previews naming the field, and unknown goods as not found', async () => {
    const empty = await t.post('/api/v1/order/confirm', {}, alice.token)
    assert.equal(empty.errno, 1001)
    assert.match(empty.error, /items/)
    const qty = await t.post('/api/v1/order/confirm', { items: [{ sku_id: goods.skuId, qty: 0 }] }, alice.token)
    assert.equal(qty.errno, 1001)
    assert.match(qty.error, /qty/)
    const sku = await t.post('/api/v1/order/confirm', { items: [{ sku_id: 'abc', qty: 1 }] }, alice.token)
    assert.equal(sku.errno, 1001)
    assert.match(sku.error, /sku_id/)
    const unknown = await t.post('/api/v1/order/confirm', { items: [{ sku_id: 999999, qty: 1 }] }, alice.token)
    assert.equal(unknown.errno, 1002)
    const anon = await t.post('/api/v1/order/confirm', { items: [{ sku_id: goods.skuId, qty: 1 }] })
    assert.equal(anon.errno, 1006)
    const create = await t.post(
      '/api/v1/order/create',
      { items: [{ sku_id: goods.skuId, qty: 1 }], addr_id: alice.addrId },
      alice.token
    )
    assert.equal(create.errno, 1001)
    assert.match(create.error, /confirm_token/)
  })

  it('creates the order in one transaction: stock taken, coupon locked, address snapshot, history recorded', async () => {
    const before = await stockOf(t, goods.skuId)
    const coupon = await couponFor(alice, { threshold: 0, amount: 200 })
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 3 }], coupon_id: coupon })
    assert.equal(order.status, 0)
    assert.equal(order.pay_amount, 3000 + 800 - 200)
    assert.equal(await stockOf(t, goods.skuId), before - 3)
    const [c] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, coupon))
    assert.equal(c.status, 1)
    assert.equal(c.orderId, order.id)
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    assert.equal(row.address.detail, '文三路 100 号')
    const hist = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))
    assert.deepEqual(
      hist.map((h) => [h.fromStatus, h.toStatus]),
      [[null, 0]]
    )
  })

  it('answers the same confirm token twice, even concurrently, with the same single order', async () => {
    const c = await t.post('/api/v1/order/confirm', { items: [{ sku_id: goods.skuId, qty: 1 }] }, alice.token)
    const body = {
      items: [{ sku_id: goods.skuId, qty: 1 }],
      addr_id: alice.addrId,
      confirm_token: c.data.confirm_token,
      coupon_id: 0
    }
    const before = await stockOf(t, goods.skuId)
    const [a, b] = await Promise.all([
      t.post('/api/v1/order/create', body, alice.token),
      t.post('/api/v1/order/create', body, alice.token)
    ])
    const again = await t.post('/api/v1/order/create', body, alice.token)
    assert.equal(a.errno, 1)
    assert.equal(a.data.id, b.data.id)
    assert.equal(a.data.id, again.data.id)
    assert.equal(await stockOf(t, goods.skuId), before - 1)
    const rows = await t.db.select().from(orders).where(eq(orders.confirmToken, c.data.confirm_token))
    assert.equal(rows.length, 1)
    const stolen = await t.post('/api/v1/order/create', { ...body, addr_id: bob.addrId }, bob.token)
    assert.equal(stolen.errno, 1001, "a token is signed for its user: another user's is invalid")
  })

  it('sells exactly the stock when 30 shoppers order the last 5 at once', async () => {
    const scarce = await makeGoods(t, { stock: 5 })
    const buyers = await Promise.all(Array.from({ length: 30 }, () => shopper(t)))
    const tokens = await Promise.all(
      buyers.map((s) =>
        t.post('/api/v1/order/confirm', { items: [{ sku_id: scarce.skuId, qty: 1 }], coupon_id: 0 }, s.token)
      )
    )
    const results = await Promise.all(
      buyers.map((s, i) =>
        t.post(
          '/api/v1/order/create',
          { items: [{ sku_id: scarce.skuId, qty: 1 }], addr_id: s.addrId, confirm_token: tokens[i].data.confirm_token },
          s.token
        )
      )
    )
    assert.equal(results.filter((r) => r.errno === 1).length, 5)
    assert.ok(
      results.filter((r) => r.errno !== 1).every((r) => r.errno === 2102),
      'the rest are told the stock ran out'
    )
    assert.equal(await stockOf(t, scarce.skuId), 0)
    const made = await t.db.select().from(orders).where(eq(orders.status, 0))
    assert.equal(made.filter((o) => buyers.some((b) => b.uid === o.userId)).length, 5)
  })

  it('orders cart lines and removes them; cart lines and addresses of other users are not found', async () => {
    const [line] = await t.db.insert(cartItems).values({ userId: alice.uid, skuId: goods.skuId, qty: 2 }).returning()
    const order = await placeOrder(t, alice, { cart_ids: String(line.id) })
    assert.ok(order.id)
    assert.equal((await t.db.select().from(cartItems).where(eq(cartItems.id, line.id))).length, 0)
    const [bobLine] = await t.db.insert(cartItems).values({ userId: bob.uid, skuId: goods.skuId, qty: 1 }).returning()
    const r = await t.post('/api/v1/order/confirm', { cart_ids: [bobLine.id] }, alice.token)
    assert.equal(r.errno, 1002)
    const c = await t.post('/api/v1/order/confirm', { items: [{ sku_id: goods.skuId, qty: 1 }] }, alice.token)
    const addr = await t.post(
      '/api/v1/order/create',
      { items: [{ sku_id: goods.skuId, qty: 1 }], addr_id: bob.addrId, confirm_token: c.data.confirm_token },
      alice.token
    )
    assert.equal(addr.errno, 1002)
  })

  it('cancels only unpaid orders, returning stock and coupon', async () => {
    const coupon = await couponFor(alice, { threshold: 0, amount: 100 })
    const before = await stockOf(t, goods.skuId)
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 2 }], coupon_id: coupon })
    assert.equal((await t.post('/api/v1/order/cancel', { id: order.id }, bob.token)).errno, 1002)
    const r = await t.post('/api/v1/order/cancel', { id: order.id, reason: '商品选错了' }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.equal(await statusOf(t, order.id), -1)
    const info = await t.post('/api/v1/order/infov2', { id: order.id }, alice.token)
    assert.equal(info.data.history.at(-1).reason, '用户取消订单：商品选错了')
    assert.equal(await stockOf(t, goods.skuId), before)
    const [c] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, coupon))
    assert.equal(c.status, 0)
    assert.equal(c.orderId, null)
    const twice = await t.post('/api/v1/order/cancel', { id: order.id }, alice.token)
    assert.equal(twice.errno, 2301)
    assert.match(twice.error, /已取消/)
    const pay = await t.post(
      '/api/v1/order/pay',
      { order_no: order.order_no, payway: 4, user_freeca_id: alice.cardId },
      alice.token
    )
    assert.equal(pay.errno, 2301)
    const refund = await t.post('/api/v1/order/refund', { id: order.id, reason: '不想要了' }, alice.token)
    assert.equal(refund.errno, 2301, 'a cancelled order cannot be refunded')
  })

  it('refuses every move the state machine does not allow', async () => {
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const recv = await t.post('/api/v1/order/recvconfirm', { id: order.id }, alice.token)
    assert.equal(recv.errno, 2301, 'receipt of an unpaid order')
    assert.match(recv.error, /待付款/)
    const refund = await t.post('/api/v1/order/refund', { id: order.id, reason: '拍错了' }, alice.token)
    assert.equal(refund.errno, 2301, 'refund of an unpaid order')
    await payWithCard(t, alice, order.order_no)
    const cancel = await t.post('/api/v1/order/cancel', { id: order.id }, alice.token)
    assert.equal(cancel.errno, 2301, 'cancel a paid order')
    assert.match(cancel.error, /待发货/)
    const recvPaid = await t.post('/api/v1/order/recvconfirm', { id: order.id }, alice.token)
    assert.equal(recvPaid.errno, 2301, 'receipt before shipping')
    const payAgain = await t.post(
      '/api/v1/order/pay',
      { order_no: order.order_no, payway: 4, user_freeca_id: alice.cardId },
      alice.token
    )
    assert.equal(payAgain.errno, 2301)
    assert.match(payAgain.error, /已支付/)

    // The table itself: any pair it does not list is refused before touching the database.
    const all: OrderStatus[] = [-4, -3, -2, -1, 0, 1, 2, 3, 4, 101]
    for (const from of all)
      for (const to of all) {
        if (TRANSITIONS[from].includes(to)) continue
        await assert.rejects(
          tryMove(t.db, order.id, from, to, 'test'),
          (e: { errno?: number }) => e.errno === 2301,
          `${from} -> ${to}`
        )
      }
    assert.equal(await statusOf(t, order.id), 1)
  })

  it('closes unpaid orders after the pay window, releasing stock and coupon, and refuses paying them', async () => {
    const coupon = await couponFor(alice, { threshold: 0, amount: 100 })
    // Goods of its own: the job also closes the other tests' unpaid orders.
    const own = await makeGoods(t, { stock: 10 })
    const order = await placeOrder(t, alice, { items: [{ sku_id: own.skuId, qty: 4 }], coupon_id: coupon })
    assert.equal(await stockOf(t, own.skuId), 6)
    assert.equal(await closeExpiredOrders(t.app, new Date()), 0, 'nothing is due yet')
    const later = new Date(Date.now() + (t.config.orderPayMinutes + 1) * 60_000)
    assert.ok((await closeExpiredOrders(t.app, later)) >= 1)
    assert.equal(await statusOf(t, order.id), -2)
    assert.equal(await stockOf(t, own.skuId), 10)
    const [c] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, coupon))
    assert.equal(c.status, 0)
    const [h] = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, -2)))
    assert.equal(h.fromStatus, 0)
    assert.equal(await closeExpiredOrders(t.app, later), 0, 'a second run changes nothing')
    const pay = await t.post(
      '/api/v1/order/pay',
      { order_no: order.order_no, payway: 4, user_freeca_id: alice.cardId },
      alice.token
    )
    assert.equal(pay.errno, 2301)

    // Paying after the deadline but before the job ran closes the order on the spot.
    const late = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await t.db
      .update(orders)
      .set({ payExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, late.id))
    const r = await t.post(
      '/api/v1/order/pay',
      { order_no: late.order_no, payway: 4, user_freeca_id: alice.cardId },
      alice.token
    )
    assert.equal(r.errno, 2302)
    assert.equal(await statusOf(t, late.id), -2)
  })

  it('lists orders by tab with counts, shows details and status, and hides other users orders', async () => {
    const fresh = await shopper(t)
    const unpaid = await placeOrder(t, fresh, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const paid = await placeOrder(t, fresh, { items: [{ sku_id: goods.skuId, qty: 2 }] })
    await payWithCard(t, fresh, paid.order_no)
    const all = await t.post('/api/v1/order/listv2', {}, fresh.token)
    assert.equal(all.errno, 1, all.error)
    assert.equal(all.data.total, 2)
    assert.deepEqual(all.data.counts, {
      all: 2,
      await_pay: 1,
      delivering: 1,
      await_ship: 1,
      await_receive: 0,
      delivered: 0,
      refund: 0
    })
    const toShip = await t.post('/api/v1/order/listv2', { status: 'await_ship' }, fresh.token)
    assert.deepEqual(
      toShip.data.list.map((o: { id: number }) => o.id),
      [paid.id]
    )
    const toReceive = await t.post('/api/v1/order/listv2', { status: 'await_receive' }, fresh.token)
    assert.equal(toReceive.data.total, 0)
    assert.equal(all.data.list[0].id, paid.id, 'newest first')
    assert.equal(all.data.list[0].status_text, '待发货')
    assert.equal(all.data.list[1].can_pay, true)
    const tab = await t.post('/api/v1/order/listv2', { status: 'await_pay' }, fresh.token)
    assert.deepEqual(
      tab.data.list.map((o: { id: number }) => o.id),
      [unpaid.id]
    )
    const code = await t.post('/api/v1/order/listv2', { status: 1, type: 0, page: 1, page_size: 5 }, fresh.token)
    assert.deepEqual(
      code.data.list.map((o: { id: number }) => o.id),
      [paid.id]
    )
    const bad = await t.post('/api/v1/order/listv2', { status: 'shipping' }, fresh.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /status/)

    const info = await t.post('/api/v1/order/infov2', { order_no: paid.order_no }, fresh.token)
    assert.equal(info.errno, 1, info.error)
    assert.equal(info.data.id, paid.id)
    assert.equal(info.data.payway, 4)
    assert.equal(info.data.payway_name, '购物卡')
    assert.equal(info.data.address.name, '张三')
    assert.ok(info.data.pay_time > 0)
    assert.deepEqual(
      info.data.history.map((h: { to: number }) => h.to),
      [0, 1]
    )
    assert.equal((await t.post('/api/v1/order/infov2', {}, fresh.token)).errno, 1001)
    const st = await t.post('/api/v1/order/status', { id: paid.id }, fresh.token)
    assert.deepEqual([st.data.status, st.data.paid], [1, true])

    for (const [url, body] of [
      ['/api/v1/order/infov2', { id: paid.id }],
      ['/api/v1/order/infov2', { order_no: paid.order_no }],
      ['/api/v1/order/status', { id: paid.id }],
      ['/api/v1/order/payway', { order_no: unpaid.order_no }],
      ['/api/v1/order/pay', { order_no: unpaid.order_no, payway: 1 }],
      ['/api/v1/order/recvconfirm', { id: paid.id }],
      ['/api/v1/order/refund', { id: paid.id, reason: '想退' }]
    ] as const) {
      const r = await t.post(url, body, alice.token)
      assert.equal(r.errno, 1002, `${url} with another user's order`)
    }
  })
})
