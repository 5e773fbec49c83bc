import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { auditLogs, messages } from '../../server/src/db/schema'
import { buildPdf } from '../../server/src/invoice/invoice-pdf'
import { makeGoods, payWithCard, placeOrder, shopper, type Goods, type Shopper } from './order-fixtures'

/** A multipart body with one file part (and optional fields), as the console's upload wrapper sends it. */
function multipart(file: Buffer, fields: Record<string, string> = {}, name = 'invoice.pdf') {
  const boundary = '----mili' + Date.now()
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`
  )
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/pdf\r\n\r\n`
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

/** 财务's invoice queue: issue with an uploaded or generated PDF, refuse with a reason; the shopper sees it. */
describe('console invoices', () => {
  let t: TestApp
  let finance: Console
  let ops: Console
  let goods: Goods
  let alice: Shopper
  let bob: Shopper
  let dataDir: string
  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mili-invoices-'))
    t = await createTestApp({ env: { DATA_DIR: dataDir } })
    finance = await signIn(t, 'finance')
    ops = await signIn(t, 'ops')
    goods = await makeGoods(t, { price: 2500 })
    ;[alice, bob] = await Promise.all([shopper(t), shopper(t)])
  })
  after(async () => {
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  async function applied(s: Shopper) {
    const receiver = (await t.post('/api/v1/invoice/receiver/add', { kind: 1, title: '张三' }, s.token)).data
    const order = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, s, order.order_no)
    const res = await t.post('/api/v1/invoice/apply', { order_id: order.id, receiver_id: receiver.id }, s.token)
    assert.equal(res.errno, 1, res.error)
    return { id: res.data.id as number, order }
  }
  const upload = (id: number, file: Buffer, fields?: Record<string, string>, who = finance) => {
    const { body, type } = multipart(file, fields)
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${id}/upload`,
      payload: body,
      headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': type }
    })
  }
  const lastMessage = async (uid: number) => (await t.db.select().from(messages).where(eq(messages.userId, uid))).at(-1)

  it('issues with an uploaded PDF: the shopper is told, sees it and downloads exactly that file', async () => {
    const { id, order } = await applied(alice)
    const queue = await finance.call('GET', '/api/admin/invoices?status=0')
    assert.ok(queue.data.list.some((i: { id: number }) => i.id === id))
    const pdf = buildPdf(['税务系统开具的发票', `订单 ${order.order_no}`])

    assert.equal((await upload(id, pdf, {}, ops)).statusCode, 403, '运营 issues nothing')
    const notPdf = await upload(id, Buffer.from('<html>not a pdf</html>'))
    assert.deepEqual([notPdf.json().errno, notPdf.json().error], [2351, '参数 file 不是 PDF 文件'])
    const badNo = await upload(id, pdf, { invoice_no: '12' })
    assert.equal(badNo.json().errno, 1001)
    assert.match(badNo.json().error, /invoice_no/)
    const big = await upload(id, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]))
    assert.equal(big.json().errno, 1001)
    assert.match(big.json().error, /file/)

    const res = await upload(id, pdf, { invoice_no: '044001900111' })
    assert.equal(res.json().errno, 1, res.json().error)
    const mine = await t.post('/api/v1/invoice/info', { id }, alice.token)
    assert.deepEqual([mine.data.status, mine.data.status_text, mine.data.invoice_no], [1, '已开票', '044001900111'])
    const file = await t.app.inject({
      method: 'GET',
      url: new URL(mine.data.pdf_url).pathname + new URL(mine.data.pdf_url).search
    })
    assert.equal(file.headers['content-type'], 'application/pdf')
    assert.ok(file.rawPayload.equals(pdf), 'the uploaded file, byte for byte')
    // Kept in the app's file store (DATA_DIR/uploads here, the bucket with UPLOAD_STORE=s3), not on one node's disk.
    const stored = fs.readdirSync(path.join(dataDir, 'uploads')).filter((f) => f.endsWith('.pdf'))
    assert.equal(stored.length, 1)
    assert.ok(fs.readFileSync(path.join(dataDir, 'uploads', stored[0])).equals(pdf))
    assert.equal(fs.existsSync(path.join(dataDir, 'invoices')), false)
    const msg = await lastMessage(alice.uid)
    assert.equal(msg?.title, '发票已开具')
    assert.match(msg?.content ?? '', /044001900111/)

    const again = await finance.call('POST', `/api/admin/invoices/${id}/issue`, { confirm: true })
    assert.deepEqual([again.errno, again.error], [2350, '发票申请已开票，不能重复处理'])
    const logs = await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'invoice'))
    assert.equal(logs.filter((l) => l.entityId === String(id) && l.action === 'issue').length, 1)
  })

  it('issues with a generated PDF, once when two operators click together', async () => {
    const { id } = await applied(alice)
    assert.equal((await finance.call('POST', `/api/admin/invoices/${id}/issue`, {})).errno, 1001, 'confirm needed')
    const finance2 = await signIn(t, 'finance')
    const both = await Promise.all([
      finance.call('POST', `/api/admin/invoices/${id}/issue`, { confirm: true }),
      finance2.call('POST', `/api/admin/invoices/${id}/issue`, { confirm: true })
    ])
    assert.deepEqual(both.map((r) => r.errno).sort(), [1, 2350])
    const mine = await t.post('/api/v1/invoice/info', { id }, alice.token)
    const file = await t.app.inject({
      method: 'GET',
      url: new URL(mine.data.pdf_url).pathname + new URL(mine.data.pdf_url).search
    })
    assert.equal(file.rawPayload.subarray(0, 5).toString(), '%PDF-')
    const told = (await t.db.select().from(messages).where(eq(messages.userId, alice.uid))).filter(
      (m) => m.title === '发票已开具'
    )
    assert.equal(told.length, 2, 'one message per issued invoice, not per click')
  })

  it('refuses with a reason the shopper reads; a decided or unknown application is refused', async () => {
    const { id } = await applied(bob)
    const empty = await finance.call('POST', `/api/admin/invoices/${id}/refuse`, { reason: '  ' })
    assert.equal(empty.errno, 1001)
    assert.match(empty.error, /reason/)
    const res = await finance.call('POST', `/api/admin/invoices/${id}/refuse`, { reason: '抬头与付款人不符' })
    assert.equal(res.errno, 1, res.error)
    const mine = await t.post('/api/v1/invoice/list', { page: 1 }, bob.token)
    const row = mine.data.list.find((i: { id: number }) => i.id === id)
    assert.deepEqual([row.status, row.status_text, row.reason, row.pdf_url], [3, '未通过', '抬头与付款人不符', null])
    assert.equal((await lastMessage(bob.uid))?.content.includes('抬头与付款人不符'), true)
    const issue = await finance.call('POST', `/api/admin/invoices/${id}/issue`, { confirm: true })
    assert.deepEqual([issue.errno, issue.error], [2350, '发票申请未通过，不能重复处理'])
    assert.equal((await finance.call('POST', '/api/admin/invoices/999999/refuse', { reason: 'x' })).errno, 1002)
    assert.equal(
      (await t.post('/api/v1/invoice/info', { id }, alice.token)).errno,
      1002,
      "another shopper's: not found"
    )
  })
})
