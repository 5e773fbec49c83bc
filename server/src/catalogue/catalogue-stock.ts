import { and, entityKind, eq, gte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { checkViolated } from '../db/pg-error'
import { goodsActivities, skus, spus } from '../db/schema'
import { touchCatalogue } from '../lib/cache'
import { remindRestocked } from './reminder-send'
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
    .returning({ spuId: skus.spuId, stock: skus.stock })
  if (!rows.length) return
  await tx
    .update(spus)
    .set({ sales: sql`greatest(${spus.sales} - ${qty}, 0)` })
    .where(eq(spus.id, rows[0].spuId))
  // Back from none: the 到货提醒 waiting on this SKU go out with this transaction.
  await remindRestocked(tx, [{ skuId, before: rows[0].stock - qty, after: rows[0].stock }])
}

/**
 * A flash sale's units in one statement: the activity's stock, then the SKU's stock and sales, then the SPU's sales,
 * in the order releaseOrderGoods gives them back (so an order and a cancel never deadlock). The rows every
 * buyer shares are then locked for one round trip to the app before commit instead of three, which is what bounds how
 * fast a sale's units sell (docs/decisions/0026-flash-sale-sold-out-gate.md). Which row refused is answered; when
 * the SKU refuses, the activity's units were taken in this statement and the caller's rollback gives them back.
 */
/** Filled by a take that succeeded: the activity's units left after it (null: a sale without a stock limit). */
export interface UnitsSeen {
  left?: number | null
}

export async function reserveActivityUnits(
  tx: DbOrTx,
  activityId: number,
  skuId: number,
  qty: number,
  seen: UnitsSeen = {}
): Promise<'ok' | 'activity' | 'sku'> {
  assertQty(qty)
  touchCatalogue()
  const res = (await tx.execute(sql`
    with a as (
      update ${goodsActivities}
      set stock = case when stock is null then null else stock - ${qty} end, sold = sold + ${qty}
      where id = ${activityId} and (stock is null or stock >= ${qty})
      returning id, stock
    ), s as (
      update ${skus} set stock = stock - ${qty}, sales = sales + ${qty}
      where id = ${skuId} and stock >= ${qty} and exists (select 1 from a)
      returning spu_id
    ), p as (
      update ${spus} set sales = sales + ${qty} where id in (select spu_id from s) returning id
    )
    select (select count(*) from a)::int as a, (select count(*) from s)::int as s, (select count(*) from p)::int as p,
      (select stock from a) as left
  `)) as unknown as { rows: Array<{ a: number; s: number; left: number | null }> }
  const [row] = res.rows
  if (row?.a && row.s) seen.left = row.left === null ? null : Number(row.left)
  return !row?.a ? 'activity' : !row.s ? 'sku' : 'ok'
}

/**
 * On PostgreSQL: the same units taken, and the transaction committed, in one message. Even one round trip to the app
 * between taking the shared rows and COMMIT holds them for as long as a loaded event loop takes to read the answer and
 * send COMMIT, and that hold is what bounds how fast a sale's units sell (docs/decisions/0026). Here the CHECK
 * constraints refuse what is not there (stock may not go below 0), so a refusal is an error that stops the message
 * before its COMMIT and the caller's transaction rolls back. The numbers are checked integers, written into the text
 * because a message of several statements takes no parameters. false: not a PostgreSQL transaction, use
 * reserveActivityUnits.
 */
export async function takeActivityUnitsAndCommit(
  tx: DbOrTx,
  activityId: number,
  skuId: number,
  qty: number,
  seen: UnitsSeen = {}
): Promise<'ok' | 'activity' | 'sku' | false> {
  // By drizzle's class tag, not an import of its node-postgres module: that would load pg on PGlite too.
  if ((tx.constructor as { [entityKind]?: string })[entityKind] !== 'NodePgTransaction') return false
  assertQty(qty)
  for (const id of [activityId, skuId]) if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`bad id ${id}`)
  touchCatalogue()
  try {
    const results = await tx.execute(
      sql.raw(
        // The shared rows are unlocked at COMMIT; a synchronous commit would hold them while the disk flushes (the
        // serial cost per unit sold at PostgreSQL's durable defaults, bench/server-flash.md). This commit is
        // asynchronous, and the next transaction takes an xid so drizzle's COMMIT of it is synchronous and waits for
        // the WAL up to there, this order's included: the shopper hears of the order only once it is on disk, and a
        // crash before that loses the order and its units together (docs/decisions/0026, "Durable defaults").
        'set local synchronous_commit = off;' +
          `update goods_activities set stock = case when stock is null then null else stock - ${qty} end, ` +
          `sold = sold + ${qty} where id = ${activityId} returning stock;` +
          `update skus set stock = stock - ${qty}, sales = sales + ${qty} where id = ${skuId};` +
          `update spus set sales = sales + ${qty} where id = (select spu_id from skus where id = ${skuId});` +
          // The transaction drizzle's COMMIT ends (no "no transaction" warning); its xid makes that COMMIT flush.
          'commit; begin; select txid_current()'
      )
    )
    // Several statements answer with one result each (node-postgres); the second (after the SET) is the activity's.
    const first = (results as unknown as Array<{ rows: Array<{ stock: number | null }> }>)[1]?.rows[0]
    if (first) seen.left = first.stock === null ? null : Number(first.stock)
    return 'ok'
  } catch (err) {
    const constraint = checkViolated(err)
    if (constraint === 'goods_activities_stock_nonnegative') return 'activity'
    if (constraint === 'skus_stock_nonnegative') return 'sku'
    throw err
  }
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
