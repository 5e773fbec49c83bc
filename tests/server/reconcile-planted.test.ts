import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, inArray } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { giftCardLedger, refunds, welfareLedger } from '../../server/src/db/schema'
import type { SandboxPayment } from '../../server/src/payment/payment.provider'
import { issueGiftCard, moveWelfare } from '../../server/src/wallet/giftcard'
import { makeGoods, placeOrder, shopper, statusOf, type Goods, type Shopper } from './order-fixtures'

/** China-time day of a moment, as the report's date picker sends it. */
const cnDay = (d = new Date()) => new Date(d.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10)

type Way = 'wechat' | 'alipay' | 'card' | 'welfare' | 'mixed'
type Kind = 'whole' | 'item' | 'return'
type Report = {
  balanced: boolean
  sections: { key: string; ours_total: number; theirs_total: number; diffs: { order_id: number; note: string }[] }[]
}

/**
 * Issue 29: one day on which every pay way (WeChat, Alipay, shopping card, welfare balance, card deduction plus
 * WeChat) is refunded every way a shopper can be (the whole order, one line by 售后, a return of one line). The
 * day's reconciliation must list no difference: each refund is found where its money went.
 */
describe('reconciliation of a planted day of refunds', () => {
  let t: TestApp
  let sandbox: SandboxPayment
  let finance: Console
  let service: Console
  let warehouse: Console
  let a: Goods
  let b: Goods
  const planted: { way: Way; kind: Kind; orderId: number; afterSaleId: number }[] = []

  before(async () => {
    t = await createTestApp()
    sandbox = t.app.providers.payment as SandboxPayment
    finance = await signIn(t, 'finance')
    service = await signIn(t, 'service')
    warehouse = await signIn(t, 'warehouse')
    a = await makeGoods(t, { price: 3000, stock: 100, cashback: 200 })
    b = await makeGoods(t, { price: 2000, stock: 100, cashback: 100 })
    const saved = await service.call('POST', '/api/admin/return-address', {
      name: '米粒售后',
      phone: '0571-88886666',
      address: '浙江省杭州市余杭区仓前街道 1 号退货仓'
    })
    assert.equal(saved.errno, 1, saved.error)
  })
  after(async () => {
    await sandbox.settle()
    await t.close()
  })

  const ok = <T extends { errno: number; error: string }>(r: T, what: string) => {
    assert.equal(r.errno, 1, `${what}: ${r.error}`)
    return r
  }

  /** A paid two-line order of `way`; mixed takes a 10-yuan card at checkout and pays the rest by WeChat. */
  async function paidOrder(s: Shopper, way: Way) {
    const body: Record<string, unknown> = {
      items: [
        { sku_id: a.skuId, qty: 1 },
        { sku_id: b.skuId, qty: 1 }
      ]
    }
    if (way === 'mixed') {
      const small = await issueGiftCard(t.db, {
        userId: s.uid,
        name: '小额卡',
        faceValue: 1000,
        expiresAt: new Date(Date.now() + 86400_000)
      })
      body.user_freeca_id = small
    }
    const o = await placeOrder(t, s, body)
    if (way === 'welfare')
      await t.db.transaction((tx) =>
        moveWelfare(tx, { userId: s.uid, delta: 20000, reason: 'seed', ref: `test-grant:${s.uid}` })
      )
    const payway = { wechat: 1, mixed: 1, alipay: 2, card: 4, welfare: 8 }[way]
    const pay = ok(
      await t.post(
        '/api/v1/order/pay',
        { order_no: o.order_no, payway, ...(way === 'card' ? { user_freeca_id: s.cardId } : {}) },
        s.token
      ),
      `pay ${way}`
    )
    if (payway <= 2) {
      await sandbox.pay(pay.data.out_trade_no)
      await sandbox.settle()
    }
    assert.equal(await statusOf(t, o.id), 1, `${way} paid`)
    return o
  }

  async function lines(s: Shopper, id: number) {
    const info = ok(await t.post('/api/v1/order/infov2', { id }, s.token), 'infov2')
    return info.data.lines as { item_id: number }[]
  }

  /** Plants one refund of `kind` for an order paid by `way`, carried to its end (已退款). */
  async function plant(way: Way, kind: Kind) {
    const s = await shopper(t)
    const o = await paidOrder(s, way)
    let afterSaleId: number
    if (kind === 'whole') {
      afterSaleId = ok(await t.post('/api/v1/order/refund', { id: o.id, reason: '不想要了' }, s.token), 'apply').data.id
      ok(await finance.call('POST', `/api/admin/aftersales/${afterSaleId}/approve`, { confirm: true }), 'approve')
    } else {
      ok(
        await warehouse.call('POST', `/api/admin/orders/${o.id}/ship`, { com: 'SF', express_no: `SF${o.id}0001` }),
        'ship'
      )
      if (kind === 'return') ok(await t.post('/api/v1/order/recvconfirm', { id: o.id }, s.token), 'receive')
      const [line] = await lines(s, o.id)
      const apply = { id: o.id, reason: '商品质量问题', item_id: line.item_id, type: kind === 'return' ? 2 : 1 }
      afterSaleId = ok(await t.post('/api/v1/order/refund', apply, s.token), 'apply').data.id
      if (kind === 'item')
        ok(await finance.call('POST', `/api/admin/aftersales/${afterSaleId}/approve`, { confirm: true }), 'approve')
      else {
        const path = `/api/admin/aftersales/${afterSaleId}`
        ok(await service.call('POST', `${path}/accept-return`, { confirm: true }), 'accept-return')
        const bill = { id: afterSaleId, com: 'YTO', express_no: `YT${o.id}000001` }
        ok(await t.post('/api/v1/order/aftersale/return', bill, s.token), 'send back')
        ok(await warehouse.call('POST', `${path}/receive`, { confirm: true }), 'receive-return')
        ok(await finance.call('POST', `${path}/refund`, { confirm: true }), 'refund-return')
      }
    }
    await sandbox.settle()
    planted.push({ way, kind, orderId: o.id, afterSaleId })
  }

  it('plants five pay ways by three refund kinds, each refund finished', async () => {
    for (const way of ['wechat', 'alipay', 'card', 'welfare', 'mixed'] as const)
      for (const kind of ['whole', 'item', 'return'] as const) await plant(way, kind)
    const ids = planted.map((p) => p.orderId)
    const rows = await t.db.select().from(refunds).where(inArray(refunds.orderId, ids))
    assert.equal(rows.length, 15, 'one refund per planted after-sale')
    for (const p of planted) {
      const r = rows.find((x) => x.afterSaleId === p.afterSaleId)
      assert.equal(r?.status, 1, `${p.way} ${p.kind} refunded`)
      assert.ok(r!.amount > 0)
    }
    assert.deepEqual(
      await Promise.all(planted.map((p) => statusOf(t, p.orderId))),
      planted.map((p) => (p.kind === 'whole' ? -4 : p.kind === 'item' ? 2 : 3)),
      'a whole order ends refunded, a line refund lets the rest go on'
    )
    // The balance ways' refunds are in their ledgers under the after-sale's own reference.
    const card = await t.db.select().from(giftCardLedger).where(inArray(giftCardLedger.orderId, ids))
    const welfare = await t.db.select().from(welfareLedger).where(inArray(welfareLedger.orderId, ids))
    for (const p of planted.filter((x) => x.way === 'card' || x.way === 'welfare')) {
      const ledger = p.way === 'card' ? card : welfare
      assert.ok(
        ledger.some((l) => l.ref === `refund:${p.orderId}:${p.afterSaleId}` && l.delta > 0),
        `${p.way} ${p.kind} in the ledger`
      )
    }
  })

  it('the reconciliation of that day lists no difference, and every refund is on both sides', async () => {
    const res = await finance.call<Report>('GET', `/api/admin/reconcile?date=${cnDay()}`)
    assert.equal(res.errno, 1, res.error)
    const diffs = res.data.sections.flatMap((s) => s.diffs.map((d) => ({ section: s.key, ...d })))
    assert.deepEqual(diffs, [], '0 differences')
    assert.equal(res.data.balanced, true)
    const done = await t.db.select().from(refunds).where(eq(refunds.status, 1))
    const total = done.reduce((s, r) => s + r.amount, 0)
    const section = res.data.sections.find((s) => s.key === 'refunds')!
    assert.deepEqual([section.ours_total, section.theirs_total], [total, total])
  })
})
