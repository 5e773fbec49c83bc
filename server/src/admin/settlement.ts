import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { orders, pensionAccounts, pensionFlows, pensionWithdrawals, users } from '../db/schema'
import { AppError, ERRNO } from '../errors'
import type { Ctx } from '../lib/context'
import { CASHBACK_TYPE, SETTLEMENT_STATUS, WITHDRAW_STATUS } from '@contract/enums'
import { depositPendingCashback } from '../pension/pension'
import { WITHDRAW_STATUS_TEXT } from '../pension/pension-withdraw'
import { audit, type Actor } from './audit'

/**
 * Cashback settlement by 财务 (docs/decisions/0023-settlement-and-reconciliation.md). An order's cashback is
 * recorded on receipt as 待结算 and becomes due when the after-sale window (config.afterSaleSeconds) has passed
 * without a refund; settling moves it to 待入账 and deposits it at once when the shopper's bank account is open and
 * bound. The move is conditional (status 0, not cancelled, due), so two clicks, two operators or two nodes settle
 * a flow once.
 */

const dueAt = (created: Date, afterSaleSeconds: number) => new Date(created.getTime() + afterSaleSeconds * 1000)

export async function listUnsettled(
  ctx: Ctx,
  q: { phone?: string; order_no?: string; due_only?: boolean; page?: number; page_size?: number }
) {
  const due = new Date(Date.now() - ctx.config.afterSaleSeconds * 1000)
  const where: SQL[] = [
    eq(pensionFlows.type, CASHBACK_TYPE.orderCashback),
    eq(pensionFlows.status, SETTLEMENT_STATUS.pendingSettlement),
    eq(pensionFlows.cancelled, false)
  ]
  if (q.phone) where.push(eq(users.phone, q.phone))
  if (q.order_no) where.push(eq(orders.orderNo, q.order_no))
  if (q.due_only) where.push(lte(pensionFlows.createdAt, due))
  const size = q.page_size ?? 20
  const base = () =>
    ctx.db
      .select({ f: pensionFlows, orderNo: orders.orderNo, phone: users.phone, orderStatus: orders.status })
      .from(pensionFlows)
      .innerJoin(orders, eq(orders.id, pensionFlows.orderId))
      .innerJoin(users, eq(users.id, pensionFlows.userId))
      .where(and(...where))
  const [rows, [{ total, amount }]] = await Promise.all([
    base()
      .orderBy(asc(pensionFlows.createdAt), asc(pensionFlows.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    ctx.db
      .select({ total: count(), amount: sql<string>`coalesce(sum(${pensionFlows.amount}), 0)` })
      .from(pensionFlows)
      .innerJoin(orders, eq(orders.id, pensionFlows.orderId))
      .innerJoin(users, eq(users.id, pensionFlows.userId))
      .where(and(...where))
  ])
  const now = Date.now()
  return {
    total,
    amount: Number(amount),
    list: rows.map(({ f, orderNo, phone }) => {
      const at = dueAt(f.createdAt, ctx.config.afterSaleSeconds)
      return {
        id: f.id,
        order_id: f.orderId,
        order_no: orderNo,
        phone,
        amount: f.amount,
        received_at: f.createdAt.toISOString(),
        due_at: at.toISOString(),
        due: at.getTime() <= now
      }
    })
  }
}

/**
 * Settles the named flows (one or a batch). Each flow either settles now or is reported with why not: already
 * settled (by another operator or node), cancelled by a refund, still in its after-sale window, or unknown.
 */
export async function settleCashback(ctx: Ctx, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)]
  const due = new Date(Date.now() - ctx.config.afterSaleSeconds * 1000)
  const now = new Date()
  const settled = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(pensionFlows)
      .set({ status: SETTLEMENT_STATUS.pendingDeposit, settledAt: now })
      .where(
        and(
          inArray(pensionFlows.id, unique),
          eq(pensionFlows.type, CASHBACK_TYPE.orderCashback),
          eq(pensionFlows.status, SETTLEMENT_STATUS.pendingSettlement),
          eq(pensionFlows.cancelled, false),
          lte(pensionFlows.createdAt, due)
        )
      )
      .returning({ id: pensionFlows.id, userId: pensionFlows.userId, amount: pensionFlows.amount })
    for (const r of rows)
      await audit(tx, actor, {
        action: 'settle',
        entity: 'cashback',
        entityId: r.id,
        before: { status: SETTLEMENT_STATUS.pendingSettlement },
        after: { status: SETTLEMENT_STATUS.pendingDeposit, amount: r.amount }
      })
    return rows
  })
  for (const userId of new Set(settled.map((r) => r.userId))) await depositPendingCashback(ctx.db, userId)
  const done = new Set(settled.map((r) => r.id))
  const left = unique.filter((id) => !done.has(id))
  const others = left.length ? await ctx.db.select().from(pensionFlows).where(inArray(pensionFlows.id, left)) : []
  const failed = left.map((id) => {
    const f = others.find((o) => o.id === id)
    const reason = !f
      ? '返现记录不存在'
      : f.cancelled
        ? '订单已退款，返现已取消'
        : f.status !== SETTLEMENT_STATUS.pendingSettlement
          ? '已结算，不能重复结算'
          : f.type !== CASHBACK_TYPE.orderCashback
            ? '不是订单返现'
            : '售后期未结束，暂不能结算'
    return { id, reason }
  })
  if (!settled.length && failed.length === 1) throw new AppError(ERRNO.SETTLEMENT_STATE, failed[0].reason)
  return { settled: settled.length, amount: settled.reduce((s, r) => s + r.amount, 0), failed }
}

