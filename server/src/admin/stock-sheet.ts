import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import {
  orderItems,
  orders,
  skuWarehouseStock,
  skus,
  spuRevisions,
  spus,
  stockReservations,
  warehouses
} from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import { touchCatalogue } from '../lib/cache'
import { remindRestocked } from '../catalogue/reminder-send'
import type { StockAdjustT, StockSheetQueryT } from '@contract/admin/catalogue'
import { audit, type Actor } from './audit'
import { specText } from './audit-names'
import { once } from './once'
import { ORDER_STATUS } from '@contract/enums'

/**
 * 库存 for the warehouse role, per SKU and region. Stored stock (skus.stock, sku_warehouse_stock.stock) is what is
 * left to sell: an order takes its units when it is placed, and an unpaid one gives them back if it is cancelled or
 * closed. So the stock a warehouse keeper counts on the shelf is what is left plus what unpaid orders hold; that is
 * the figure this screen shows and sets, and it may not fall below what unpaid orders hold (they may still be paid).
 * A regional SKU (one with warehouse rows) is set per warehouse, skus.stock moving by the same difference so that it
 * stays their sum; any other SKU is set nationwide.
 */

const NATIONWIDE = '全国'

/** Units unpaid orders hold, per SKU (nationwide) and per SKU and warehouse (regional reservations). */
async function heldBy(db: DbOrTx, skuIds: number[]) {
  if (!skuIds.length) return { bySku: new Map<number, number>(), byWarehouse: new Map<string, number>() }
  const [lines, reserved] = await Promise.all([
    db
      .select({ skuId: orderItems.skuId, qty: sql<number>`sum(${orderItems.qty})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inArray(orderItems.skuId, skuIds), eq(orders.status, ORDER_STATUS.awaitPayment)))
      .groupBy(orderItems.skuId),
    db
      .select({
        skuId: stockReservations.skuId,
        warehouseId: stockReservations.warehouseId,
        qty: sql<number>`sum(${stockReservations.qty})::int`
      })
      .from(stockReservations)
      .innerJoin(orders, eq(orders.id, stockReservations.orderId))
      .where(and(inArray(stockReservations.skuId, skuIds), eq(orders.status, ORDER_STATUS.awaitPayment)))
      .groupBy(stockReservations.skuId, stockReservations.warehouseId)
  ])
  return {
    bySku: new Map(lines.map((l) => [l.skuId, Number(l.qty)])),
    byWarehouse: new Map(reserved.map((r) => [`${r.skuId}:${r.warehouseId}`, Number(r.qty)]))
  }
}

/** A page of SKUs with their stock by region: one line nationwide, or one per warehouse for a regional SKU. */
export async function stockSheet(db: DbOrTx, q: StockSheetQueryT) {
  const size = q.page_size ?? 20
  const cond = q.q?.trim() ? ilike(spus.title, `%${q.q.trim().replace(/[%_\\]/g, '\\$&')}%`) : undefined
  const [rows, [{ total }], places] = await Promise.all([
    db
      .select({ id: skus.id, spuId: skus.spuId, title: spus.title, specs: skus.specs, stock: skus.stock })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .where(cond)
      .orderBy(asc(skus.spuId), asc(skus.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    db.select({ total: count() }).from(skus).innerJoin(spus, eq(spus.id, skus.spuId)).where(cond),
    db.select().from(warehouses).orderBy(asc(warehouses.id))
  ])
  const ids = rows.map((r) => r.id)
  const [held, regional] = await Promise.all([
    heldBy(db, ids),
    ids.length ? db.select().from(skuWarehouseStock).where(inArray(skuWarehouseStock.skuId, ids)) : []
  ])
  const list = rows.map((r) => {
    const own = regional.filter((w) => w.skuId === r.id)
    const regions = own.length
      ? // Every warehouse, so a keeper can also stock one the SKU is not held in yet.
        places.map((p) => {
          const available = own.find((w) => w.warehouseId === p.id)?.stock ?? 0
          const h = held.byWarehouse.get(`${r.id}:${p.id}`) ?? 0
          return {
            warehouse_id: p.id as number | null,
            warehouse_name: p.name,
            available,
            held: h,
            stock: available + h
          }
        })
      : [
          {
            warehouse_id: null,
            warehouse_name: NATIONWIDE,
            available: r.stock,
            held: held.bySku.get(r.id) ?? 0,
            stock: r.stock + (held.bySku.get(r.id) ?? 0)
          }
        ]
    return { sku_id: r.id, spu_id: r.spuId, title: r.title, spec: specText(r.specs).trim(), regions }
  })
  return { list, total }
}

/**
 * Sets one SKU's stock in one region to what the keeper counted, with a reason, once per request id. The SKU row
 * (and the warehouse row) are locked first, so an order placed or cancelled meanwhile on another node waits, and
 * what unpaid orders hold is read under the lock. The goods' revision moves on, so an editor opened before this
 * change cannot save its older stock over it.
 */
export async function adjustStock(db: Db, actor: Actor, b: StockAdjustT) {
  const where = b.warehouse_id ?? 0
  const answer = await db.transaction((tx) =>
    once(
      tx,
      {
        requestId: b.request_id,
        action: 'stock.adjust',
        target: `${b.sku_id}:${where}:${b.stock}`,
        staffId: actor.staffId
      },
      async () => {
        if (!b.reason.trim()) throw invalid('reason', '不能为空')
        const [sku] = await tx.select().from(skus).where(eq(skus.id, b.sku_id)).for('update')
        if (!sku) throw notFound('商品规格')
        const rows = await tx
          .select()
          .from(skuWarehouseStock)
          .where(eq(skuWarehouseStock.skuId, sku.id))
          .orderBy(asc(skuWarehouseStock.warehouseId))
          .for('update')
        const isRegional = rows.length > 0
        if (isRegional && b.warehouse_id === null) throw invalid('warehouse_id', '该规格按仓库备货，请选择仓库')
        if (!isRegional && b.warehouse_id !== null)
          throw invalid('warehouse_id', '该规格全国统一库存，不分仓库；按仓库备货请在商品编辑中设置')
        let place = NATIONWIDE
        if (b.warehouse_id !== null) {
          const [w] = await tx.select().from(warehouses).where(eq(warehouses.id, b.warehouse_id))
          if (!w) throw invalid('warehouse_id', '不存在')
          place = w.name
        }
        const held = await heldBy(tx, [sku.id])
        const h = isRegional ? (held.byWarehouse.get(`${sku.id}:${where}`) ?? 0) : (held.bySku.get(sku.id) ?? 0)
        if (b.stock < h)
          throw new AppError(ERRNO.STOCK_BELOW_HELD, `参数 stock 不能少于待付款订单占用的 ${h} 件（${place}）`)
        const before = isRegional ? (rows.find((r) => r.warehouseId === where)?.stock ?? 0) : sku.stock
        const available = b.stock - h
        if (isRegional) {
          await tx
            .insert(skuWarehouseStock)
            .values({ skuId: sku.id, warehouseId: where, stock: available })
            .onConflictDoUpdate({
              target: [skuWarehouseStock.skuId, skuWarehouseStock.warehouseId],
              set: { stock: available }
            })
          await tx
            .update(skus)
            .set({ stock: sql`${skus.stock} + ${available - before}` })
            .where(eq(skus.id, sku.id))
        } else await tx.update(skus).set({ stock: available }).where(eq(skus.id, sku.id))
        const total = isRegional ? sku.stock + available - before : available
        await remindRestocked(tx, [{ skuId: sku.id, before: sku.stock, after: total }])
        await tx
          .insert(spuRevisions)
          .values({ spuId: sku.spuId, revision: 1, updatedBy: actor.name })
          .onConflictDoUpdate({
            target: spuRevisions.spuId,
            set: { revision: sql`${spuRevisions.revision} + 1`, updatedBy: actor.name, updatedAt: new Date() }
          })
        await audit(tx, actor, {
          action: 'stock-adjust',
          entity: 'sku',
          entityId: sku.id,
          before: { stock: before + h, available: before, held: h },
          after: { warehouse: place, stock: b.stock, available, held: h, reason: b.reason.trim() }
        })
        return { sku_id: sku.id, warehouse_id: b.warehouse_id, stock: b.stock, available, held: h }
      }
    )
  )
  touchCatalogue()
  return answer
}
