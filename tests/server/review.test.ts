import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, payWithCard, placeOrder, shopper, type Goods, type Shopper } from './order-fixtures'
import { signIn, type Console } from './admin-helpers'
import { auditLogs, orders, reviews, uploads } from '../../server/src/db/schema'

/** Reviews (评价): writing one with its refusals, reading a goods' reviews, and the console hiding one. */
describe('reviews', () => {
  let t: TestApp
  let goods: Goods
  let other: Goods
  let me: Shopper
  let stranger: Shopper
  let received: { id: number }
  let unpaid: { id: number }
  let service: Console

  /** An upload row as /service/image/upload writes it (that route sniffs the bytes; tests/server/upload.test.ts). */
  const uploaded = async (userId: number) => {
    const name = `${crypto.randomBytes(16).toString('hex')}.png`
    await t.db.insert(uploads).values({ userId, name, mime: 'image/png', size: 100 })
    return `${t.config.publicUrl}/api/service/image/${name}`
  }
  const create = (body: Record<string, unknown>, s: Shopper = me) =>
    t.post(
      '/api/v1/review/create',
      { order_id: received.id, sku_id: goods.skuId, stars: 5, content: '很好', ...body },
      s.token
    )

  before(async () => {
    t = await createTestApp()
    goods = await makeGoods(t)
    other = await makeGoods(t)
    me = await shopper(t)
    stranger = await shopper(t)
    received = await placeOrder(t, me, {
      items: [
        { sku_id: goods.skuId, qty: 1 },
        { sku_id: other.skuId, qty: 1 }
      ]
    })
    await payWithCard(t, me, (received as { order_no: string } & typeof received).order_no)
    // Shipping and receipt are other tests' business: the order is put straight into 已收货.
    await t.db.update(orders).set({ status: 3, receivedAt: new Date() }).where(eq(orders.id, received.id))
    unpaid = await placeOrder(t, me, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    service = await signIn(t, 'service', '客服小王')
  })
  after(() => t.close())

  it('refuses empty text, naming the field', async () => {
    for (const content of ['', '   \n ']) {
      const r = await create({ content })
      assert.equal(r.errno, 1001)
      assert.match(r.error, /content.*不能为空/)
    }
  })

  it('refuses text over 500 characters and says the limit', async () => {
    const r = await create({ content: '好'.repeat(501) })
    assert.equal(r.errno, 1001)
    assert.match(r.error, /content.*500/)
    assert.equal((await create({ content: '好'.repeat(2001) })).errno, 1001)
  })

  it('refuses markup and script in the text (not cleaned: refused)', async () => {
    for (const content of ['<script>alert(1)</script>', '好评<img src=x onerror=alert(1)>', 'javascript:alert(1)']) {
      const r = await create({ content })
      assert.equal(r.errno, 1001, content)
      assert.match(r.error, /content.*HTML/)
    }
  })

  it('refuses stars outside 1-5', async () => {
    for (const stars of [0, 6, 2.5]) {
      const r = await create({ stars })
      assert.equal(r.errno, 1001)
      assert.match(r.error, /stars/)
    }
  })

  it('refuses images that are not this shopper’s uploads, or more than six', async () => {
    const notUpload = await create({ images: ['https://evil.example/x.svg'] })
    assert.equal(notUpload.errno, 1001)
    assert.match(notUpload.error, /images\[0\].*不是本站上传的图片/)
    const theirs = await uploaded(stranger.uid)
    const mine = await uploaded(me.uid)
    const r = await create({ images: [mine, theirs] })
    assert.equal(r.errno, 1001)
    assert.match(r.error, /images\[1\].*不是您上传的图片/)
    const missing = `${t.config.publicUrl}/api/service/image/${'a'.repeat(32)}.png`
    assert.match((await create({ images: [missing] })).error, /images\[0\]/)
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploaded(me.uid)))
    const many = await create({ images: seven })
    assert.equal(many.errno, 1001)
    assert.match(many.error, /images/)
  })

  it('another shopper’s order is not found; an order not yet received is refused', async () => {
    const r = await create({}, stranger)
    assert.equal(r.errno, 1002)
    assert.match(r.error, /订单不存在/)
    const state = await t.post('/api/v1/review/order', { order_id: received.id }, stranger.token)
    assert.equal(state.errno, 1002)
    const early = await create({ order_id: unpaid.id })
    assert.equal(early.errno, 2371)
    assert.match(early.error, /确认收货后才能评价/)
    const notInOrder = await create({ sku_id: 999999 })
    assert.equal(notInOrder.errno, 1002)
    assert.equal((await t.post('/api/v1/review/create', { order_id: received.id })).errno, 1006)
  })

  it('writes a review once; a second one of the same line is refused', async () => {
    const img = await uploaded(me.uid)
    const ok = await create({ content: '  质量很好，物流快  ', images: [img], anonymous: true, stars: 4 })
    assert.equal(ok.errno, 1, ok.error)
    const again = await create({ content: '再评一次' })
    assert.equal(again.errno, 2370)
    assert.match(again.error, /已评价/)
    const state = await t.post('/api/v1/review/order', { order_id: received.id }, me.token)
    assert.equal(state.data.can_review, true)
    assert.deepEqual(
      state.data.lines.map((l: { sku_id: number; reviewed: boolean }) => [l.sku_id, l.reviewed]),
      [
        [goods.skuId, true],
        [other.skuId, false]
      ]
    )
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, ok.data.id))
    assert.equal(row.content, '质量很好，物流快')
    assert.deepEqual(row.images, [img.slice(t.config.publicUrl.length)])
  })

  it('goods-info reads the rating, the count and the newest reviews, anonymous ones masked, without a login', async () => {
    await create({ sku_id: other.skuId, stars: 2, content: '一般般' })
    const r = await t.post('/api/v1/review/list', { sku_id: goods.skuId, page: 1, page_size: 10 })
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.total, 1)
    assert.deepEqual(r.data.summary, { count: 1, rating: 4, good_rate: 100 })
    const [rev] = r.data.list
    assert.equal(rev.content, '质量很好，物流快')
    assert.equal(rev.anonymous, true)
    assert.match(rev.nick, /^.\*\*\*$/)
    assert.equal(rev.head, '')
    // H5 answers carry images as paths on the shop host (lib/image-urls.ts).
    assert.match(rev.images[0], /^(https?:\/\/[^/]+)?\/api\/service\/image\/[a-f0-9]{32}\.png$/)
    const o = await t.post('/api/v1/review/list', { sku_id: other.skuId })
    assert.deepEqual(o.data.summary, { count: 1, rating: 2, good_rate: 0 })
    assert.equal(o.data.list[0].anonymous, false)
    assert.equal((await t.post('/api/v1/review/list', { sku_id: 999999 })).errno, 1002)
  })

  it('the console hides a review (audited): it leaves the list and the rating; 仓库 may not', async () => {
    const [row] = await t.db.select().from(reviews).where(eq(reviews.skuId, goods.skuId))
    const warehouse = await signIn(t, 'warehouse')
    assert.equal(
      (await warehouse.call('POST', `/api/admin/reviews/${row.id}/hidden`, { hidden: true, reason: 'x' })).status,
      403
    )
    const noReason = await service.call('POST', `/api/admin/reviews/${row.id}/hidden`, { hidden: true, reason: ' ' })
    assert.equal(noReason.errno, 1001)
    assert.match(noReason.error, /reason/)
    const list = await service.call('GET', `/api/admin/reviews?spu_id=${goods.spuId}`)
    assert.equal(list.errno, 1, list.error)
    assert.equal(list.data.total, 1)
    const hide = await service.call('POST', `/api/admin/reviews/${row.id}/hidden`, { hidden: true, reason: '广告内容' })
    assert.equal(hide.errno, 1, hide.error)
    const r = await t.post('/api/v1/review/list', { sku_id: goods.skuId })
    assert.equal(r.data.total, 0)
    assert.deepEqual(r.data.list, [])
    assert.deepEqual(r.data.summary, { count: 0, rating: 0, good_rate: 0 })
    const [log] = await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'review'))
    assert.equal(log.action, 'hide')
    assert.equal(log.staffName, '客服小王')
    const ops = await signIn(t, 'ops')
    const hidden = await ops.call('GET', `/api/admin/reviews?hidden=true`)
    assert.equal(hidden.data.list[0].id, row.id)
    assert.equal(hidden.data.list[0].hidden_reason, '广告内容')
    assert.equal(
      (await ops.call('POST', `/api/admin/reviews/${row.id}/hidden`, { hidden: true, reason: 'x' })).errno,
      1005
    )
    const show = await ops.call('POST', `/api/admin/reviews/${row.id}/hidden`, { hidden: false, reason: '' })
    assert.equal(show.errno, 1, show.error)
    assert.equal((await t.post('/api/v1/review/list', { sku_id: goods.skuId })).data.total, 1)
  })
})
