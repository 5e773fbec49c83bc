import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { banks, pensionAccounts, pensionFlows } from '../db/schema'
import { invalid } from '../errors'
import { perDb } from '../lib/prepared'
import { paging } from '../lib/reply'
import type {
  CashbackType,
  FlowMonthList,
  FlowPage,
  PensionFlow,
  PensionInfo,
  SettlementStatus
} from '@contract/schemas/pension'
import { absoluteUrl, bankLogoPath, maskAccount, maskPhone } from './pension'
import type { Ctx } from '../lib/context'
import { WITHDRAW_STATUS, cashbackTypeLabel, settlementStatusLabel } from '@contract/enums'

/** profile.pension, the flow list and its months. Months are China time (UTC+8, no daylight saving). */

const CN_OFFSET_MS = 8 * 3600 * 1000

/** [start, end) of a China-time month, or of a whole year when m is absent. */
export function monthRange(y: number, m?: number): [Date, Date] {
  const start = Date.UTC(y, m ? m - 1 : 0, 1) - CN_OFFSET_MS
  const end = Date.UTC(m ? y : y + 1, m ? m : 0, 1) - CN_OFFSET_MS
  return [new Date(start), new Date(end)]
}

/** The China-time month of a moment as 'YYYY-MM'. */
export const cnMonth = (d: Date) => new Date(d.getTime() + CN_OFFSET_MS).toISOString().slice(0, 7)

/** SQL expression of a timestamp's China-time month, 'YYYY-MM'. */
export const cnMonthSql = (col: SQL | typeof pensionFlows.createdAt) =>
  sql<string>`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null)

export const flowView = (f: typeof pensionFlows.$inferSelect): PensionFlow => ({
  id: f.id,
  type: f.type as CashbackType,
  type_text: cashbackTypeLabel(f.type),
  status: f.status as SettlementStatus,
  status_text: f.cancelled ? '已取消' : settlementStatusLabel(f.status),
  amount: f.amount,
  title: f.title,
  order_id: f.orderId,
  cancelled: f.cancelled,
  created_at: unix(f.createdAt),
  settled_at: unix(f.settledAt),
  deposited_at: unix(f.depositedAt),
  cancelled_at: unix(f.cancelledAt)
})

/**
 * /pensionaccount/info2 -> profile.pension. All amounts are integer cents from the user's
 * non-cancelled flows:
 * - accountin_total: deposited into the bank pension account (status 2)
 * - pension_amount_total: all cashback earned (status 0 + 1 + 2)
 * - accountin_waiting: settled, waiting for deposit (status 1)
 * - unsettled_amount: still inside the after-sale window (status 0)
 * - pension_for_open: what opening a bank account will let in (status 0 + 1 while not opened, else 0)
 * - notarize_total: confirmed cashback, past the after-sale window (status 1 + 2)
 * - withdrawable / withdrawn (extra): deposited minus live withdrawals, and those withdrawals
 * bank_account_type is the spec's bank id (pingan 1, citic 3), 0 before an account is opened.
 */
export async function pensionInfo(ctx: Ctx, userId: number): Promise<PensionInfo> {
  const [r] = await pensionInfoQuery(ctx.db).execute({ userId })
  const t = { unsettled: Number(r.unsettled), waiting: Number(r.waiting), deposited: Number(r.deposited) }
  const withdrawn = Number(r.withdrawn)
  const opened = Boolean(r.accountNo)
  const bank = opened && r.bankId ? { id: r.bankId, name: r.bankName ?? '' } : null
  return {
    accountin_total: t.deposited,
    pension_amount_total: t.unsettled + t.waiting + t.deposited,
    accountin_waiting: t.waiting,
    unsettled_amount: t.unsettled,
    pension_for_open: opened ? 0 : t.unsettled + t.waiting,
    bank_account_type: bank?.id ?? 0,
    notarize_total: t.waiting + t.deposited,
    bank_account_no: opened ? maskAccount(r.accountNo) : '',
    bank_account_name: bank?.name ?? '',
    bank_account_logo: bank ? absoluteUrl(ctx.config.publicUrl, bankLogoPath(bank.id)) : '',
    is_show_open_btn: !opened,
    jst_binded: Boolean(r.jstBinded),
    bank_pre_phone: maskPhone(r.prePhone),
    status: opened,
    withdrawable: Math.max(0, t.deposited - withdrawn),
    withdrawn
  }
}

const uid = sql.placeholder('userId')
const sumOf = (status: number) =>
  sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where not ${pensionFlows.cancelled} and ${pensionFlows.status} = ${sql.raw(String(status))}), 0)`

