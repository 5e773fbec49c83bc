import crypto from 'node:crypto'
import { Type } from '@sinclair/typebox'
import { type App, callerOf, requireUser } from '../lib/context'
import { AppError, ERRNO, invalid } from '../errors'
import { AnswerCache, cacheKey, sendJson } from '../lib/cache'
import { ok, paging } from '../lib/reply'
import { Empty, Id, IdList, PagingFields, parseIdList } from '../lib/schemas'
import * as catalogue from './catalogue'
import { searchGoods } from './catalogue-search'
import { cardGoods } from '../wallet/giftcard'
import { renderImage } from './home'
import { openGroups } from '../order/order-group'
import { goodsStock } from './region-stock'
import { listHotWords } from './hot-words'
import type { ActivityKind, GoodsSort } from '@contract/schemas/goods'

const Money = Type.Integer({ minimum: 0, maximum: 100_000_000 })

const SearchBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  category_id: Type.Optional(Id),
  sort: Type.Optional(
    Type.Unsafe<GoodsSort>({ type: 'string', enum: ['default', 'sales', 'price_asc', 'price_desc', 'new'] })
  ),
  price_min: Type.Optional(Money),
  price_max: Type.Optional(Money),
  kind: Type.Optional(Type.Unsafe<ActivityKind>({ type: 'integer', enum: [1, 2, 4] })),
  ...PagingFields
})

// Routes of the catalogue area: none needs a login but a gift card's goods; goods/info says whether a logged-in
// caller collected the SKU. What every shopper sees alike is served from the answer cache (lib/cache.ts: at most
// one second old on any node); the personal `collected` is added per caller, never cached.
export default async function routes(app: App) {
  const base = app.config.publicUrl
  const cache = new AnswerCache()

  app.post('/category/list', { schema: { body: Empty } }, async (_req, reply) =>
    sendJson(reply, (await cache.get('category/list', () => catalogue.listCategories(app.db, base))).json)
  )

  // 热门搜索 of goods-search: the configured list, alike for every shopper (issue 20).
  app.post('/goods/hotwords', { schema: { body: Empty } }, async (_req, reply) =>
    sendJson(reply, (await cache.get('goods/hotwords', async () => ({ list: await listHotWords(app.db) }))).json)
  )

  app.post('/goods/search', { schema: { body: SearchBody } }, async (req, reply) => {
    const q = req.body
    if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max)
      throw invalid('price_max', '不能小于 price_min')
    const hit = await cache.get(cacheKey('goods/search', q), () => searchGoods(app.db, q, base, paging(q, 20, 50)))
    return sendJson(reply, hit.json)
  })

  app.post('/goods/info', { schema: { body: Type.Object({ sku_id: Id }) } }, async (req, reply) => {
    const skuId = req.body.sku_id
    const hit = await cache.get(`goods/info ${skuId}`, () => catalogue.getGoodsInfo(app.db, skuId, base))
    const { userId } = callerOf(req)
    if (!userId) return sendJson(reply, hit.json)
    return ok({ ...hit.data, collected: await catalogue.isCollected(app.db, userId, skuId) })
  })

  app.post('/activity/info', { schema: { body: Type.Object({ sku_id: Id, activity_id: Id }) } }, async (req) => {
    const { sku_id, activity_id } = req.body
    const hit = await cache.get(`activity/info ${sku_id} ${activity_id}`, async () => {
      const info = await catalogue.getActivityInfo(app.db, sku_id, activity_id, base)
      // A group buy also lists the groups still forming, which a shopper may join.
      return info.kind === 2 ? { ...info, groups: await openGroups(app.db, info.id) } : info
    })
    // The countdown syncs to server_time: the clock of this answer, not of the cached read.
    return ok({ ...hit.data, server_time: Math.floor(Date.now() / 1000) })
  })

  app.post('/goods/activities', { schema: { body: Type.Object({ sku_ids: IdList }) } }, async (req, reply) => {
    const ids = parseIdList('sku_ids', req.body.sku_ids)
    const hit = await cache.get(`goods/activities ${ids.join(',')}`, () =>
      catalogue.getSkuActivities(app.db, ids, base)
    )
    return sendJson(reply, hit.json)
  })

  // Stock by region: the province asked for, else the one nearest a position (0,0: none), else nationwide.
  app.post(
    '/goods/stock',
    {
      schema: {
        body: Type.Object({
          sku_ids: IdList,
          province: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
          longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
          latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 }))
        })
      }
    },
    async (req) => {
      const { sku_ids, ...where } = req.body
      return ok(await goodsStock(app.db, parseIdList('sku_ids', sku_ids), where))
    }
  )

  // The goods a shopping card may buy: the catalogue's search within the card's scope.
  app.post(
    '/freeca/goodslist',
    {
      schema: {
        body: Type.Object({
          user_freeca_id: Id,
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
          ...PagingFields
        })
      }
    },
    async (req) => {
      const uid = requireUser(req)
      const { user_freeca_id, keyword } = req.body
      return ok(await cardGoods(app.db, uid, user_freeca_id, base, paging(req.body, 20, 50), keyword))
    }
  )

  app.get(
    '/goods/image/:id.svg',
    { schema: { params: Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,16}$' }) }) } },
    async (req, reply) => {
      let svg: string
      try {
        svg = await renderImage(app.db, req.params.id)
      } catch (err) {
        if (err instanceof AppError && err.errno === ERRNO.NOT_FOUND)
          return reply.status(404).send({ errno: err.errno, error: err.message, data: null })
        throw err
      }
      const etag = `"${crypto.createHash('sha1').update(svg).digest('base64url')}"`
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag)
      if (req.headers['if-none-match'] === etag) return reply.status(304).send()
      return reply.type('image/svg+xml; charset=utf-8').send(svg)
    }
  )
}
