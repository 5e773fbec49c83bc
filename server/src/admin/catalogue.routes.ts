import { Type } from '@sinclair/typebox'
import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { ActivityInput, CategoryInput, GoodsInput, GoodsQuery, Shelf, StockInput } from './contract'
import { createGoods, deleteGoods, getGoods, listGoods, listWarehouses, updateGoods } from './goods'
import { setShelf, updateStock } from './goods-stock'
import { actor } from './route'
import { deleteCategory, listActivities, listCategories, saveActivity, saveCategory } from './site'

const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) })

/** Goods, stock by region, categories and activities. */
export default async function catalogueRoutes(app: App) {
  app.get('/goods', { schema: { querystring: GoodsQuery }, config: { perm: 'goods:read' } }, async (req) =>
    ok(await listGoods(app.db, req.query))
  )
  app.get('/goods/:id', { schema: { params: Params }, config: { perm: 'goods:read' } }, async (req) =>
    ok(await getGoods(app.db, req.params.id))
  )
  app.post('/goods', { schema: { body: GoodsInput }, config: { perm: 'goods:write' } }, async (req) =>
    ok(await createGoods(app.db, actor(req), req.body))
  )
  app.put(
    '/goods/:id',
    { schema: { params: Params, body: GoodsInput }, config: { perm: 'goods:write' } },
    async (req) => ok(await updateGoods(app.db, actor(req), req.params.id, req.body))
  )
  app.delete('/goods/:id', { schema: { params: Params }, config: { perm: 'goods:write' } }, async (req) => {
    await deleteGoods(app.db, actor(req), req.params.id)
    return ok(null)
  })
  app.post('/goods/shelf', { schema: { body: Shelf }, config: { perm: 'goods:write' } }, async (req) =>
    ok(await setShelf(app.db, actor(req), req.body.ids, req.body.status))
  )
  app.put(
    '/goods/:id/stock',
    { schema: { params: Params, body: StockInput }, config: { perm: 'stock:write' } },
    async (req) => ok(await updateStock(app.db, actor(req), req.params.id, req.body))
  )
  app.get('/warehouses', { config: { perm: 'goods:read' } }, async () => ok(await listWarehouses(app.db)))

  app.get('/categories', { config: { perm: 'goods:read' } }, async () => ok(await listCategories(app.db)))
  app.post('/categories', { schema: { body: CategoryInput }, config: { perm: 'category:write' } }, async (req) =>
    ok(await saveCategory(app.db, actor(req), req.body))
  )
  app.put(
    '/categories/:id',
    { schema: { params: Params, body: CategoryInput }, config: { perm: 'category:write' } },
    async (req) => ok(await saveCategory(app.db, actor(req), req.body, req.params.id))
  )
  app.delete('/categories/:id', { schema: { params: Params }, config: { perm: 'category:write' } }, async (req) => {
    await deleteCategory(app.db, actor(req), req.params.id)
    return ok(null)
  })

  app.get('/activities', { config: { perm: 'goods:read' } }, async () => ok(await listActivities(app.db)))
  app.post('/activities', { schema: { body: ActivityInput }, config: { perm: 'activity:write' } }, async (req) =>
    ok(await saveActivity(app.db, actor(req), req.body))
  )
  app.put(
    '/activities/:id',
    { schema: { params: Params, body: ActivityInput }, config: { perm: 'activity:write' } },
    async (req) => ok(await saveActivity(app.db, actor(req), req.body, req.params.id))
  )
}
