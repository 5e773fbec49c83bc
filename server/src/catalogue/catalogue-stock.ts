import { and, eq, gte, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { goodsActivities, skus, spus } from '../db/schema'
import { touchCatalogue } from '../lib/cache'
import { announceStockReturned } from './sold-out'

// Stock of SKUs and flash sales, taken and given back inside the order area's transactions. Each change drops this
// node's cached catalogue answers (lib/cache.ts); other nodes see it when theirs expire, within a second.

/** Takes qty from a SKU's stock with a conditional update; false when not enough is left. Call inside the order transaction. */
export async function reserveStock(tx: DbOrTx, skuId: number, qty: number): Promise<boolean> {
  assertQty(qty)
  touchCatalogue()
  const rows = await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} - ${qty}`, sales: sql`${skus.sales} + ${qty}` })
    .where(and(eq(skus.id, skuId), gte(skus.stock, qty)))
    .returning({ spuId: skus.spuId })
  if (!rows.length) return false
  await tx
    .update(spus)
    .set({ sales: sql`${spus.sales} + ${qty}` })
    .where(eq(spus.id, rows[0].spuId))
  return true
}

/** Gives stock back (cancel, close, refund before delivery). */
export async function releaseStock(tx: DbOrTx, skuId: number, qty: number): Promise<void> {
  assertQty(qty)
  touchCatalogue()
  const rows = await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} + ${qty}`, sales: sql`greatest(${skus.sales} - ${qty}, 0)` })
    .where(eq(skus.id, skuId))
    .returning({ spuId: skus.spuId })
  if (rows.length)
    await tx
      .update(spus)
      .set({ sales: sql`greatest(${spus.sales} - ${qty}, 0)` })
      .where(eq(spus.id, rows[0].spuId))
}

/**
 * Takes qty from a flash sale's own stock (activities without their own stock always succeed).
 * A flash order takes both this and reserveStock, since the activity's units are part of the SKU's stock.
 */
export async function reserveActivityStock(tx: DbOrTx, activityId: number, qty: number): Promise<boolean> {
  assertQty(qty)
  touchCatalogue()
  const rows = await tx
    .update(goodsActivities)
    .set({
      stock: sql`case when ${goodsActivities.stock} is null then null else ${goodsActivities.stock} - ${qty} end`,
      sold: sql`${goodsActivities.sold} + ${qty}`
    })
    .where(and(eq(goodsActivities.id, activityId), or(isNull(goodsActivities.stock), gte(goodsActivities.stock, qty))))
    .returning({ id: goodsActivities.id })
  return rows.length > 0
}

export async function releaseActivityStock(tx: DbOrTx, activityId: number, qty: number): Promise<void> {
  assertQty(qty)
  touchCatalogue()
  await tx
    .update(goodsActivities)
    .set({
      stock: sql`case when ${goodsActivities.stock} is null then null else ${goodsActivities.stock} + ${qty} end`,
      sold: sql`greatest(${goodsActivities.sold} - ${qty}, 0)`
    })
    .where(eq(goodsActivities.id, activityId))
  await announceStockReturned(tx, activityId)
}

function assertQty(qty: number) {
  // A caller bug, not shopper input: a zero or negative qty would turn a reserve into a release.
  if (!Number.isInteger(qty) || qty <= 0) throw new Error(`stock qty must be a positive integer, got ${qty}`)
}
