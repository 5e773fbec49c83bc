import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { pensionFlows, pensionStatements, pensionWithdrawals } from '../db/schema'
import { conflict } from '../errors'
import { pensionTotals } from './pension'
import { cnMonth, cnMonthSql, flowView, monthRange } from './pension-flow'
import { WITHDRAW_STATUS, cashbackTypeLabel } from '@contract/enums'
import type { CashbackType } from '@contract/schemas/pension'

/**
 * Pension management: a monthly statement view over the same flows (China-time months).
 * - income: valid (not cancelled) cashback created in the month
 * - deposited: the part of that income already deposited to the bank account
 * - cancelled: cashback of the month cancelled by refunds
 * - withdrawn: withdrawals applied in the month that did not fail
 * A closed month can be confirmed (/pensionmanage/apply): its totals are frozen as a statement,
 * so later refunds show up against the live view, never rewrite what the user confirmed.
 */

const statementView = (s: typeof pensionStatements.$inferSelect) => ({
  month: s.month,
  income: s.income,
  deposited: s.deposited,
  withdrawn: s.withdrawn,
  flow_count: s.flowCount,
  confirmed_at: Math.floor(s.createdAt.getTime() / 1000)
})

/** Live totals of one month, optionally of one cashback type. */
async function monthTotals(db: DbOrTx, userId: number, y: number, m: number, type?: number) {
  const [from, to] = monthRange(y, m)
  const inMonth = and(
    eq(pensionFlows.userId, userId),
    gte(pensionFlows.createdAt, from),
    lt(pensionFlows.createdAt, to),
    type === undefined ? undefined : eq(pensionFlows.type, type)
  )
  const [f] = await db
    .select({
      income: sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where not ${pensionFlows.cancelled}), 0)`,
      deposited: sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where not ${pensionFlows.cancelled} and ${pensionFlows.status} = 2), 0)`,
      cancelled: sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where ${pensionFlows.cancelled}), 0)`,
      count: sql<number>`count(*)::int`
    })
    .from(pensionFlows)
    .where(inMonth)
  const [w] = await db
    .select({ withdrawn: sql<string>`coalesce(sum(${pensionWithdrawals.amount}), 0)` })
    .from(pensionWithdrawals)
    .where(
      and(
        eq(pensionWithdrawals.userId, userId),
        gte(pensionWithdrawals.createdAt, from),
        lt(pensionWithdrawals.createdAt, to),
        sql`${pensionWithdrawals.status} <> ${WITHDRAW_STATUS.failed}`
      )
    )
  return {
    income: Number(f.income),
    deposited: Number(f.deposited),
    cancelled: Number(f.cancelled),
    withdrawn: Number(w.withdrawn),
    flow_count: f.count,
    inMonth
  }
}

const prevMonth = (ym: string) => {
  const [y, m] = ym.split('-').map(Number)
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

/** /pensionmanage/info: overall totals and the per-month income of the last twelve months with flows. */
export async function manageInfo(db: DbOrTx, userId: number) {
  const t = await pensionTotals(db, userId)
  const month = cnMonthSql(pensionFlows.createdAt)
  const rows = await db
    .select({
      month,
      income: sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where not ${pensionFlows.cancelled}), 0)`,
      count: sql<number>`count(*)::int`
    })
    .from(pensionFlows)
    .where(eq(pensionFlows.userId, userId))
    .groupBy(month)
    .orderBy(desc(month))
    .limit(12)
  const confirmed = await db
    .select({ month: pensionStatements.month })
    .from(pensionStatements)
    .where(eq(pensionStatements.userId, userId))
  const done = new Set(confirmed.map((c) => c.month))
  const current = cnMonth(new Date())
  const incomeOf = (ym: string) => Number(rows.find((r) => r.month === ym)?.income ?? 0)
  return {
    pension_amount_total: t.unsettled + t.waiting + t.deposited,
    accountin_total: t.deposited,
    withdrawn: t.withdrawn,
    withdrawable: t.withdrawable,
    this_month_income: incomeOf(current),
    last_month_income: incomeOf(prevMonth(current)),
    months: rows.map((r) => ({
      month: r.month,
      income: Number(r.income),
      flow_count: r.count,
      closed: r.month < current,
      confirmed: done.has(r.month)
    }))
  }
}

/** /pensionmanage/list: one month's statement: totals, per-type totals and the flows (optionally one type). */
export async function manageList(db: DbOrTx, userId: number, input: { y: number; m: number; type?: number }) {
  const ym = `${input.y}-${String(input.m).padStart(2, '0')}`
  const { inMonth, ...totals } = await monthTotals(db, userId, input.y, input.m, input.type)
  const byType = await db
    .select({
      type: pensionFlows.type,
      amount: sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where not ${pensionFlows.cancelled}), 0)`,
      count: sql<number>`count(*)::int`
    })
    .from(pensionFlows)
    .where(inMonth)
    .groupBy(pensionFlows.type)
  const flows = await db
    .select()
    .from(pensionFlows)
    .where(inMonth)
    .orderBy(desc(pensionFlows.createdAt), desc(pensionFlows.id))
    .limit(500)
  const [statement] = await db
    .select()
    .from(pensionStatements)
    .where(and(eq(pensionStatements.userId, userId), eq(pensionStatements.month, ym)))
  return {
    month: ym,
    ...totals,
    by_type: byType.map((r) => ({
      type: r.type as CashbackType,
      type_text: cashbackTypeLabel(r.type),
      amount: Number(r.amount),
      count: r.count
    })),
    list: flows.map(flowView),
    closed: ym < cnMonth(new Date()),
    statement: statement ? statementView(statement) : null
  }
}

/** /pensionmanage/apply: confirms a closed month's statement. Idempotent: a second call returns the first. */
export async function manageApply(db: DbOrTx, userId: number, input: { y: number; m: number }) {
  const ym = `${input.y}-${String(input.m).padStart(2, '0')}`
  if (ym >= cnMonth(new Date())) throw conflict('本月尚未结束，账单暂不能确认')
  const { income, deposited, withdrawn, flow_count } = await monthTotals(db, userId, input.y, input.m)
  await db
    .insert(pensionStatements)
    .values({ userId, month: ym, income, deposited, withdrawn, flowCount: flow_count })
    .onConflictDoNothing()
  const [s] = await db
    .select()
    .from(pensionStatements)
    .where(and(eq(pensionStatements.userId, userId), eq(pensionStatements.month, ym)))
  return statementView(s)
}
