import { and, count, desc, eq, gte, isNotNull, max, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { afterSales, clientErrors, orders, pensionWithdrawals, refunds } from '../db/schema'

/**
 * The console's first look: today's numbers, 30 days of paid orders, client errors grouped by message. Sales are
 * shown gross (what orders paid that day) and net of the refunds finished that day, the same day-by-day money the
 * reconciliation pairs (admin/reconcile.ts: orders.paid_at, refunds.finished_at).
 */

/** The mall's day is China's (UTC+8, no daylight saving): midnight there, as an instant. */
export function dayStart(now = new Date(), daysBack = 0) {
  const shifted = new Date(now.getTime() + 8 * 3600_000)
  shifted.setUTCHours(0, 0, 0, 0)
  return new Date(shifted.getTime() - 8 * 3600_000 - daysBack * 86400_000)
}

/** China's YYYY-MM-DD of a timestamp column. */
const cnDay = (col: typeof orders.paidAt | typeof refunds.finishedAt) =>
  sql<string>`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
const day = cnDay(orders.paidAt)
const refundDay = cnDay(refunds.finishedAt)
const refundDone = (since: Date) => and(eq(refunds.status, 1), gte(refunds.finishedAt, since))

export async function dashboard(db: DbOrTx, now = new Date()) {
  const today = dayStart(now)
  const since = dayStart(now, 29)
  const [[created], [paid], [refunded], [waiting], [sales], [withdrawals], series, refundSeries, errors] =
    await Promise.all([
      db.select({ n: count() }).from(orders).where(gte(orders.createdAt, today)),
      db
        .select({ n: count(), amount: sql<string>`coalesce(sum(${orders.payAmount}), 0)` })
        .from(orders)
        .where(gte(orders.paidAt, today)),
      db
        .select({ amount: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
        .from(refunds)
        .where(refundDone(today)),
      db.select({ n: count() }).from(orders).where(eq(orders.status, 1)),
      db.select({ n: count() }).from(afterSales).where(eq(afterSales.status, 0)),
      db.select({ n: count() }).from(pensionWithdrawals).where(eq(pensionWithdrawals.status, 0)),
      db
        .select({ day, n: count(), amount: sql<string>`coalesce(sum(${orders.payAmount}), 0)` })
        .from(orders)
        .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since)))
        .groupBy(day),
      db
        .select({ day: refundDay, amount: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
        .from(refunds)
        .where(refundDone(since))
        .groupBy(refundDay),
      db
        .select({
          message: clientErrors.message,
          kind: clientErrors.kind,
          n: count(),
          last: max(clientErrors.createdAt),
          page: max(clientErrors.page)
        })
        .from(clientErrors)
        .where(gte(clientErrors.createdAt, dayStart(now, 6)))
        .groupBy(clientErrors.message, clientErrors.kind)
        .orderBy(desc(count()))
        .limit(50)
    ])
  const byDay = new Map(series.map((r) => [r.day, r]))
  const refundsByDay = new Map(refundSeries.map((r) => [r.day, Number(r.amount)]))
  const days = Array.from({ length: 30 }, (_, i) => {
    const d = new Date(dayStart(now, 29 - i).getTime() + 8 * 3600_000).toISOString().slice(0, 10)
    const r = byDay.get(d)
    const gross = Number(r?.amount ?? 0)
    const back = refundsByDay.get(d) ?? 0
    return { day: d, orders: r?.n ?? 0, sales: gross, refunds: back, net_sales: gross - back }
  })
  return {
    today: {
      orders: created.n,
      paid_orders: paid.n,
      sales: Number(paid.amount),
      refunds: Number(refunded.amount),
      net_sales: Number(paid.amount) - Number(refunded.amount),
      waiting_shipment: waiting.n,
      after_sales: sales.n,
      withdrawals: withdrawals.n
    },
    days,
    errors: errors.map((e) => ({
      message: e.message,
      kind: e.kind,
      count: e.n,
      last_at: e.last ? new Date(e.last).toISOString() : null,
      page: e.page ?? ''
    }))
  }
}
