import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { TestApp } from './helpers'
import { validTaxNo } from '../../server/src/invoice/invoice'
import { issuePendingInvoices } from '../../server/src/invoice/invoice-sandbox'
import { fundedShop, payWithCard, placeOrder, type Goods, type Shopper } from './order-fixtures'

describe('invoices: receivers, applications, issuing', () => {
  let t: TestApp
  let goods: Goods
  let alice: Shopper
  let bob: Shopper
  before(async () => {
    ;({ t, goods, alice, bob } = await fundedShop({ price: 3000 }))
  })
  after(() => t.close())

  const company = { kind: 2, title: '杭州某某科技有限公司', tax_no: '91350100M000100Y43', email: 'finance@example.com' }

  it('validates taxpayer numbers by the unified social credit code check character', () => {
    assert.equal(validTaxNo('91350100M000100Y43'), true)
    assert.equal(validTaxNo('91110000802100433B'), true)
    assert.equal(validTaxNo('91350100M000100Y44'), false)
    assert.equal(validTaxNo('ABC'), false)
  })

  it('adds, updates, lists and deletes receivers; a company needs a valid tax number', async () => {
    const personal = await t.post(
      '/api/v1/invoice/receiver/add',
      { kind: 1, title: '张三', is_default: true },
      alice.token
    )
    assert.equal(personal.errno, 1, personal.error)
    assert.equal(personal.data.tax_no, '')
    const noTax = await t.post('/api/v1/invoice/receiver/add', { ...company, tax_no: undefined }, alice.token)
    assert.equal(noTax.errno, 1001)
    assert.match(noTax.error, /tax_no/)
    const badTax = await t.post(
      '/api/v1/invoice/receiver/add',
      { ...company, tax_no: '91350100M000100Y44' },
      alice.token
    )
    assert.equal(badTax.errno, 1001)
    assert.match(badTax.error, /纳税人识别号/)
    const badKind = await t.post('/api/v1/invoice/receiver/add', { ...company, kind: 3 }, alice.token)
    assert.equal(badKind.errno, 1001)
    assert.match(badKind.error, /kind/)
    const badMail = await t.post('/api/v1/invoice/receiver/add', { ...company, email: 'nope' }, alice.token)
    assert.equal(badMail.errno, 1001)
    const corp = await t.post(
      '/api/v1/invoice/receiver/add',
      { ...company, tax_no: '91350100m000100y43', is_default: true },
      alice.token
    )
    assert.equal(corp.errno, 1, corp.error)
    assert.equal(corp.data.tax_no, '91350100M000100Y43')
    const list = await t.post('/api/v1/invoice/receiver/list', {}, alice.token)
    assert.deepEqual(
      list.data.list.map((r: { id: number; is_default: boolean }) => [r.id, r.is_default]),
      [
        [corp.data.id, true],
        [personal.data.id, false]
      ]
    )
    const edited = await t.post(
      '/api/v1/invoice/receiver/add',
      { id: personal.data.id, kind: 1, title: '张三丰' },
      alice.token
    )
    assert.equal(edited.data.title, '张三丰')
    assert.equal(
      (await t.post('/api/v1/invoice/receiver/add', { id: personal.data.id, kind: 1, title: '李四' }, bob.token)).errno,
      1002
    )
    assert.equal((await t.post('/api/v1/invoice/receiver/del', { id: personal.data.id }, bob.token)).errno, 1002)
    assert.equal((await t.post('/api/v1/invoice/receiver/del', { id: personal.data.id }, alice.token)).errno, 1)
    assert.equal((await t.post('/api/v1/invoice/receiver/list', {}, alice.token)).data.list.length, 1)
  })

  it('applies once per paid order, issues a PDF, and refuses unpaid orders and other users ids', async () => {
    const receiver = (await t.post('/api/v1/invoice/receiver/add', company, alice.token)).data
    const unpaid = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const early = await t.post('/api/v1/invoice/apply', { order_id: unpaid.id, receiver_id: receiver.id }, alice.token)
    assert.equal(early.errno, 2350)
    await payWithCard(t, alice, unpaid.order_no)
    assert.equal(
      (await t.post('/api/v1/invoice/apply', { order_id: unpaid.id, receiver_id: receiver.id }, bob.token)).errno,
      1002
    )
    const bobReceiver = (await t.post('/api/v1/invoice/receiver/add', { kind: 1, title: '李四' }, bob.token)).data
    assert.equal(
      (await t.post('/api/v1/invoice/apply', { order_id: unpaid.id, receiver_id: bobReceiver.id }, alice.token)).errno,
      1002
    )

    const r = await t.post('/api/v1/invoice/apply', { order_id: unpaid.id, receiver_id: receiver.id }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.deepEqual(
      [r.data.status, r.data.status_text, r.data.amount, r.data.pdf_url],
      [0, '开票中', unpaid.pay_amount, null]
    )
    assert.equal(
      (await t.post('/api/v1/invoice/apply', { order_id: unpaid.id, receiver_id: receiver.id }, alice.token)).errno,
      2350
    )
    const info = await t.post('/api/v1/order/infov2', { id: unpaid.id }, alice.token)
    assert.equal(info.data.can_invoice, false)

    assert.equal(await issuePendingInvoices(t.app, 60_000), 0)
    assert.equal(await issuePendingInvoices(t.app, 60_000, new Date(Date.now() + 61_000)), 1)
    const issued = await t.post('/api/v1/invoice/info', { id: r.data.id }, alice.token)
    assert.equal(issued.data.status_text, '已开票')
    assert.match(issued.data.invoice_no, /^\d{14}$/)
    const url = new URL(issued.data.pdf_url)
    const pdf = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
    assert.equal(pdf.statusCode, 200)
    assert.equal(pdf.headers['content-type'], 'application/pdf')
    assert.ok(pdf.rawPayload.subarray(0, 8).toString().startsWith('%PDF-1.4'))
    assert.match(pdf.rawPayload.toString('latin1'), /%%EOF\n$/)
    const forged = await t.app.inject({ method: 'GET', url: `${url.pathname}?sig=${'0'.repeat(32)}` })
    assert.equal(forged.statusCode, 404)

    assert.equal((await t.post('/api/v1/invoice/info', { id: r.data.id }, bob.token)).errno, 1002)
    const list = await t.post('/api/v1/invoice/list', {}, alice.token)
    assert.deepEqual(
      list.data.list.map((i: { id: number; order_no: string }) => [i.id, i.order_no]),
      [[r.data.id, unpaid.order_no]]
    )
    assert.equal((await t.post('/api/v1/invoice/list', {}, bob.token)).data.total, 0)
  })

  it('voids the invoice of a refunded order', async () => {
    const receiver = (await t.post('/api/v1/invoice/receiver/list', {}, alice.token)).data.list[0]
    const order = await placeOrder(t, alice, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, alice, order.order_no)
    const inv = await t.post('/api/v1/invoice/apply', { order_id: order.id, receiver_id: receiver.id }, alice.token)
    const refund = await t.post('/api/v1/order/refund', { id: order.id, reason: '不要了' }, alice.token)
    await t.post('/api/dev/refund/approve', { id: refund.data.id })
    const info = await t.post('/api/v1/invoice/info', { id: inv.data.id }, alice.token)
    assert.deepEqual([info.data.status, info.data.status_text], [2, '已作废'])
  })
})
