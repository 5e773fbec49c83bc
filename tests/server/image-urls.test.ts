import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'
import { imageRewrite } from '../../server/src/lib/image-urls'

const V1 = '/api/v1'
const MP = { 'MILI-MP-VER': '1.0.0' }

/** The first SKU id of the seeded catalogue. */
async function firstSku(t: TestApp): Promise<number> {
  const res = await t.post(`${V1}/goods/search`, { page: 1, page_size: 1 })
  assert.equal(res.errno, 1, res.error)
  return res.data.list[0].sku_id ?? res.data.list[0].id
}

describe('image addresses: paths for H5, absolute for mini programs, a CDN when configured', () => {
  describe('without IMAGE_BASE_URL', () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } })
    })
    after(() => t.close())

    it('H5 gets goods images, detail pictures and category icons as paths on the host that serves it', async () => {
      const sku = await firstSku(t)
      const info = await t.post(`${V1}/goods/info`, { sku_id: sku })
      assert.equal(info.errno, 1, info.error)
      const text = JSON.stringify(info.data)
      assert.ok(!text.includes('http://localhost:3000/api/'), 'an absolute image address reached H5')
      assert.match(info.data.images[0], /^\/api\/service\/image\/[a-f0-9]{32}_1080\.jpg$/)
      assert.match(info.data.pictures[0], /^\/api\/service\/image\/[a-f0-9]{32}$/)
      assert.ok(!String(info.data.detail).includes('src="http'), 'detail pictures are absolute')
      const cats = await t.post(`${V1}/category/list`, {})
      assert.ok(!JSON.stringify(cats.data).includes('http://localhost:3000'), 'category icons are absolute')
      assert.match(cats.data[0].icon, /^\/api\/service\/image\/[a-f0-9]{32}_160\.jpg$/)
      assert.match(cats.data[0].picture, /^\/api\/service\/image\/[a-f0-9]{32}$/)
      const home = await t.post(`${V1}/app/home`, {})
      assert.ok(!JSON.stringify(home.data).includes('http://localhost:3000/api/'), 'banners or goods are absolute')
    })

    it('a mini program (MILI-MP-VER) still gets absolute addresses, from the same cached answer', async () => {
      const sku = await firstSku(t)
      const h5 = await t.post(`${V1}/goods/info`, { sku_id: sku })
      const mp = await t.post(`${V1}/goods/info`, { sku_id: sku }, undefined, MP)
      assert.equal(mp.errno, 1, mp.error)
      assert.equal(mp.data.images[0], `http://localhost:3000${h5.data.images[0]}`)
      assert.equal(mp.data.pictures[0], `http://localhost:3000${h5.data.pictures[0]}`)
      assert.match(String(mp.data.detail), /src="http:\/\/localhost:3000\/api\/service\/image\//)
    })
  })

  describe('with IMAGE_BASE_URL', () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp({
        env: { PUBLIC_URL: 'http://localhost:3000', IMAGE_BASE_URL: 'https://cdn.example.com/' }
      })
    })
    after(() => t.close())

    it('every client gets images under the CDN base, other addresses untouched', async () => {
      const sku = await firstSku(t)
      for (const headers of [undefined, MP]) {
        const info = await t.post(`${V1}/goods/info`, { sku_id: sku }, undefined, headers)
        assert.match(info.data.images[0], /^https:\/\/cdn\.example\.com\/api\/service\/image\//)
        assert.match(info.data.pictures[0], /^https:\/\/cdn\.example\.com\/api\/service\/image\/[a-f0-9]{32}$/)
      }
    })
  })

  it('rewrites only image paths of the public origin', () => {
    const rewrite = imageRewrite('http://h:1/', undefined, false)!
    const json = JSON.stringify({
      a: 'http://h:1/api/service/image/0123456789abcdef0123456789abcdef_160.jpg',
      b: 'http://h:1/api/service/image/x.png',
      c: 'http://h:1/api/pension/account/logo/3.svg',
      d: 'http://h:1/api/payment/sandbox/cashier?x=1',
      e: 'http://other/api/service/image/x.png'
    })
    assert.deepEqual(JSON.parse(rewrite(json)), {
      a: '/api/service/image/0123456789abcdef0123456789abcdef_160.jpg',
      b: '/api/service/image/x.png',
      c: '/api/pension/account/logo/3.svg',
      d: 'http://h:1/api/payment/sandbox/cashier?x=1',
      e: 'http://other/api/service/image/x.png'
    })
    assert.equal(imageRewrite('http://h:1', undefined, true), null)
  })
})
