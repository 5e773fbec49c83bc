import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { isNotNull } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { goodsBody, signIn, type Console } from './admin-helpers'
import { placeOrder, shopper, type Shopper } from './order-fixtures'
import { categories, warehouses } from '../../server/src/db/schema'
import { uploadPicture } from './picture-fixtures'

const A = '/api/admin'
const V1 = '/api/v1'
const MP = { 'MILI-MP-VER': '1.0.0' }

/** A picture uploaded once in the console is what the shopper sees wherever the goods appear (issue 28). */
describe('an uploaded picture shown everywhere', () => {
  let t: TestApp
  let ops: Console
  let s: Shopper
  let main: string
  let gallery: string
  let colour: string
  let goods: { id: number; skus: Array<{ id: number }> }
  const addr = (key: string) => `/api/service/image/${key}`
  before(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://shop.test' } })
    ops = await signIn(t, 'ops')
    ;[main, gallery, colour] = [await uploadPicture(t, ops), await uploadPicture(t, ops), await uploadPicture(t, ops)]
    const [cat] = await t.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1)
    const [wh] = await t.db.select().from(warehouses).limit(1)
    const body = goodsBody(cat.id, wh.id, '照片芒果')
    const res = await ops.call('POST', `${A}/goods`, {
      ...body,
      picture: main,
      images: [gallery],
      skus: [body.skus[0], { ...body.skus[1], region_stock: [], stock: 30, picture: colour }]
    })
    assert.equal(res.errno, 1, res.error)
    goods = res.data
    assert.equal(res.data.picture, main)
    assert.deepEqual(res.data.images, [gallery])
    assert.deepEqual(
      res.data.skus.map((k: { picture: string }) => k.picture),
      ['', colour]
    )
    s = await shopper(t)
  })
  after(() => t.close())

  it('search and goods info carry it, sized by the app; no address is built from an id', async () => {
    const found = await t.post(`${V1}/goods/search`, { keyword: '照片芒果' })
    assert.equal(found.errno, 1, found.error)
    assert.equal(found.data.list[0].picture, addr(main))
    assert.equal(found.data.list[0].image, `${addr(main)}_480.jpg`)
    const info = await t.post(`${V1}/goods/info`, { sku_id: goods.skus[1].id })
    assert.deepEqual(info.data.pictures, [addr(main), addr(gallery)])
    assert.equal(info.data.skus[0].picture, addr(main), 'a SKU without its own shows the main picture')
    assert.equal(info.data.sku.picture, addr(colour))
    assert.ok(!JSON.stringify(info.data).includes('/goods/image/'))
    // Mini programs get the same addresses whole.
    const mp = await t.post(`${V1}/goods/search`, { keyword: '照片芒果' }, undefined, MP)
    assert.equal(mp.data.list[0].picture, `http://shop.test${addr(main)}`)
  })

  it('cart lines, the order preview and order lines carry the SKU picture', async () => {
    assert.equal((await t.post(`${V1}/cart/add`, { sku_id: goods.skus[0].id, qty: 1 }, s.token)).errno, 1)
    assert.equal((await t.post(`${V1}/cart/add`, { sku_id: goods.skus[1].id, qty: 1 }, s.token)).errno, 1)
    const cart = await t.post(`${V1}/cart/list`, {}, s.token)
    const byId = new Map(cart.data.list.map((l: { sku_id: number; picture: string }) => [l.sku_id, l.picture]))
    assert.equal(byId.get(goods.skus[0].id), addr(main))
    assert.equal(byId.get(goods.skus[1].id), addr(colour))
    const items = [{ sku_id: goods.skus[1].id, qty: 1 }]
    const confirm = await t.post(`${V1}/order/confirm`, { coupon_id: 0, items }, s.token)
    assert.equal(confirm.data.lines[0].picture, addr(colour))
    const order = await placeOrder(t, s, { items })
    const detail = await t.post(`${V1}/order/infov2`, { id: order.id }, s.token)
    assert.equal(detail.errno, 1, detail.error)
    assert.equal(detail.data.lines[0].picture, addr(colour))
    assert.equal(detail.data.lines[0].image, `${addr(colour)}_480.jpg`)
    const list = await t.post(`${V1}/order/listv2`, {}, s.token)
    const line = list.data.list.find((o: { id: number }) => o.id === order.id).lines[0]
    assert.equal(line.picture, addr(colour))
  })

  it('an order keeps the picture the goods had when it was bought', async () => {
    const order = await placeOrder(t, s, { items: [{ sku_id: goods.skus[0].id, qty: 1 }] })
    const fresh = await uploadPicture(t, ops)
    const now = (await ops.call('GET', `${A}/goods/${goods.id}`)).data
    const saved = await ops.call('PUT', `${A}/goods/${goods.id}`, { ...now, picture: fresh, revision: now.revision })
    assert.equal(saved.errno, 1, saved.error)
    const detail = await t.post(`${V1}/order/infov2`, { id: order.id }, s.token)
    assert.equal(detail.data.lines[0].picture, addr(main))
    const found = await t.post(`${V1}/goods/search`, { keyword: '照片芒果' })
    assert.equal(found.data.list[0].picture, addr(fresh))
  })

  it('refuses a picture that is not a whole upload of this shop, naming the field', async () => {
    const now = (await ops.call('GET', `${A}/goods/${goods.id}`)).data
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ picture: 'f'.repeat(32) }, /参数 picture 不是本店上传的图片/],
      [{ images: [gallery, 'e'.repeat(32)] }, /参数 images\.1 不是本店上传的图片/],
      [{ images: [gallery, gallery] }, /参数 images\.1 与其他图片重复/],
      [{ images: ['/api/v1/goods/image/1.svg'] }, /images/],
      [{ skus: [{ ...now.skus[0], picture: 'd'.repeat(32) }, now.skus[1]] }, /参数 skus\.0\.picture 不是本店上传的图片/]
    ]
    for (const [change, message] of cases) {
      const res = await ops.call('PUT', `${A}/goods/${goods.id}`, { ...now, ...change })
      assert.equal(res.errno, 1001, JSON.stringify(change))
      assert.match(res.error, message)
    }
  })
})
