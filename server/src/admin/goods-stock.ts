import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { skuWarehouseStock, skus, spuRevisions, spus, warehouses } from '../db/schema'
import { invalid, notFound } from '../errors'
import { touchCatalogue } from '../lib/cache'
import { remindRestocked } from '../catalogue/reminder-send'
import { audit, type Actor } from './audit'
import type { StockInputT } from '@contract/admin/catalogue'
import { bumpRevision, getGoods, lockFresh } from './goods'

/** Writes that touch stock or shelf state only: the warehouse's stock edit and bulk on / off shelf. */

/** Stock only (the warehouse role): total or by warehouse per SKU, under the same stale-save rule. */
export async function updateStock(db: Db, actor: Actor, id: number, input: StockInputT) {
  await db.transaction(async (tx) => {
    const before = await lockFresh(tx, id, input.revision)
    const known = new Set((await tx.select({ id: warehouses.id }).from(warehouses)).map((w) => w.id))
    for (const [i, s] of input.skus.entries()) {
      if (!before.skus.some((b) => b.id === s.id)) throw invalid(`skus.${i}.id`, '不属于该商品')
      const bad = s.region_stock.findIndex((r) => !known.has(r.warehouse_id))
      if (bad >= 0) throw invalid(`skus.${i}.region_stock.${bad}.warehouse_id`, '不存在')
      const stock = s.region_stock.length ? s.region_stock.reduce((n, r) => n + r.stock, 0) : s.stock
      await tx.update(skus).set({ stock }).where(eq(skus.id, s.id))
      await remindRestocked(tx, [
        { skuId: s.id, before: before.skus.find((b) => b.id === s.id)?.stock ?? 0, after: stock }
      ])
      await tx.delete(skuWarehouseStock).where(eq(skuWarehouseStock.skuId, s.id))
      if (s.region_stock.length) {
        await tx
          .insert(skuWarehouseStock)
          .values(s.region_stock.map((r) => ({ skuId: s.id, warehouseId: r.warehouse_id, stock: r.stock })))
      }
    }
    await bumpRevision(tx, id, before.revision + 1, actor.name)
    await audit(tx, actor, {
      action: 'stock',
      entity: 'goods',
      entityId: id,
      before: before.skus,
      after: (await getGoods(tx, id)).skus
    })
  })
  touchCatalogue()
  return getGoods(db, id)
}

/** Bulk on / off shelf; one audit entry per goods that changed. Unknown ids are reported, not guessed at. */
export async function setShelf(db: Db, actor: Actor, ids: number[], status: number) {
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: spus.id, status: spus.status })
      .from(spus)
      .where(inArray(spus.id, ids))
      .for('update')
    const missing = ids.filter((id) => !rows.some((r) => r.id === id))
    if (missing.length) throw notFound(`商品 ${missing.join(', ')} `)
    const todo = rows.filter((r) => r.status !== status)
    if (!todo.length) return 0
    await tx
      .update(spus)
      .set({ status })
      .where(
        inArray(
          spus.id,
          todo.map((r) => r.id)
        )
      )
    await tx
      .insert(spuRevisions)
      .values(todo.map((r) => ({ spuId: r.id, revision: 1, updatedBy: actor.name })))
      .onConflictDoUpdate({
        target: spuRevisions.spuId,
        set: { revision: sql`${spuRevisions.revision} + 1`, updatedBy: actor.name, updatedAt: new Date() }
      })
    for (const r of todo) {
      await audit(tx, actor, {
        action: status ? 'on-shelf' : 'off-shelf',
        entity: 'goods',
        entityId: r.id,
        before: { status: r.status },
        after: { status }
      })
    }
    return todo.length
  })
  touchCatalogue()
  return { changed }
}
