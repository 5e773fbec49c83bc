import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import { giftCardLedger, orders, payments, pensionFlows, refunds, welfareLedger } from '../db/schema'
import { invalid } from '../errors'
import type { Ctx } from '../lib/context'
import { CASHBACK_TYPE, payChannelOf } from '@contract/enums'

/**
 * The daily reconciliation (财务): three pairs of totals for one China-time day, each pair written by different
 * hands, and every order where a pair disagrees (docs/decisions/0023-settlement-and-reconciliation.md):
 * - 订单实付 = 收款: what orders paid that day (orders.paid_at, pay_amount) against the payments received that day
 *   (payments paid through the gateway or our card / welfare ledgers);
 * - 返现 = 养老金账: the cashback of the orders received that day against the pension ledger's order flows;
 * - 退款 = 网关退款: the refunds we finished that day against what the gateway (or the ledger, for balance ways)
 *   says it refunded.
 */

const CN_OFFSET_MS = 8 * 3600 * 1000

export function dayRange(date: string): [Date, Date] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const start = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - CN_OFFSET_MS : NaN
  if (!m || Number.isNaN(start) || new Date(start + CN_OFFSET_MS).toISOString().slice(0, 10) !== date)
    throw invalid('date', '不是有效的日期（YYYY-MM-DD）')
  return [new Date(start), new Date(start + 24 * 3600 * 1000)]
}

export interface DiffRow {
  order_id: number
  order_no: string
  /** The first side's amount (orders / cashback due / our refunds), cents. */
  ours: number
  /** The other side's (payments / pension ledger / gateway), cents; null when the gateway could not be asked. */
  theirs: number | null
  diff: number
  note: string
}

interface Section {
  key: 'payments' | 'cashback' | 'refunds'
  title: string
  ours_label: string
  theirs_label: string
  ours_total: number
  theirs_total: number
  diffs: DiffRow[]
}

/** Pairs per-order amounts of two sides; a row for every order where they differ. */
function pair(
  ours: Map<number, number>,
  theirs: Map<number, number>,
  nos: Map<number, string>,
  note: (o: number | undefined, t: number | undefined) => string
) {
  const diffs: DiffRow[] = []
  for (const id of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(id)
    const b = theirs.get(id)
    if ((a ?? 0) === (b ?? 0)) continue
    diffs.push({
      order_id: id,
      order_no: nos.get(id) ?? '',
      ours: a ?? 0,
      theirs: b ?? 0,
      diff: (a ?? 0) - (b ?? 0),
      note: note(a, b)
    })
  }
  return diffs.sort((x, y) => x.order_id - y.order_id)
}

const sum = (m: Map<number, number>) => [...m.values()].reduce((s, v) => s + v, 0)
const add = (m: Map<number, number>, k: number, v: number) => m.set(k, (m.get(k) ?? 0) + v)

async function orderNos(ctx: Ctx, ids: number[]) {
  const rows = ids.length
    ? await ctx.db.select({ id: orders.id, no: orders.orderNo }).from(orders).where(inArray(orders.id, ids))
    : []
  return new Map(rows.map((r) => [r.id, r.no]))
}

async function paymentsSection(ctx: Ctx, from: Date, to: Date): Promise<Section> {
  const paidOrders = await ctx.db
    .select({ id: orders.id, amount: orders.payAmount })
    .from(orders)
    .where(and(gte(orders.paidAt, from), lt(orders.paidAt, to)))
  const received = await ctx.db
    .select({ orderId: payments.orderId, amount: payments.amount })
    .from(payments)
    .where(and(inArray(payments.status, [1, 3]), gte(payments.paidAt, from), lt(payments.paidAt, to)))
  const ours = new Map<number, number>()
  const theirs = new Map<number, number>()
  for (const o of paidOrders) add(ours, o.id, o.amount)
  for (const p of received) add(theirs, p.orderId, p.amount)
  const nos = await orderNos(ctx, [...new Set([...ours.keys(), ...theirs.keys()])])
  const diffs = pair(ours, theirs, nos, (o, t) =>
    o === undefined
      ? '收到款项，但订单未记为已支付'
      : t === undefined
        ? '订单记为已支付，但没有收款记录'
        : '订单实付与收款金额不一致'
  )
  return {
    key: 'payments',
    title: '订单实付 = 收款',
    ours_label: '订单实付',
    theirs_label: '收款',
    ours_total: sum(ours),
    theirs_total: sum(theirs),
    diffs
  }
}

