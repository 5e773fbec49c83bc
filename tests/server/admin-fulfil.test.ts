import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { auditLogs, orders, refunds } from '../../server/src/db/schema'
import { cardBalance, makeGoods, payWithCard, placeOrder, shopper, statusOf, type Goods } from './order-fixtures'

/** Orders, shipping (one and bulk CSV), closing, export and after-sale decisions through the console. */
describe('console fulfilment: orders, shipping, after-sales', () => {
  let t: TestApp
  let goods: Goods
  let warehouse: Console
  let finance: Console
  let finance2: Console
  let service: Console
  before(async () => {
    t = await createTestApp()
    goods = await makeGoods(t, { price: 1500, stock: 500 })
    warehouse = await signIn(t, 'warehouse', '仓库小王')
    finance = await signIn(t, 'finance', '财务甲')
    finance2 = await signIn(t, 'finance', '财务乙')
    service = await signIn(t, 'service', '客服小李')
  })
  after(() => t.close())

  const paidOrder = async () => {
    const s = await shopper(t)
    const o = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, s, o.order_no)
    return { s, o }
  }

  it('finds orders by number, phone, status and goods; the detail has its history', async () => {
    const { o } = await paidOrder()
    const byNo = await warehouse.call('GET', `/api/admin/orders?order_no=${o.order_no}`)
    assert.equal(byNo.errno, 1, byNo.error)
    assert.equal(byNo.data.total, 1)
    assert.equal(byNo.data.list[0].status_text, '待发货')
    const byPhone = await warehouse.call('GET', '/api/admin/orders?phone=13800138000&status=1&page_size=100')
    assert.ok(byPhone.data.list.some((r: { id: number }) => r.id === o.id))
    const byGoods = await warehouse.call('GET', `/api/admin/orders?goods=${encodeURIComponent('测试商品')}&status=1`)
    assert.ok(byGoods.data.total >= 1)
    const none = await warehouse.call('GET', `/api/admin/orders?goods=${encodeURIComponent('不存在的商品')}`)
    assert.equal(none.data.total, 0)
    const bad = await warehouse.call('GET', '/api/admin/orders?phone=12')
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /phone/)
    const detail = await warehouse.call('GET', `/api/admin/orders/${o.id}`)
    assert.deepEqual(
      detail.data.history.map((h: { to: number }) => h.to),
      [0, 1]
    )
  })

  it('ships one order with the operator waybill, once; the shopper tracks it', async () => {
    const { s, o } = await paidOrder()
    const badCom = await warehouse.call('POST', `/api/admin/orders/${o.id}/ship`, {
      com: 'XX',
      express_no: 'SF1234567890'
    })
    assert.equal(badCom.errno, 1001)
    assert.match(badCom.error, /com/)
    const res = await warehouse.call('POST', `/api/admin/orders/${o.id}/ship`, {
      com: 'SF',
      express_no: 'sf1234567890'
    })
    assert.equal(res.errno, 1, res.error)
    assert.equal(await statusOf(t, o.id), 2)
    const again = await warehouse.call('POST', `/api/admin/orders/${o.id}/ship`, {
      com: 'SF',
      express_no: 'SF999999999'
    })
    assert.equal(again.errno, 2301, 'a shipped order is not shipped again with another waybill')
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id))
    assert.deepEqual([row.expressCom, row.expressNo], ['SF', 'SF1234567890'])
    const info = await t.post('/api/service/express/info', { com: 'SF', express_no: 'SF1234567890' }, s.token)
    assert.equal(info.errno, 1, info.error)
    assert.equal(info.data.com_name, '顺丰速运')
    assert.match(info.data.traces[0].context, /已揽收/)
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(o.id)))
    assert.ok(logs.some((l) => l.entity === 'order' && l.action === 'ship' && l.staffName === '仓库小王'))
  })

  it('bulk ships a CSV: bad rows reported, good rows shipped, a re-upload ships nothing twice', async () => {
    const a = (await paidOrder()).o
    const b = (await paidOrder()).o
    const unpaid = await placeOrder(t, await shopper(t), { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const csv = [
      '订单号,快递公司,运单号',
      `${a.order_no},顺丰速运,SF2000000001`,
      `99999999999999999999,SF,SF2000000002`,
      `${unpaid.order_no},ZTO,ZT2000000003`,
      `${b.order_no},火星快递,HX2000000004`,
      `${b.order_no},ZTO,"ZT2000000005"`
    ].join('\r\n')
    const res = await warehouse.call('POST', '/api/admin/orders/ship-csv', { csv })
    assert.equal(res.errno, 1, res.error)
    assert.deepEqual(
      res.data.map((r: { line: number; result: string }) => [r.line, r.result]),
      [
        [2, 'shipped'],
        [3, 'failed'],
        [4, 'failed'],
        [5, 'failed'],
        [6, 'shipped']
      ]
    )
    assert.match(res.data[1].message, /订单不存在/)
    assert.match(res.data[2].message, /待付款/)
    assert.match(res.data[3].message, /火星快递/)
    assert.deepEqual([await statusOf(t, a.id), await statusOf(t, b.id), await statusOf(t, unpaid.id)], [2, 2, 0])

    const again = await warehouse.call('POST', '/api/admin/orders/ship-csv', { csv })
    assert.deepEqual(
      again.data.map((r: { result: string }) => r.result),
      ['already', 'failed', 'failed', 'failed', 'already']
    )
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(a.id)))
    assert.equal(logs.filter((l) => l.action === 'ship').length, 1, 'shipped once across two uploads')
  })

  it('closes an unpaid order with a reason; a paid one is refused', async () => {
    const unpaid = await placeOrder(t, await shopper(t), { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const empty = await warehouse.call('POST', `/api/admin/orders/${unpaid.id}/close`, { reason: ' ' })
    assert.equal(empty.errno, 1001)
    const res = await warehouse.call('POST', `/api/admin/orders/${unpaid.id}/close`, { reason: '客户电话要求关闭' })
    assert.equal(res.errno, 1, res.error)
    assert.equal(await statusOf(t, unpaid.id), -2)
    const { o } = await paidOrder()
    assert.equal((await warehouse.call('POST', `/api/admin/orders/${o.id}/close`, { reason: '试试' })).errno, 2301)
  })

  it('exports the filtered orders as CSV', async () => {
    const { o } = await paidOrder()
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders-export?order_no=${o.order_no}`,
      headers: { cookie: warehouse.cookie }
    })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /text\/csv/)
    const lines = res.body.trim().split('\n')
    assert.equal(lines.length, 2)
    assert.match(lines[0], /订单号/)
    assert.match(lines[1], new RegExp(`"${o.order_no}","待发货","${(o.pay_amount / 100).toFixed(2)}"`))
  })

  it('two 财务 approving one refund at once refund it once; refusing needs a reason the shopper reads', async () => {
    const { s, o } = await paidOrder()
    const before = await cardBalance(t, s.cardId)
    const applied = await t.post('/api/v1/order/refund', { id: o.id, reason: '不想要了' }, s.token)
    assert.equal(applied.errno, 1, applied.error)
    const denied = await service.call('POST', `/api/admin/aftersales/${applied.data.id}/approve`, { confirm: true })
    assert.equal(denied.status, 403, '客服 cannot move money')
    const both = await Promise.all([
      finance.call('POST', `/api/admin/aftersales/${applied.data.id}/approve`, { confirm: true, remark: '同意' }),
      finance2.call('POST', `/api/admin/aftersales/${applied.data.id}/approve`, { confirm: true, remark: '同意' })
    ])
    assert.deepEqual(both.map((r) => r.errno).sort(), [1, 2340])
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, o.id))
    assert.equal(rows.length, 1)
    assert.equal(await cardBalance(t, s.cardId), before + o.pay_amount, 'the money came back once')
    assert.equal(await statusOf(t, o.id), -4)
    const queue = await finance.call('GET', `/api/admin/aftersales?order_no=${o.order_no}`)
    assert.equal(queue.data.list[0].refund.status_text, '已退款')

    const other = await paidOrder()
    const second = await t.post('/api/v1/order/refund', { id: other.o.id, reason: '拍错了' }, other.s.token)
    const noReason = await service.call('POST', `/api/admin/aftersales/${second.data.id}/refuse`, {})
    assert.equal(noReason.errno, 1001)
    const refused = await service.call('POST', `/api/admin/aftersales/${second.data.id}/refuse`, {
      reason: '商品已拆封，不支持退款'
    })
    assert.equal(refused.errno, 1, refused.error)
    assert.equal(await statusOf(t, other.o.id), 1)
    const seen = await t.post('/api/v1/order/aftersale/info', { id: second.data.id }, other.s.token)
    assert.equal(seen.data.status, 3)
    assert.match(JSON.stringify(seen.data), /商品已拆封，不支持退款/)
  })
})
