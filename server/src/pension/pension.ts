import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { banks, esignAccounts, orders, pensionAccounts, pensionFlows, pensionWithdrawals } from '../db/schema'
import { notFound } from '../errors'
import { CASHBACK_TYPE, CASHBACK_TYPE_LABEL, SETTLEMENT_STATUS, WITHDRAW_STATUS } from '@contract/enums'

/** Pension account, cashback flows, withdrawals. Owned by the pension area. */

/** The user's pension account row (with the partner bank's account and card once opened and bound), or null. */
export async function getAccount(db: DbOrTx, userId: number) {
  const [a] = await db.select().from(pensionAccounts).where(eq(pensionAccounts.userId, userId)).limit(1)
  return a ?? null
}

/** A received order earns cashback: one flow, type 0 (order cashback), status 0 (pending settlement). Idempotent per order. */
export async function recordOrderCashback(
  tx: DbOrTx,
  args: { userId: number; orderId: number; amount: number }
): Promise<void> {
  if (!Number.isSafeInteger(args.amount) || args.amount <= 0) return
  await tx
    .insert(pensionFlows)
    .values({
      userId: args.userId,
      type: CASHBACK_TYPE.orderCashback,
      status: SETTLEMENT_STATUS.pendingSettlement,
      amount: args.amount,
      title: CASHBACK_TYPE_LABEL[CASHBACK_TYPE.orderCashback],
      orderId: args.orderId,
      ref: `order:${args.orderId}`
    })
    .onConflictDoNothing({ target: pensionFlows.orderId })
}

/**
 * A refunded order's cashback is withdrawn if it has not been deposited yet. Idempotent.
 * Money already deposited to the bank stays there: clawing it back is an offline process.
 */
export async function cancelOrderCashback(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .update(pensionFlows)
    .set({ cancelled: true, cancelledAt: new Date() })
    .where(
      and(
        eq(pensionFlows.orderId, orderId),
        eq(pensionFlows.cancelled, false),
        inArray(pensionFlows.status, [SETTLEMENT_STATUS.pendingSettlement, SETTLEMENT_STATUS.pendingDeposit])
      )
    )
}

/** Order cashback whose after-sale window has passed moves to pending deposit; then deposits whatever can go. */
export async function settleDueCashback(db: DbOrTx, afterSaleSeconds: number, now = new Date()) {
  const due = new Date(now.getTime() - afterSaleSeconds * 1000)
  const settled = await db
    .update(pensionFlows)
    .set({ status: SETTLEMENT_STATUS.pendingDeposit, settledAt: now })
    .where(
      and(
        eq(pensionFlows.type, CASHBACK_TYPE.orderCashback),
        eq(pensionFlows.status, SETTLEMENT_STATUS.pendingSettlement),
        eq(pensionFlows.cancelled, false),
        lte(pensionFlows.createdAt, due)
      )
    )
    .returning({ id: pensionFlows.id })
  const deposited = await depositPendingCashback(db)
  return { settled: settled.length, deposited }
}

/**
 * Development only (the sandbox's "after-sale window ends now" for one order): its cashback moves to pending
 * deposit at once, then deposits if the account is bound. Lets a tester watch a flow settle without waiting.
 */
export async function settleOrderCashbackNow(db: DbOrTx, orderNo: string) {
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.orderNo, orderNo))
  if (!order) throw notFound('订单')
  const settled = await db
    .update(pensionFlows)
    .set({ status: SETTLEMENT_STATUS.pendingDeposit, settledAt: new Date() })
    .where(
      and(
        eq(pensionFlows.orderId, order.id),
        eq(pensionFlows.status, SETTLEMENT_STATUS.pendingSettlement),
        eq(pensionFlows.cancelled, false)
      )
    )
    .returning({ id: pensionFlows.id })
  const deposited = await depositPendingCashback(db, order.userId)
  return { settled: settled.length, deposited }
}

/** Pending-deposit flows of users with an opened, card-bound bank account become deposited. Returns how many. */
export async function depositPendingCashback(db: DbOrTx, userId?: number): Promise<number> {
  const bound = db
    .select({ userId: pensionAccounts.userId })
    .from(pensionAccounts)
    .where(
      and(
        isNotNull(pensionAccounts.accountNo),
        isNotNull(pensionAccounts.cardNo),
        userId === undefined ? undefined : eq(pensionAccounts.userId, userId)
      )
    )
  // 返现已到账 commits with the deposit (a savepoint when the caller is already in a transaction).
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(pensionFlows)
      .set({ status: SETTLEMENT_STATUS.deposited, depositedAt: new Date() })
      .where(
        and(
          eq(pensionFlows.status, SETTLEMENT_STATUS.pendingDeposit),
          eq(pensionFlows.cancelled, false),
          inArray(pensionFlows.userId, bound)
        )
      )
      .returning({ id: pensionFlows.id, orderId: pensionFlows.orderId, amount: pensionFlows.amount })
    for (const r of rows) if (r.orderId !== null) await tellCashback(tx, { ...r, orderId: r.orderId })
    return rows.length
  })
}

