import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { adminCatalogueRoutes as R } from '@contract/admin/catalogue'
import { createGoods, deleteGoods, getGoods, listGoods, listWarehouses, updateGoods } from './goods'
import { setShelf, updateStock } from './goods-stock'
import { adjustStock, stockSheet } from './stock-sheet'
import type { ActivityRow } from '@contract/admin/catalogue'
import { iso } from './iso'
import { actor } from './route'
import { deleteCategory, listActivities, listCategories, saveActivity, saveCategory } from './site'

/** An activity as the console reads it; kind is written only from a validated ActivityInput (1, 2 or 4). */
const activityView = (a: Awaited<ReturnType<typeof saveActivity>>) => ({
  ...iso(a),
  kind: a.kind as ActivityRow['kind']
})

/** Goods, stock by region, categories and activities. */
export default async function catalogueRoutes(app: App) {
  app.get('/goods', { schema: R['GET /goods'], config: { perm: 'goods:read' } }, async (req) =>
    ok(await listGoods(app.db, req.query))
  )
  app.get('/goods/:id', { schema: R['GET /goods/:id'], config: { perm: 'goods:read' } }, async (req) =>
    ok(await getGoods(app.db, req.params.id))
  )
  app.post('/goods', { schema: R['POST /goods'], config: { perm: 'goods:write' } }, async (req) =>
    ok(await createGoods(app.db, app.files, actor(req), req.body))
  )
  app.put('/goods/:id', { schema: R['PUT /goods/:id'], config: { perm: 'goods:write' } }, async (req) =>
    ok(await updateGoods(app.db, app.files, actor(req), req.params.id, req.body))
  )
  app.delete('/goods/:id', { schema: R['DELETE /goods/:id'], config: { perm: 'goods:write' } }, async (req) => {
    await deleteGoods(app.db, actor(req), req.params.id)
    return ok(null)
  })
  app.post('/goods/shelf', { schema: R['POST /goods/shelf'], config: { perm: 'goods:write' } }, async (req) =>
    ok(await setShelf(app.db, actor(req), req.body.ids, req.body.status))
  )
  app.put('/goods/:id/stock', { schema: R['PUT /goods/:id/stock'], config: { perm: 'stock:write' } }, async (req) =>
    ok(await updateStock(app.db, actor(req), req.params.id, req.body))
  )
  app.get('/stock', { schema: R['GET /stock'], config: { perm: 'stock:write' } }, async (req) =>
    ok(await stockSheet(app.db, req.query))
  )
  app.post('/stock/adjust', { schema: R['POST /stock/adjust'], config: { perm: 'stock:write' } }, async (req) =>
    ok(await adjustStock(app.db, actor(req), req.body))
  )
  app.get('/warehouses', { schema: R['GET /warehouses'], config: { perm: 'goods:read' } }, async () =>
    ok(await listWarehouses(app.db))
  )

  app.get('/categories', { schema: R['GET /categories'], config: { perm: 'goods:read' } }, async () =>
    ok(await listCategories(app.db))
  )
  app.post('/categories', { schema: R['POST /categories'], config: { perm: 'category:write' } }, async (req) =>
    ok(await saveCategory(app.db, app.files, actor(req), req.body))
  )
  app.put('/categories/:id', { schema: R['PUT /categories/:id'], config: { perm: 'category:write' } }, async (req) =>
    ok(await saveCategory(app.db, app.files, actor(req), req.body, req.params.id))
  )
  app.delete(
    '/categories/:id',
    { schema: R['DELETE /categories/:id'], config: { perm: 'category:write' } },
    async (req) => {
      await deleteCategory(app.db, actor(req), req.params.id)
      return ok(null)
    }
  )

  app.get('/activities', { schema: R['GET /activities'], config: { perm: 'goods:read' } }, async () =>
    ok((await listActivities(app.db)).map((r) => ({ ...r, activity: activityView(r.activity) })))
  )
  app.post('/activities', { schema: R['POST /activities'], config: { perm: 'activity:write' } }, async (req) =>
    ok(activityView(await saveActivity(app.db, actor(req), req.body)))
  )
  app.put('/activities/:id', { schema: R['PUT /activities/:id'], config: { perm: 'activity:write' } }, async (req) =>
    ok(activityView(await saveActivity(app.db, actor(req), req.body, req.params.id)))
  )
}
