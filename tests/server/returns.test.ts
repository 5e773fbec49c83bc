import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { auditLogs, notices, orderItems, orders, pensionFlows, pointsLedger, refunds } from '../../server/src/db/schema'
import { closeOverdueReturns } from '../../server/src/aftersale/return'
import { cardBalance, makeGoods, payWithCard, placeOrder, shopper, statusOf, type Goods } from './order-fixtures'

/** The 退货退款 return step on both sides, an after-sale for one line with its partial refund, and every refusal. */
describe('returns: 待寄回 -> 待收货 -> 退款中 -> 已退款, by line', () => {
  let t: TestApp
  let a: Goods
  let b: Goods
  let warehouse: Console
  let finance: Console
  let finance2: Console
  let service: Console
  before(async () => {
    t = await createTestApp()
    a = await makeGoods(t, { price: 1500, stock: 100, cashback: 300 })
    b = await makeGoods(t, { price: 2500, stock: 100, cashback: 500 })
    warehouse = await signIn(t, 'warehouse', '仓库小王')
    finance = await signIn(t, 'finance', '财务甲')
    finance2 = await signIn(t, 'finance', '财务乙')
    service = await signIn(t, 'service', '客服小李')
  })
  after(() => t.close())

  /** A shopper's two-line order, paid by card and shipped (received too when asked). */
  async function shipped(received = false) {
    const s = await shopper(t)
    const o = await placeOrder(t, s, {
      items: [
        { sku_id: a.skuId, qty: 1 },
        { sku_id: b.skuId, qty: 1 }
      ]
    })
    await payWithCard(t, s, o.order_no)
    const ship = await warehouse.call('POST', `/api/admin/orders/${o.id}/ship`, {
      com: 'SF',
      express_no: `SF${o.id}00001`
    })
    assert.equal(ship.errno, 1, ship.error)
    if (received) assert.equal((await t.post('/api/v1/order/recvconfirm', { id: o.id }, s.token)).errno, 1)
    const info = await t.post('/api/v1/order/infov2', { id: o.id }, s.token)
    const [lineA, lineB] = info.data.lines as Array<{ item_id: number; amount: number }>
    return { s, o, lineA, lineB }
  }
  const info = (s: { token: string }, id: number) => t.post('/api/v1/order/aftersale/info', { id }, s.token)

  it('returns one line: address, waybill, receipt, one refund of that line; cashback and points in proportion', async () => {
    const { s, o, lineA } = await shipped(true)
    const [order] = await t.db.select().from(orders).where(eq(orders.id, o.id))
    const share = Math.floor(((order.payAmount - order.freight) * 1500) / 4000)
    const over = await t.post(
      '/api/v1/order/refund',
      { id: o.id, reason: '商品质量问题', type: 2, item_id: lineA.item_id, amount: share + 1 },
      s.token
    )
    assert.equal(over.errno, 2343, 'more than the line paid')
    assert.equal(over.data.max, share)
    const applied = await t.post(
      '/api/v1/order/refund',
      { id: o.id, reason: '商品质量问题', type: 2, item_id: lineA.item_id },
      s.token
    )
    assert.equal(applied.errno, 1, applied.error)
    const id = applied.data.id
    assert.equal(await statusOf(t, o.id), -3)
    const seen0 = await info(s, id)
    assert.equal(seen0.data.amount, share, 'defaults to what the line paid')
    assert.deepEqual(
      seen0.data.lines.map((l: { item_id: number }) => l.item_id),
      [lineA.item_id],
      'only the line applied for'
    )

    assert.equal((await finance.call('POST', `/api/admin/aftersales/${id}/approve`, { confirm: true })).errno, 2341)
    assert.equal(
      (await service.call('POST', `/api/admin/aftersales/${id}/accept-return`, { confirm: true })).errno,
      2341
    )
    const saved = await service.call('POST', '/api/admin/return-address', {
      name: '米粒售后',
      phone: '0571-88886666',
      address: '浙江省杭州市余杭区仓前街道 1 号退货仓'
    })
    assert.equal(saved.errno, 1, saved.error)
    const accepted = await service.call('POST', `/api/admin/aftersales/${id}/accept-return`, { confirm: true })
    assert.equal(accepted.errno, 1, accepted.error)
    const seen5 = await info(s, id)
    assert.equal(seen5.data.status, 5)
    assert.equal(seen5.data.status_text, '待寄回')
    assert.equal(seen5.data.return_address.address, '浙江省杭州市余杭区仓前街道 1 号退货仓')
    assert.ok(seen5.data.return_deadline - Math.floor(Date.now() / 1000) > 6 * 86400, 'seven days to send back')
    // 退货申请已同意 is told with where to send the goods.
    const [told] = await t.db
      .select()
      .from(notices)
      .where(eq(notices.ref, `aftersale:${id}`))
    assert.equal(told.event, 'return_approved')
    assert.match(String(told.data.address), /仓前街道 1 号退货仓/)

    assert.equal((await finance.call('POST', `/api/admin/aftersales/${id}/refund`, { confirm: true })).errno, 2344)
    assert.equal((await warehouse.call('POST', `/api/admin/aftersales/${id}/receive`, { confirm: true })).errno, 2340)
    const stranger = await shopper(t)
    const bill = { id, com: 'YTO', express_no: 'YT1234567890' }
    assert.equal((await t.post('/api/v1/order/aftersale/return', bill, stranger.token)).errno, 1002)
    const badCom = await t.post('/api/v1/order/aftersale/return', { ...bill, com: 'XX' }, s.token)
    assert.equal(badCom.errno, 1001)
    assert.match(badCom.error, /com/)
    const sent = await t.post('/api/v1/order/aftersale/return', bill, s.token)
    assert.equal(sent.errno, 1, sent.error)
    assert.equal(sent.data.status, 6)
    assert.equal(sent.data.return_express.com_name, '圆通速递')
    const twice = await t.post('/api/v1/order/aftersale/return', { ...bill, express_no: 'YT9999999999' }, s.token)
    assert.equal(twice.errno, 2342, 'the waybill once')

    const track = await warehouse.call('GET', `/api/admin/aftersales/${id}/return-track`)
    assert.equal(track.errno, 1, track.error)
    assert.equal(track.data.express_no, 'YT1234567890')
    assert.ok(track.data.traces.length >= 1)
    const queue = await warehouse.call('GET', `/api/admin/aftersales?order_no=${o.order_no}`)
    assert.equal(queue.data.list[0].return_express_no, 'YT1234567890')

    assert.equal(
      (await finance.call('POST', `/api/admin/aftersales/${id}/receive`, { confirm: true })).status,
      403,
      '财务 does not receive goods'
    )
    const receivedTwice = await Promise.all([
      warehouse.call('POST', `/api/admin/aftersales/${id}/receive`, { confirm: true }),
      service.call('POST', `/api/admin/aftersales/${id}/receive`, { confirm: true })
    ])
    assert.deepEqual(receivedTwice.map((r) => r.errno).sort(), [1, 2340], 'received once')
    assert.equal((await info(s, id)).data.status_text, '退款中')
    assert.equal(
      (
        await t.db
          .select()
          .from(auditLogs)
          .where(eq(auditLogs.entityId, String(id)))
      ).filter((r) => r.action === 'receive-return').length,
      1,
      'the refused one wrote nothing'
    )
    assert.equal((await warehouse.call('POST', `/api/admin/aftersales/${id}/refund`, { confirm: true })).status, 403)

    const [flowBefore] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, o.id))
    const balance = await cardBalance(t, s.cardId)
    const both = await Promise.all([
      finance.call('POST', `/api/admin/aftersales/${id}/refund`, { confirm: true }),
      finance2.call('POST', `/api/admin/aftersales/${id}/refund`, { confirm: true })
    ])
    assert.deepEqual(both.map((r) => r.errno).sort(), [1, 2340], 'two refunds at once: one')
    const rows = await t.db.select().from(refunds).where(eq(refunds.afterSaleId, id))
    assert.equal(rows.length, 1)
    assert.equal(rows[0].amount, share)
    assert.equal(await cardBalance(t, s.cardId), balance + share, 'the line came back once')
    const done = await info(s, id)
    assert.equal(done.data.status, 2)
    assert.equal(done.data.status_text, '已退款')
    assert.equal(await statusOf(t, o.id), 3, 'the rest of the order goes on')

    const cut = Math.floor((300 * share) / share)
    const [flow] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, o.id))
    assert.equal(flow.amount, flowBefore.amount - cut, "the line's cashback is taken back")
    assert.equal(flow.cancelled, false)
    const taken = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, s.uid), eq(pointsLedger.ref, `order:${o.id}:refund:${id}`)))
    const [granted] = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, s.uid), eq(pointsLedger.ref, `order:${o.id}:receive`)))
    assert.equal(taken[0].delta, -Math.floor((granted.delta * share) / order.payAmount))

    const actions = (
      await t.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.entityId, String(id)))
    ).map((r) => r.action)
    for (const act of ['accept-return', 'receive-return', 'refund-return']) assert.ok(actions.includes(act), act)

    // The same line again: nothing is left of it.
    const again = await t.post(
      '/api/v1/order/refund',
      { id: o.id, reason: '其他原因', item_id: lineA.item_id },
      s.token
    )
    assert.equal(again.errno, 2343)
  })

  it('refunds both lines by 仅退款, then the freight with the whole order: the money is back in full, once', async () => {
    const { s, o, lineA, lineB } = await shipped()
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id))
    assert.ok(row.freight > 0, 'this order pays freight')
    const before = await cardBalance(t, s.cardId)
    for (const line of [lineA, lineB]) {
      const ap = await t.post('/api/v1/order/refund', { id: o.id, reason: '不想要了', item_id: line.item_id }, s.token)
      assert.equal(ap.errno, 1, ap.error)
      const ok = await finance.call('POST', `/api/admin/aftersales/${ap.data.id}/approve`, { confirm: true })
      assert.equal(ok.errno, 1, ok.error)
      assert.equal(await statusOf(t, o.id), 2, 'the order goes on after each line')
    }
    assert.equal(await cardBalance(t, s.cardId), before + o.pay_amount - row.freight, 'the goods, not the postage')
    const over = await t.post(
      '/api/v1/order/refund',
      { id: o.id, reason: '不想要了', amount: row.freight + 1 },
      s.token
    )
    assert.equal(over.errno, 2340, 'the whole order has only the freight left')
    const rest = await t.post('/api/v1/order/refund', { id: o.id, reason: '不想要了' }, s.token)
    assert.equal(rest.errno, 1, rest.error)
    assert.equal(
      (await finance.call('POST', `/api/admin/aftersales/${rest.data.id}/approve`, { confirm: true })).errno,
      1
    )
    assert.equal(await statusOf(t, o.id), -4)
    assert.equal(await cardBalance(t, s.cardId), before + o.pay_amount, 'in full, no more')
    const whole = await t.post('/api/v1/order/refund', { id: o.id, reason: '不想要了' }, s.token)
    assert.equal(whole.errno, 2301, 'a refunded order takes no new application')
  })

  it('refuses another line id and closes a return never sent back; the shopper may withdraw before sending', async () => {
    const unshipped = await shopper(t)
    const paid = await placeOrder(t, unshipped, {
      items: [
        { sku_id: a.skuId, qty: 1 },
        { sku_id: b.skuId, qty: 1 }
      ]
    })
    await payWithCard(t, unshipped, paid.order_no)
    const paidInfo = await t.post('/api/v1/order/infov2', { id: paid.id }, unshipped.token)
    const early = await t.post(
      '/api/v1/order/refund',
      { id: paid.id, reason: '不想要了', item_id: paidInfo.data.lines[0].item_id },
      unshipped.token
    )
    assert.equal(early.errno, 2340, 'by line only once shipped')
    const { s, o, lineA } = await shipped()
    const [foreign] = await t.db.select().from(orderItems).where(eq(orderItems.skuId, b.skuId)).limit(1)
    const other = await t.post(
      '/api/v1/order/refund',
      { id: o.id, reason: '其他原因', type: 2, item_id: foreign.id + 100000 },
      s.token
    )
    assert.equal(other.errno, 1002)
    const ap = await t.post(
      '/api/v1/order/refund',
      { id: o.id, reason: '少件/漏发', type: 2, item_id: lineA.item_id },
      s.token
    )
    const custom = { name: '临时仓', phone: '021-55556666', address: '上海市浦东新区临时退货点 8 号' }
    const acc = await service.call('POST', `/api/admin/aftersales/${ap.data.id}/accept-return`, {
      confirm: true,
      address: custom
    })
    assert.equal(acc.errno, 1, acc.error)
    assert.deepEqual((await info(s, ap.data.id)).data.return_address, custom, 'the address given for this approval')
    assert.equal(await closeOverdueReturns(t.app), 0, 'not yet due')
    const later = new Date(Date.now() + 8 * 86400_000)
    assert.equal(await closeOverdueReturns(t.app, later), 1)
    assert.equal(await closeOverdueReturns(t.app, later), 0, 'closed once')
    const closed = await info(s, ap.data.id)
    assert.equal(closed.data.status, 7)
    assert.equal(closed.data.status_text, '已关闭')
    assert.equal(await statusOf(t, o.id), 2, 'the order goes back to where it was')
    const late = await t.post(
      '/api/v1/order/aftersale/return',
      { id: ap.data.id, com: 'SF', express_no: 'SF1234567890' },
      s.token
    )
    assert.equal(late.errno, 2342)

    const ap2 = await t.post('/api/v1/order/refund', { id: o.id, reason: '不想要了', type: 2 }, s.token)
    assert.equal(ap2.errno, 1, ap2.error)
    assert.equal(
      (await service.call('POST', `/api/admin/aftersales/${ap2.data.id}/accept-return`, { confirm: true })).errno,
      1
    )
    const cancelled = await t.post('/api/v1/order/aftersale/cancel', { id: ap2.data.id }, s.token)
    assert.equal(cancelled.errno, 1, cancelled.error)
    assert.equal(cancelled.data.status, 4)
    assert.equal(await statusOf(t, o.id), 2)
  })
  it('keeps each step to its own kind and state: 仅退款 takes no return step, a return is approved once', async () => {
    const { s, o } = await shipped()
    const only = await t.post('/api/v1/order/refund', { id: o.id, reason: '不想要了' }, s.token)
    const oid = only.data.id
    const acceptOnly = await service.call('POST', `/api/admin/aftersales/${oid}/accept-return`, { confirm: true })
    assert.equal(acceptOnly.errno, 2340)
    assert.match(acceptOnly.error, /仅退款/)
    assert.equal((await finance.call('POST', `/api/admin/aftersales/${oid}/refund`, { confirm: true })).errno, 2340)
    assert.equal((await service.call('POST', `/api/admin/aftersales/${oid}/refuse`, { reason: '已过售后期' })).errno, 1)

    const ret = await t.post('/api/v1/order/refund', { id: o.id, reason: '收到商品破损', type: 2 }, s.token)
    const rid = ret.data.id
    const noConfirm = await service.call('POST', `/api/admin/aftersales/${rid}/accept-return`, {})
    assert.equal(noConfirm.errno, 1001)
    const first = await service.call('POST', `/api/admin/aftersales/${rid}/accept-return`, { confirm: true })
    assert.equal(first.errno, 1, first.error)
    const second = await service.call('POST', `/api/admin/aftersales/${rid}/accept-return`, { confirm: true })
    assert.equal(second.errno, 2340)
    assert.equal((await service.call('POST', `/api/admin/aftersales/${rid}/refuse`, { reason: '晚了' })).errno, 2340)
    assert.equal((await warehouse.call('POST', '/api/admin/aftersales/999999/receive', { confirm: true })).errno, 1002)
    const stranger = await shopper(t)
    assert.equal((await t.post('/api/v1/order/aftersale/info', { id: rid }, stranger.token)).errno, 1002)
    assert.equal((await t.post('/api/v1/order/aftersale/cancel', { id: rid }, stranger.token)).errno, 1002)
    const couriers = await t.post('/api/v1/order/aftersale/couriers', {}, s.token)
    assert.ok(couriers.data.list.some((c: { com: string }) => c.com === 'SF'))
    assert.equal((await t.post('/api/v1/order/aftersale/couriers', {})).errno, 1006)
  })
})