export interface PensionTotals {
  /** status 0, not cancelled */
  unsettled: number
  /** status 1, not cancelled */
  waiting: number
  /** status 2, not cancelled */
  deposited: number
  /** cancelled flows, whatever their status */
  cancelled: number
  /** withdrawals applied, reviewed or paid (failed ones returned their amount) */
  withdrawn: number
  /** deposited - withdrawn: what /pensionaccount/apply may take */
  withdrawable: number
}

/** Sums of a user's flows and withdrawals, in cents. */
export async function pensionTotals(db: DbOrTx, userId: number): Promise<PensionTotals> {
  const [f] = await db
    .select({
      unsettled: sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where not ${pensionFlows.cancelled} and ${pensionFlows.status} = 0), 0)`,
      waiting: sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where not ${pensionFlows.cancelled} and ${pensionFlows.status} = 1), 0)`,
      deposited: sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where not ${pensionFlows.cancelled} and ${pensionFlows.status} = 2), 0)`,
      cancelled: sql<string>`coalesce(sum(${pensionFlows.amount}) filter (where ${pensionFlows.cancelled}), 0)`
    })
    .from(pensionFlows)
    .where(eq(pensionFlows.userId, userId))
  const [w] = await db
    .select({ withdrawn: sql<string>`coalesce(sum(${pensionWithdrawals.amount}), 0)` })
    .from(pensionWithdrawals)
    .where(and(eq(pensionWithdrawals.userId, userId), sql`${pensionWithdrawals.status} <> ${WITHDRAW_STATUS.failed}`))
  const deposited = Number(f.deposited)
  const withdrawn = Number(w.withdrawn)
  return {
    unsettled: Number(f.unsettled),
    waiting: Number(f.waiting),
    deposited,
    cancelled: Number(f.cancelled),
    withdrawn,
    withdrawable: Math.max(0, deposited - withdrawn)
  }
}

import { maskAccount } from '../lib/mask'
export { maskAccount, maskIdNo, maskPhone } from '../lib/mask'

import { absoluteUrl, bankLogoPath } from '../lib/image-urls'
import { tellCashback } from '../lib/order-notices'
export { absoluteUrl, bankLogoPath } from '../lib/image-urls'
export { recordEvent } from '../lib/product-events'

export interface ProfileBankFields {
  t_pension_bank_account: string
  t_pension_bank_name: string
  t_pension_bank_type: number
  t_pension_bank_logo: { id: number; name: string; logo: string; is_cooperation: boolean; is_show: boolean } | null
  pension_account_id: number
  identity_id: string
  esign_id: string
}

/**
 * The bank fields of profile.info (t_pension_bank_*), for the user profile call.
 * t_pension_bank_type is the spec's bank id (pingan 1, citic 3), 0 without an opened bank account.
 * publicUrl makes the logo address absolute; without it the logo is a server path.
 */
export async function getProfileBankFields(
  db: DbOrTx,
  userId: number,
  publicUrl = ''
): Promise<ProfileBankFields & Record<string, unknown>> {
  const [row] = await db
    .select({ account: pensionAccounts, bank: banks })
    .from(pensionAccounts)
    .leftJoin(banks, eq(banks.id, pensionAccounts.bankId))
    .where(eq(pensionAccounts.userId, userId))
    .limit(1)
  const [esign] = await db
    .select({ identityId: esignAccounts.identityId, esignId: esignAccounts.esignId })
    .from(esignAccounts)
    .where(eq(esignAccounts.userId, userId))
    .limit(1)
  const opened = Boolean(row?.account.accountNo && row.bank)
  const bank = opened ? row!.bank! : null
  return {
    t_pension_bank_account: opened ? maskAccount(row!.account.accountNo) : '',
    t_pension_bank_name: bank?.name ?? '',
    t_pension_bank_type: bank?.id ?? 0,
    t_pension_bank_logo: bank
      ? {
          id: bank.id,
          name: bank.name,
          logo: absoluteUrl(publicUrl, bankLogoPath(bank.id)),
          is_cooperation: bank.isCooperation,
          is_show: bank.isShow
        }
      : null,
    pension_account_id: row?.account.openedAt ? row.account.id : 0,
    identity_id: esign?.identityId ?? '',
    esign_id: esign?.esignId ?? ''
  }
}