/**
 * What the bank did not do, with its reasons: payouts it refused or failed (the bank's words), and settled
 * cashback it cannot take yet because the shopper's bank account is not open or no card is bound.
 */
export async function bankFailures(ctx: Ctx) {
  const payouts = await ctx.db
    .select({ w: pensionWithdrawals, phone: users.phone })
    .from(pensionWithdrawals)
    .innerJoin(users, eq(users.id, pensionWithdrawals.userId))
    .where(
      and(
        eq(pensionWithdrawals.status, WITHDRAW_STATUS.failed),
        // Refusals by 财务 are not the bank's failures.
        sql`${pensionWithdrawals.payoutNo} is not null`
      )
    )
    .orderBy(desc(pensionWithdrawals.id))
    .limit(100)
  const waiting = await ctx.db
    .select({
      userId: pensionFlows.userId,
      phone: users.phone,
      amount: sql<string>`sum(${pensionFlows.amount})`,
      flows: count(),
      accountNo: pensionAccounts.accountNo
    })
    .from(pensionFlows)
    .innerJoin(users, eq(users.id, pensionFlows.userId))
    .leftJoin(pensionAccounts, eq(pensionAccounts.userId, pensionFlows.userId))
    .where(
      and(
        eq(pensionFlows.status, SETTLEMENT_STATUS.pendingDeposit),
        eq(pensionFlows.cancelled, false),
        or(isNull(pensionAccounts.accountNo), isNull(pensionAccounts.cardNo))
      )
    )
    .groupBy(pensionFlows.userId, users.phone, pensionAccounts.accountNo)
    .orderBy(desc(sql`sum(${pensionFlows.amount})`))
    .limit(100)
  return {
    payouts: payouts.map(({ w, phone }) => ({
      id: w.id,
      phone,
      amount: w.amount,
      payout_no: w.payoutNo,
      status_text: WITHDRAW_STATUS_TEXT[w.status] ?? '',
      reason: w.reason ?? '银行未说明原因',
      at: (w.finishedAt ?? w.createdAt).toISOString()
    })),
    deposits: waiting.map((r) => ({
      user_id: r.userId,
      phone: r.phone,
      amount: Number(r.amount),
      flows: r.flows,
      reason: r.accountNo ? '未绑定银行卡，暂不能入账' : '未开通养老金银行账户，暂不能入账'
    }))
  }
}
