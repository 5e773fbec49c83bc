import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { asc } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { firstDifference } from '../../server/src/lib/serialization-check'
import { goodsActivities, skus } from '../../server/src/db/schema'
import { ok } from '../../server/src/lib/reply'
import { listChildren, listProvinces } from '../../server/src/lib/district'
import * as catalogue from '../../server/src/catalogue/catalogue'
import { searchGoods } from '../../server/src/catalogue/catalogue-search'
import { listHotWords } from '../../server/src/catalogue/hot-words'
import { getHome } from '../../server/src/catalogue/home'

/**
 * The answers every shopper gets alike are kept serialized (server/src/lib/cache.ts) and sent as strings, which the
 * per-answer check of helpers.ts cannot see. They are written by the route's response schema (reply.serialize), so
 * here each such route's answer is compared with the service's own object: a field the contract does not name
 * would be missing from the route's answer, a changed type would differ.
 */
describe('cached answers go out through the contract whole', () => {
  let t: TestApp
  let base: string
  let skuIds: number[]
  before(async () => {
    t = await createTestApp()
    base = t.config.publicUrl
    const withActivity = await t.db.select({ id: goodsActivities.skuId }).from(goodsActivities)
    const first = await t.db.select({ id: skus.id }).from(skus).orderBy(asc(skus.id)).limit(3)
    skuIds = [...new Set([...withActivity.map((r) => r.id), ...first.map((r) => r.id)])].sort((a, b) => a - b)
  })
  after(() => t.close())

  /**
   * The route's answer as a mini program reads it (H5 answers get their image addresses made relative afterwards,
   * lib/image-urls.ts), and the service's answer as JSON would carry it.
   */
  async function same(url: string, body: object, data: unknown) {
    const res = await t.post(url, body, undefined, { 'mili-mp-ver': '1' })
    assert.equal(res.errno, 1, `${url}: ${res.error}`)
    const { status: _status, ...sent } = res
    const want = JSON.parse(JSON.stringify(ok(data)))
    assert.equal(firstDifference(want, sent), null, url)
    return sent.data
  }

  it('category/list, goods/hotwords and district/list', async () => {
    const cats = await same('/api/v1/category/list', {}, await catalogue.listCategories(t.db, base))
    assert.ok(Array.isArray(cats) && cats.length > 0 && cats[0].children.length > 0)
    await same('/api/v1/goods/hotwords', {}, { list: await listHotWords(t.db) })
    const provinces = await same('/api/service/district/list', {}, listProvinces())
    assert.ok(provinces.length >= 31)
    const cities = await same('/api/service/district/next', { id: '650000' }, listChildren('650000'))
    assert.ok(cities.length > 0 && cities.every((c: { id: string }) => c.id.startsWith('65')))
  })

  it('goods/search, in every sort and for each activity kind', async () => {
    const page = { page: 1, size: 20, offset: 0 }
    for (const q of [
      {},
      { sort: 'price_asc' as const },
      { kind: 1 as const },
      { kind: 2 as const },
      { kind: 4 as const }
    ]) {
      const found = await same('/api/v1/goods/search', q, await searchGoods(t.db, q, base, page))
      if (!('kind' in q)) assert.ok(found.list.length > 0)
    }
  })

  it('goods/info for a visitor and goods/activities of the SKUs with activities', async () => {
    for (const id of skuIds) {
      const info = await same('/api/v1/goods/info', { sku_id: id }, await catalogue.getGoodsInfo(t.db, id, base))
      assert.equal(info.sku_id, id)
      assert.equal(info.collected, false)
    }
    const acts = await same(
      '/api/v1/goods/activities',
      { sku_ids: skuIds.join(',') },
      await catalogue.getSkuActivities(t.db, skuIds, base)
    )
    assert.ok(acts.some((a: { activities: unknown[] }) => a.activities.length > 0))
  })

  it('app/home: the template, the theme and its goods', async () => {
    const home = await same('/api/v1/app/home', {}, await getHome(t.db, base))
    assert.ok(home.goods_activities.length > 0)
    assert.equal(typeof home.theme.primary_color, 'string')
  })
})