/** pensionTotals (pension.ts), the account and its bank in one statement: what /pensionaccount/info2 shows. */
const pensionInfoQuery = perDb((db) => {
  const totals = db
    .select({
      unsettled: sumOf(0).as('unsettled'),
      waiting: sumOf(1).as('waiting'),
      deposited: sumOf(2).as('deposited')
    })
    .from(pensionFlows)
    .where(eq(pensionFlows.userId, uid))
    .as('totals')
  return db
    .select({
      unsettled: totals.unsettled,
      waiting: totals.waiting,
      deposited: totals.deposited,
      withdrawn: sql<string>`(select coalesce(sum(w.amount), 0) from pension_withdrawals w
        where w.user_id = ${uid} and w.status <> ${sql.raw(String(WITHDRAW_STATUS.failed))})`,
      accountNo: pensionAccounts.accountNo,
      bankId: pensionAccounts.bankId,
      jstBinded: pensionAccounts.jstBinded,
      prePhone: pensionAccounts.prePhone,
      bankName: banks.name
    })
    .from(totals)
    .leftJoin(pensionAccounts, eq(pensionAccounts.userId, uid))
    .leftJoin(banks, eq(banks.id, pensionAccounts.bankId))
    .prepare('pension_info')
})

export interface FlowFilters {
  y?: number
  m?: number
  type?: number
  status?: number
  /** 0 every flow (default), 1 only valid (not cancelled), 2 only cancelled */
  scope?: number
  page?: number
  page_size?: number
}

export function flowWhere(userId: number, f: FlowFilters): SQL {
  if (f.m && !f.y) throw invalid('y', '不能为空（按月筛选时需要年份）')
  const range = f.y ? monthRange(f.y, f.m) : null
  return and(
    eq(pensionFlows.userId, userId),
    range ? gte(pensionFlows.createdAt, range[0]) : undefined,
    range ? lt(pensionFlows.createdAt, range[1]) : undefined,
    f.type === undefined ? undefined : eq(pensionFlows.type, f.type),
    f.status === undefined ? undefined : eq(pensionFlows.status, f.status),
    f.scope === 1 ? eq(pensionFlows.cancelled, false) : f.scope === 2 ? eq(pensionFlows.cancelled, true) : undefined
  )!
}

/**
 * /pensionaccount/flow2: newest first; sum is the valid (not cancelled) amount over the whole filter. One query: the
 * total and the sum ride on the page's rows as window aggregates (an empty page past the end asks once more).
 */
export async function flowList(db: DbOrTx, userId: number, f: FlowFilters): Promise<FlowPage> {
  const { page, size, offset } = paging(f, 15)
  const where = flowWhere(userId, f)
  const query = (limit: number, skip: number) =>
    db
      .select({
        flow: pensionFlows,
        total: sql<number>`count(*) over ()`,
        sum: sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where not ${pensionFlows.cancelled}) over (), 0)`
      })
      .from(pensionFlows)
      .where(where)
      .orderBy(desc(pensionFlows.createdAt), desc(pensionFlows.id))
      .limit(limit)
      .offset(skip)
  const rows = await query(size, offset)
  const head = rows[0] ?? (offset > 0 ? (await query(1, 0))[0] : undefined)
  return {
    list: rows.map((r) => flowView(r.flow)),
    total: Number(head?.total ?? 0),
    sum: Number(head?.sum ?? 0),
    page,
    page_size: size
  }
}

/** /pensionaccount/monthes: the months (China time) that have flows, newest first. */
export async function flowMonths(db: DbOrTx, userId: number): Promise<FlowMonthList> {
  const month = cnMonthSql(pensionFlows.createdAt)
  const rows = await db
    .selectDistinct({ month })
    .from(pensionFlows)
    .where(eq(pensionFlows.userId, userId))
    .orderBy(desc(month))
  return {
    list: rows.map(({ month: ym }) => {
      const [y, m] = ym.split('-').map(Number)
      return { y, m, month: ym, label: `${y}年${m}月` }
    })
  }
}
