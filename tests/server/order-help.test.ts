import { after, before, describe, it, mock } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import type { TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { addresses, orderStatusHistory, orders, skus, spus } from '../../server/src/db/schema'
import { chinaDayStart } from '../../server/src/order/order-remind'
import { createSession } from '../../server/src/lib/auth'
import { fundedShop, payWithCard, placeOrder, shopper, type Goods, type Shopper } from './order-fixtures'

const DAY = 86400_000
const GUANGZHOU = {
  name: '王五',
  phone: '13700137000',
  provinceCode: '440000',
  province: '广东省',
  cityCode: '440100',
  city: '广州市',
  areaCode: '440106',
  area: '天河区',
  detail: '体育西路 2 号'
}

/** 提醒发货 and 修改地址: the shopper's help with a paid order not yet shipped (docs/fulfilment.md). */
describe('order help: remind to ship, change the address', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let bob: Shopper
  let warehouse: Console
  let ops: Console
  const paidOrder = async (s: Shopper, skuId = goods.skuId) => {
    const o = await placeOrder(t, s, { items: [{ sku_id: skuId, qty: 1 }] })
    await payWithCard(t, s, o.order_no)
    return o
  }
  const remind = (s: Shopper, id: number) => t.post('/api/v1/order/remind', { id }, s.token)
  const change = (s: Shopper, id: number, addrId: number) =>
    t.post('/api/v1/order/address', { id, addr_id: addrId }, s.token)
  const addAddress = async (s: Shopper, a: Partial<typeof GUANGZHOU> = {}) =>
    (
      await t.db
        .insert(addresses)
        .values({ userId: s.uid, ...GUANGZHOU, ...a })
        .returning()
    )[0].id

  before(async () => {
    ;({ t, goods, alice, bob } = await fundedShop({ price: 100, stock: 100 }))
    warehouse = await signIn(t, 'warehouse', '仓库小王')
    ops = await signIn(t, 'ops', '运营小赵')
  })
  after(() => {
    mock.timers.reset()
    return t.close()
  })

  it('提醒发货: once a China day per order, with the virtual clock; refused unpaid, shipped and for others', async () => {
    const o = await paidOrder(alice)
    const first = await remind(alice, o.id)
    assert.equal(first.errno, 1, first.error)
    assert.equal(first.data.message, '已提醒商家尽快发货')
    const again = await remind(alice, o.id)
    assert.equal(again.errno, 2346)
    assert.equal(again.error, '今天已提醒过商家，请耐心等待')
    assert.equal((await remind(bob, o.id)).errno, 1002, 'another shopper’s order is not found')

    // The day is China's: a minute before midnight, then two minutes later, is two days. The virtual clock moves
    // the database's clock too (PGlite reads the process's), so the shopper needs a session that outlives the jump.
    const nextMidnight = chinaDayStart(new Date()).getTime() + DAY
    const later = { ...alice, token: (await createSession(t.db, alice.uid, 3 * 86400)).token }
    try {
      mock.timers.enable({ apis: ['Date'], now: nextMidnight - 60_000 })
      assert.equal((await remind(later, o.id)).errno, 2346, 'still the same day')
      mock.timers.setTime(nextMidnight + 60_000)
      const nextDay = await remind(later, o.id)
      assert.equal(nextDay.errno, 1, nextDay.error)
      assert.equal(nextDay.data.remind_time, Math.floor((nextMidnight + 60_000) / 1000))
      mock.timers.setTime(nextMidnight + 12 * 3600_000)
      assert.equal((await remind(later, o.id)).errno, 2346)
    } finally {
      mock.timers.reset()
    }

    const unpaid = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    assert.equal((await remind(alice, unpaid.id)).errno, 2301)
    const listed = await t.post('/api/v1/order/listv2', { status: 'await_ship' }, alice.token)
    assert.equal(listed.data.list.find((x: { id: number }) => x.id === o.id).can_remind, true)
    const ship = await warehouse.call('POST', `/api/admin/orders/${o.id}/ship`, {
      com: 'SF',
      express_no: 'SF1234567890'
    })
    assert.equal(ship.errno, 1, ship.error)
    const shipped = await remind(alice, o.id)
    assert.equal(shipped.errno, 2301)
    assert.equal(shipped.error, '订单已发货，无需提醒')
    assert.equal((await t.post('/api/v1/order/infov2', { id: o.id }, alice.token)).data.can_remind, false)
  })

  it('the console lists reminded orders waiting to ship first, latest reminder first, tagged with the time', async () => {
    const [plain, early, late] = [await paidOrder(bob), await paidOrder(bob), await paidOrder(bob)]
    assert.equal((await remind(bob, early.id)).errno, 1)
    await t.db
      .update(orders)
      .set({ shipRemindedAt: new Date(Date.now() - 3600_000) })
      .where(eq(orders.id, early.id))
    assert.equal((await remind(bob, late.id)).errno, 1)
    const page = await warehouse.call('GET', '/api/admin/orders?page_size=50')
    assert.equal(page.errno, 1, page.error)
    const ids = page.data.list.map((r: { id: number }) => r.id)
    assert.deepEqual(ids.slice(0, 2), [late.id, early.id])
    assert.ok(ids.indexOf(plain.id) > 1, 'a plain order after the reminded ones')
    const row = page.data.list[0]
    assert.ok(row.reminded_at && Math.abs(Date.parse(row.reminded_at) - Date.now()) < 60_000)
    assert.equal(page.data.list.find((r: { id: number }) => r.id === plain.id).reminded_at, null)
    // Shipped, it is no longer a task: back in its place, without the tag.
    await warehouse.call('POST', `/api/admin/orders/${late.id}/ship`, { com: 'SF', express_no: 'SF2234567890' })
    const after = await warehouse.call('GET', '/api/admin/orders?page_size=50')
    assert.equal(after.data.list[0].id, early.id)
    assert.equal(after.data.list.find((r: { id: number }) => r.id === late.id).reminded_at, null)
  })

  it('修改地址: to a saved address, once, written to the history; refused unpaid, printed, shipped, twice', async () => {
    const s = await shopper(t)
    const gz = await addAddress(s)
    const o = await paidOrder(s)
    assert.equal((await change(bob, o.id, gz)).errno, 1002, 'another shopper’s order')
    const bobs = await addAddress(bob)
    assert.equal((await change(s, o.id, bobs)).errno, 1002, 'another shopper’s address')
    const changed = await change(s, o.id, gz)
    assert.equal(changed.errno, 1, changed.error)
    assert.equal(changed.data.address.full, '广东省广州市天河区体育西路 2 号')
    const info = await t.post('/api/v1/order/infov2', { id: o.id }, s.token)
    assert.equal(info.data.address.name, '王五')
    assert.equal(info.data.can_change_address, false)
    assert.match(info.data.history.at(-1).reason, /^买家修改收货地址为广东省广州市天河区/)
    const detail = await ops.call('GET', `/api/admin/orders/${o.id}`)
    assert.match(detail.data.history.at(-1).reason, /买家修改收货地址/)
    assert.equal(detail.data.address, '广东省广州市天河区体育西路 2 号')
    const twice = await change(s, o.id, s.addrId)
    assert.equal(twice.errno, 2347)
    assert.equal(twice.error, '每个订单只能修改一次收货地址，如需帮助请联系客服')

    const unpaid = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const refusedUnpaid = await change(s, unpaid.id, gz)
    assert.equal(refusedUnpaid.errno, 2345)
    assert.match(refusedUnpaid.error, /未支付/)

    const printed = await paidOrder(s)
    const print = await warehouse.call('POST', `/api/admin/orders/${printed.id}/printed`)
    assert.equal(print.errno, 1, print.error)
    assert.equal(
      (await warehouse.call('POST', `/api/admin/orders/${printed.id}/printed`)).data.printed_at,
      print.data.printed_at
    )
    assert.equal((await t.post('/api/v1/order/infov2', { id: printed.id }, s.token)).data.can_change_address, false)
    const refusedPrinted = await change(s, printed.id, gz)
    assert.equal(refusedPrinted.errno, 2345)
    assert.equal(refusedPrinted.error, '仓库已打印面单，不能修改收货地址，如需帮助请联系客服')

    const shipped = await paidOrder(s)
    await warehouse.call('POST', `/api/admin/orders/${shipped.id}/ship`, { com: 'SF', express_no: 'SF3234567890' })
    const refusedShipped = await change(s, shipped.id, gz)
    assert.equal(refusedShipped.errno, 2345)
    assert.equal(refusedShipped.error, '订单已发货，不能修改收货地址')
    const [o2] = await t.db.select().from(orders).where(eq(orders.id, shipped.id))
    assert.match(o2.address.full, /^浙江省/, 'a refusal changes nothing')
  })

  it('修改地址 checks the regional stock as the console does: a province the goods cannot reach is refused', async () => {
    const [lamb] = await t.db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .where(eq(spus.title, '内蒙古草原羔羊肉卷'))
      .orderBy(skus.id)
      .limit(1)
    const s = await shopper(t)
    const o = await paidOrder(s, lamb.id)
    const xinjiang = await addAddress(s, {
      provinceCode: '650000',
      province: '新疆维吾尔自治区',
      cityCode: '650100',
      city: '乌鲁木齐市',
      areaCode: '650102',
      area: '天山区'
    })
    const refused = await change(s, o.id, xinjiang)
    assert.equal(refused.errno, 2105, refused.error)
    assert.match(refused.error, /新疆维吾尔自治区无货/)
    const [still] = await t.db.select().from(orders).where(eq(orders.id, o.id))
    assert.match(still.address.full, /^浙江省/)
    assert.equal(still.addressChangedAt, null, 'a refused change does not use up the one change')
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, o.id), eq(orderStatusHistory.fromStatus, orderStatusHistory.toStatus)))
    assert.equal(history.length, 0)
    assert.equal((await change(s, o.id, await addAddress(s))).errno, 1)
  })
})
