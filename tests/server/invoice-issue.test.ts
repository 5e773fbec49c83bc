import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, payWithCard, placeOrder, shopper, type Goods, type Shopper } from './order-fixtures'

/** POST /api/dev/invoice/issue: the sandbox tax service on demand, so browser journeys need not wait for its job. */
describe('dev: issue an applied invoice now', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  before(async () => {
    t = await createTestApp()
    goods = await makeGoods(t, { price: 2500 })
    alice = await shopper(t)
  })
  after(() => t.close())

  it('issues a pending application once, with a number and a PDF address', async () => {
    const receiver = (
      await t.post('/api/v1/invoice/receiver/add', { kind: 1, title: '个人', email: 'a@b.cn' }, alice.token)
    ).data
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, alice, order.order_no)
    const applied = await t.post('/api/v1/invoice/apply', { order_id: order.id, receiver_id: receiver.id }, alice.token)
    assert.equal(applied.errno, 1, applied.error)

    const issued = await t.post('/api/dev/invoice/issue', { id: applied.data.id })
    assert.equal(issued.errno, 1, issued.error)
    assert.deepEqual([issued.data.status, issued.data.status_text], [1, '已开票'])
    assert.match(issued.data.invoice_no, /^\d{14}$/)
    assert.match(issued.data.pdf_url, /\/api\/v1\/invoice\/pdf\/\d+\?sig=[0-9a-f]{32}$/)
    const mine = await t.post('/api/v1/invoice/info', { id: applied.data.id }, alice.token)
    assert.equal(mine.data.invoice_no, issued.data.invoice_no)

    const again = await t.post('/api/dev/invoice/issue', { id: applied.data.id })
    assert.deepEqual([again.errno, again.error], [2350, '发票已开票'])
    assert.equal((await t.post('/api/dev/invoice/issue', { id: 999999 })).errno, 1002)
  })
})
