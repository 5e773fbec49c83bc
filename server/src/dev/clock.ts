import { eq, getTableColumns, is, sql } from 'drizzle-orm'
import { PgTimestamp, type PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/client'
import { afterSales, orders, orderStatusHistory, pensionFlows, refunds } from '../db/schema'
import { notFound } from '../errors'
import type { App } from '../lib/context'

/**
 * The development virtual clock for one order (docs/operations.md, Automatic receipt: trying it). The journeys run
 * side by side on one server, so the clock cannot jump for everybody: a jump of AUTO_RECEIVE_SECONDS would receive
 * every other journey's shipped orders. It moves for one order instead, which to every rule that reads time is the
 * same thing: each time recorded on the order, its status history, its after-sales, refunds and cashback flow moves
 * `seconds` into the past. Then the jobs that act on time run at once (in their schedule's order), as their timers
 * would have, so a journey sees what happens when that time has passed without waiting for a tick.
 */

/** The jobs that act on elapsed time, in the order a day would run them (names as registered in app.jobs). */
export const TIME_JOBS = [
  'order-auto-receive',
  'aftersale-return-close',
  'order-complete',
  'pension-settle',
  'notices-send'
] as const

/** `set` for every timestamp column of `table`: that column `seconds` earlier (null stays null). */
function earlier(table: PgTable, seconds: number) {
  const set: Record<string, unknown> = {}
  for (const [key, col] of Object.entries(getTableColumns(table)))
    if (is(col, PgTimestamp)) set[key] = sql`${col} - ${seconds}::integer * interval '1 second'`
  return set
}

/** Moves one order's recorded times `seconds` into the past; throws not found for an unknown order number. */
export async function ageOrder(db: DbOrTx, orderNo: string, seconds: number) {
  return db.transaction(async (tx) => {
    const [o] = await tx.update(orders).set(earlier(orders, seconds)).where(eq(orders.orderNo, orderNo)).returning({
      id: orders.id
    })
    if (!o) throw notFound('订单')
    await tx
      .update(orderStatusHistory)
      .set(earlier(orderStatusHistory, seconds))
      .where(eq(orderStatusHistory.orderId, o.id))
    await tx.update(afterSales).set(earlier(afterSales, seconds)).where(eq(afterSales.orderId, o.id))
    await tx.update(refunds).set(earlier(refunds, seconds)).where(eq(refunds.orderId, o.id))
    await tx.update(pensionFlows).set(earlier(pensionFlows, seconds)).where(eq(pensionFlows.orderId, o.id))
    return o.id
  })
}

/** /api/dev/clock/advance: the order's clock moves `seconds` on, then the time jobs run; answers the order's state. */
export async function advanceOrderClock(app: App, orderNo: string, seconds: number) {
  const id = await ageOrder(app.db, orderNo, seconds)
  const ran: string[] = []
  for (const name of TIME_JOBS) {
    const job = app.jobs.find((j) => j.name === name)
    if (!job) continue
    await job.run()
    ran.push(name)
  }
  const [o] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id))
  return { order_no: orderNo, status: o.status, ran }
}
