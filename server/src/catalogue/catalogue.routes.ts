import { type App, callerOf } from '../lib/context'
import { invalid } from '../errors'
import { AnswerCache, cacheKey, sendJson, viaSchema } from '../lib/cache'
import { ok, paging } from '../lib/reply'
import { parseIdList } from '../lib/schemas'
import * as catalogue from './catalogue'
import { searchGoods } from './catalogue-search'
import { goodsStock } from './region-stock'
import { listHotWords } from './hot-words'
import { catalogueRoutes } from '@contract/api/shopping'

// Routes of the catalogue area: none needs a login but a gift card's goods; goods/info says whether a logged-in
// caller collected the SKU. What every shopper sees alike is served from the answer cache (lib/cache.ts: at most
// one second old on any node); the personal `collected` is added per caller, never cached.
export default async function routes(app: App) {
  const base = app.config.publicUrl
  const cache = new AnswerCache()

  app.post('/category/list', { schema: catalogueRoutes['/category/list'] }, async (_req, reply) => {
    const hit = await cache.get('category/list', () => catalogue.listCategories(app.db, base), viaSchema(reply))
    return sendJson(reply, hit.json)
  })

  // 热门搜索 of goods-search: the configured list, alike for every shopper (issue 20).
  app.post('/goods/hotwords', { schema: catalogueRoutes['/goods/hotwords'] }, async (_req, reply) => {
    const load = async () => ({ list: await listHotWords(app.db) })
    return sendJson(reply, (await cache.get('goods/hotwords', load, viaSchema(reply))).json)
  })

  app.post('/goods/search', { schema: catalogueRoutes['/goods/search'] }, async (req, reply) => {
    const q = req.body
    if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max)
      throw invalid('price_max', '不能小于 price_min')
    const load = () => searchGoods(app.db, q, base, paging(q, 20, 50))
    const hit = await cache.get(cacheKey('goods/search', q), load, viaSchema(reply))
    return sendJson(reply, hit.json)
  })

  app.post('/goods/info', { schema: catalogueRoutes['/goods/info'] }, async (req, reply) => {
    const skuId = req.body.sku_id
    const load = () => catalogue.getGoodsInfo(app.db, skuId, base)
    const hit = await cache.get(`goods/info ${skuId}`, load, viaSchema(reply))
    const { userId } = callerOf(req)
    if (!userId) return sendJson(reply, hit.json)
    return ok({ ...hit.data, collected: await catalogue.isCollected(app.db, userId, skuId) })
  })

  app.post('/goods/activities', { schema: catalogueRoutes['/goods/activities'] }, async (req, reply) => {
    const ids = parseIdList('sku_ids', req.body.sku_ids)
    const load = () => catalogue.getSkuActivities(app.db, ids, base)
    const hit = await cache.get(`goods/activities ${ids.join(',')}`, load, viaSchema(reply))
    return sendJson(reply, hit.json)
  })

  // Stock by region: the province asked for, else the one nearest a position (0,0: none), else nationwide.
  app.post('/goods/stock', { schema: catalogueRoutes['/goods/stock'] }, async (req) => {
    const { sku_ids, ...where } = req.body
    return ok(await goodsStock(app.db, parseIdList('sku_ids', sku_ids), where))
  })
}
