import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import type { TestApp } from './helpers'
import { refunds } from '../../server/src/db/schema'
import type { SandboxPayment } from '../../server/src/payment/payment.provider'
import { cardBalance, fundedShop, payWithCard, placeOrder, statusOf, type Goods, type Shopper } from './order-fixtures'

/** What the refund application page sends: the refund type, a partial amount, and withdrawing an application. */
describe('refund applications: type, amount and withdrawal', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let bob: Shopper
  before(async () => {
    ;({ t, goods, alice, bob } = await fundedShop({ price: 5000, stock: 100 }))
  })
  after(async () => {
    await (t.app.providers.payment as SandboxPayment).settle()
    await t.close()
  })

  const paidOrder = async (s: Shopper) => {
    const order = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, s, order.order_no)
    return order
  }

  it('refunds only the amount asked for, never more than was paid', async () => {
    const order = await paidOrder(alice)
    const balance = await cardBalance(t, alice.cardId)
    const over = await t.post(
      '/api/v1/order/refund',
      { id: order.id, reason: '不想要了', amount: order.pay_amount + 1 },
      alice.token
    )
    assert.equal(over.errno, 2340)
    assert.match(over.error, /不能超过实付金额/)
    assert.equal(await statusOf(t, order.id), 1, 'a refused application leaves the order as it was')

    const r = await t.post('/api/v1/order/refund', { id: order.id, reason: '少发了', amount: 1234 }, alice.token)
    assert.equal(r.errno, 1, r.error)
    const info = await t.post('/api/v1/order/aftersale/info', { id: r.data.id }, alice.token)
    assert.deepEqual([info.data.amount, info.data.type, info.data.type_text], [1234, 1, '仅退款'])
    assert.equal((await t.post('/api/dev/refund/approve', { id: r.data.id })).errno, 1)
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.afterSaleId, r.data.id))
    assert.equal(refund.amount, 1234)
    assert.equal(await cardBalance(t, alice.cardId), balance + 1234)
    assert.equal(await statusOf(t, order.id), -4)
  })

  it('offers 退货退款 only once the goods were shipped', async () => {
    const order = await paidOrder(bob)
    const early = await t.post('/api/v1/order/refund', { id: order.id, reason: '质量问题', type: 2 }, bob.token)
    assert.equal(early.errno, 2340)
    assert.equal(early.error, '商品尚未发货，请选择仅退款')
    assert.equal((await t.post('/api/dev/order/ship', { order_no: order.order_no })).errno, 1)
    const r = await t.post('/api/v1/order/refund', { id: order.id, reason: '质量问题', type: 2 }, bob.token)
    assert.equal(r.errno, 1, r.error)
    const info = await t.post('/api/v1/order/aftersale/info', { id: r.data.id }, bob.token)
    assert.deepEqual([info.data.type, info.data.type_text, info.data.amount], [2, '退货退款', order.pay_amount])
    const bad = await t.post('/api/v1/order/refund', { id: order.id, reason: 'x', type: 3 }, bob.token)
    assert.equal(bad.errno, 1001)
  })

  it('withdraws an undecided application: the order returns to where it was, and can apply again', async () => {
    const order = await paidOrder(alice)
    const r = await t.post('/api/v1/order/refund', { id: order.id, reason: '不想要了' }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.equal(
      (await t.post('/api/v1/order/aftersale/cancel', { id: r.data.id }, bob.token)).errno,
      1002,
      "another shopper's application is not found"
    )
    const c = await t.post('/api/v1/order/aftersale/cancel', { id: r.data.id }, alice.token)
    assert.equal(c.errno, 1, c.error)
    assert.deepEqual([c.data.status, c.data.status_text], [4, '已撤销'])
    assert.equal(await statusOf(t, order.id), 1)
    const twice = await t.post('/api/v1/order/aftersale/cancel', { id: r.data.id }, alice.token)
    assert.equal(twice.errno, 2340)
    assert.equal((await t.post('/api/dev/refund/approve', { id: r.data.id })).errno, 2340, 'nothing left to approve')

    const again = await t.post('/api/v1/order/refund', { id: order.id, reason: '还是退了吧' }, alice.token)
    assert.equal(again.errno, 1, again.error)
    assert.equal((await t.post('/api/dev/refund/approve', { id: again.data.id })).errno, 1)
    const decided = await t.post('/api/v1/order/aftersale/cancel', { id: again.data.id }, alice.token)
    assert.equal(decided.errno, 2340, 'a decided application cannot be withdrawn')
  })
})