async function cashbackSection(ctx: Ctx, from: Date, to: Date): Promise<Section> {
  const received = await ctx.db
    .select({ id: orders.id, amount: orders.cashbackTotal })
    .from(orders)
    .where(and(gte(orders.receivedAt, from), lt(orders.receivedAt, to), sql`${orders.cashbackTotal} > 0`))
  const flows = await ctx.db
    .select({ orderId: pensionFlows.orderId, amount: pensionFlows.amount })
    .from(pensionFlows)
    .where(
      and(
        eq(pensionFlows.type, CASHBACK_TYPE.orderCashback),
        isNotNull(pensionFlows.orderId),
        gte(pensionFlows.createdAt, from),
        lt(pensionFlows.createdAt, to)
      )
    )
  const ours = new Map<number, number>()
  const theirs = new Map<number, number>()
  for (const o of received) add(ours, o.id, o.amount)
  for (const f of flows) add(theirs, f.orderId as number, f.amount)
  const nos = await orderNos(ctx, [...new Set([...ours.keys(), ...theirs.keys()])])
  const diffs = pair(ours, theirs, nos, (o, t) =>
    o === undefined
      ? '养老金账有返现，但当天没有对应的收货订单'
      : t === undefined
        ? '订单已收货，但养老金账没有返现'
        : '返现金额与养老金账不一致'
  )
  return {
    key: 'cashback',
    title: '返现 = 养老金账',
    ours_label: '应返现',
    theirs_label: '养老金账',
    ours_total: sum(ours),
    theirs_total: sum(theirs),
    diffs
  }
}

/**
 * The ledger reference a balance-way refund is written under (order/refund.ts executeRefund): an after-sale's refund
 * is a movement of its own, `refund:<order>:<after-sale>`, so refunds by item may follow one another; a refund
 * without an after-sale (a closed order's late payment) is `refund:<order>`.
 */
export const ledgerRefOf = (r: { orderId: number; afterSaleId: number | null }) =>
  r.afterSaleId ? `refund:${r.orderId}:${r.afterSaleId}` : `refund:${r.orderId}`

async function refundsSection(ctx: Ctx, from: Date, to: Date): Promise<Section> {
  const done = await ctx.db
    .select({ r: refunds, p: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, 1), gte(refunds.finishedAt, from), lt(refunds.finishedAt, to)))
  const ours = new Map<number, number>()
  const theirs = new Map<number, number>()
  /** Orders whose gateway refund could not be checked, and why. */
  const unknown = new Map<number, string>()
  /** Balance-way refunds: the ledger reference each was written under, and its order. */
  const ledgerRefs = new Map<string, number>()
  for (const { r, p } of done) {
    add(ours, r.orderId, r.amount)
    const channel = payChannelOf(p.payway)
    if (!channel) {
      ledgerRefs.set(ledgerRefOf(r), r.orderId)
      theirs.set(r.orderId, theirs.get(r.orderId) ?? 0)
      continue
    }
    const q = ctx.providers.payment.queryRefund
    if (!q) {
      unknown.set(r.orderId, '支付网关不提供退款查询，未能核对')
      continue
    }
    try {
      const state = await q.call(ctx.providers.payment, channel, p.outTradeNo, r.refundNo)
      add(theirs, r.orderId, state.status === 'SUCCESS' ? state.amount : 0)
    } catch {
      // A gateway that does not answer leaves that order unchecked, never the whole report failed.
      unknown.set(r.orderId, '支付网关查询失败，未能核对，请稍后重试')
    }
  }
  // Balance ways: the card and welfare ledgers' rows under each refund's own reference.
  const refs = [...ledgerRefs.keys()]
  if (refs.length) {
    const rows = await Promise.all([
      ctx.db
        .select({ ref: giftCardLedger.ref, delta: giftCardLedger.delta })
        .from(giftCardLedger)
        .where(inArray(giftCardLedger.ref, refs)),
      ctx.db
        .select({ ref: welfareLedger.ref, delta: welfareLedger.delta })
        .from(welfareLedger)
        .where(inArray(welfareLedger.ref, refs))
    ])
    for (const row of rows.flat()) add(theirs, ledgerRefs.get(row.ref) as number, row.delta)
  }
  const nos = await orderNos(ctx, [...ours.keys()])
  const checked = new Map([...ours].filter(([id]) => !unknown.has(id)))
  const diffs = pair(checked, theirs, nos, (_o, t) =>
    t ? '网关退款金额与本地不一致' : '本地记为已退款，但网关（或账本）没有这笔退款'
  )
  for (const [id, note] of unknown)
    diffs.push({ order_id: id, order_no: nos.get(id) ?? '', ours: ours.get(id) ?? 0, theirs: null, diff: 0, note })
  return {
    key: 'refunds',
    title: '退款 = 网关退款',
    ours_label: '本地退款',
    theirs_label: '网关退款',
    ours_total: sum(ours),
    theirs_total: sum(theirs),
    diffs
  }
}

/** The report of one day: three sections; `balanced` when no section lists a difference. */
export async function reconcileDay(ctx: Ctx, date: string) {
  const [from, to] = dayRange(date)
  const sections = [
    await paymentsSection(ctx, from, to),
    await cashbackSection(ctx, from, to),
    await refundsSection(ctx, from, to)
  ]
  return { date, balanced: sections.every((s) => !s.diffs.length), sections }
}
