import crypto from 'node:crypto'
import { type SQL, and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { afterSales, payments, pointsLedger, refunds } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { PayNotification } from '../payment/payment.provider'
import type { OrderStatus } from '@contract/schemas/order'
import { returnCoupon } from '../wallet/coupon'
import { releaseOrderGoods } from './order-close'
import { afterSaleById, afterSaleRefusal } from '../aftersale/aftersale'

export { afterSaleRefusal }
import { move } from '../lib/order-state'
import { tellRefundApproved, tellRefunded } from '../lib/order-notices'
import { finishPartialRefund, pointsTakenByParts } from './refund-partial'
import { refundedSoFar } from '../aftersale/refund-apply'
import { returnDeductions } from './deductions'
import { creditBalanceWay } from './payways'
import { ORDER_STATUS, payChannelOf, REFUND_TYPE } from '@contract/enums'
import { cancelOrderCashback } from '../pension/pension'
import { changePoints, currentPoints } from '../wallet/points'
import { voidInvoice } from '../invoice/invoice'
import type { Ctx } from '../lib/context'

/** Refunds and after-sale: the shopper applies, the merchant approves or rejects, the money goes back the way it came. */

export { applyRefund, type RefundInput } from '../aftersale/refund-apply'

/**
 * Opens a refund of an order's payment (the paid one unless named): what is left of it, or `amount` when an
 * after-sale asked for less. One refund per payment and after-sale (a replay finds the first); returns its id.
 */
export async function refundPayment(
  tx: DbOrTx,
  orderId: number,
  opts: { paymentId?: number; afterSaleId?: number; reason: string; amount?: number }
): Promise<number | null> {
  const [p] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), opts.paymentId ? eq(payments.id, opts.paymentId) : eq(payments.status, 1))
    )
    .orderBy(desc(payments.id))
    .limit(1)
  if (!p) return null
  // Earlier partial refunds of this payment (by item) are not given twice.
  const [{ gone }] = await tx
    .select({ gone: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, p.id), inArray(refunds.status, [0, 1])))
  const left = Math.max(0, p.amount - Number(gone))
  const [r] = await tx
    .insert(refunds)
    .values({
      refundNo: `R${Date.now()}${crypto.randomInt(0, 1e6).toString().padStart(6, '0')}`,
      orderId,
      paymentId: p.id,
      afterSaleId: opts.afterSaleId ?? null,
      amount: Math.min(opts.amount ?? left, left),
      reason: opts.reason
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id })
  if (r) return r.id
  const [existing] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, p.id),
        opts.afterSaleId ? eq(refunds.afterSaleId, opts.afterSaleId) : sql`${refunds.afterSaleId} is null`
      )
    )
  return existing?.id ?? null
}

/**
 * Sends the money back: balance ways are credited in our ledgers at once; provider ways ask the gateway, whose refund
 * notification finishes the job. A gateway refusal leaves the refund pending for the retry job.
 */
export async function executeRefund(ctx: Ctx, refundId: number) {
  const [row] = await ctx.db
    .select({ r: refunds, p: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId))
  if (!row || row.r.status !== 0) return
  const { r, p } = row
  const channel = payChannelOf(p.payway)
  if (channel && r.amount > 0) {
    try {
      const res = await ctx.providers.payment.refund({
        channel,
        outTradeNo: p.outTradeNo,
        refundNo: r.refundNo,
        amount: r.amount,
        total: p.amount
      })
      // Alipay settles a refund in its answer and sends no refund notification.
      if (res?.settled) await ctx.db.transaction((tx) => finishRefund(tx, r.id))
    } catch {
      // Left pending: retryRefunds asks again later.
    }
    return
  }
  await ctx.db.transaction(async (tx) => {
    // A refund of one line is a ledger movement of its own (refunds by item may follow one another).
    const ref = r.afterSaleId ? `refund:${r.orderId}:${r.afterSaleId}` : `refund:${r.orderId}`
    if (r.amount > 0) await creditBalanceWay(tx, p, { amount: r.amount, ref, orderId: r.orderId })
    await finishRefund(tx, r.id)
  })
}

/** Marks a refund done once; an after-sale refund then ends the order as refunded and undoes what the order earned. */
async function finishRefund(tx: DbOrTx, refundId: number): Promise<boolean> {
  const [r] = await tx
    .update(refunds)
    .set({ status: 1, finishedAt: new Date() })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 0)))
    .returning()
  if (!r) return false
  await tellRefunded(tx, r)
  if (!r.afterSaleId) {
    await tx.update(payments).set({ status: 3 }).where(eq(payments.id, r.paymentId))
    return true
  }
  const [a] = await tx
    .update(afterSales)
    .set({ status: 2, finishedAt: new Date() })
    .where(and(eq(afterSales.id, r.afterSaleId), eq(afterSales.status, 1)))
    .returning()
  if (!a) return true
  const [p] = await tx.select().from(payments).where(eq(payments.id, r.paymentId))
  // One line, and the order not yet refunded in full: the rest of the order goes on.
  if (a.itemId !== null && (await refundedSoFar(tx, a.orderId)) < (p?.amount ?? 0)) {
    await finishPartialRefund(tx, { ...a, itemId: a.itemId }, r.amount)
    return true
  }
  await tx.update(payments).set({ status: 3 }).where(eq(payments.id, r.paymentId))
  const order = await move(tx, r.orderId, ORDER_STATUS.awaitRefund, ORDER_STATUS.refunded, '退款成功', {
    refundedAt: new Date()
  })
  if (a.prevStatus === ORDER_STATUS.paymentFinished) await releaseOrderGoods(tx, order)
  await returnCoupon(tx, order.id)
  // The card balance and points taken at checkout go back with the money.
  await returnDeductions(tx, order)
  await cancelOrderCashback(tx, order.id)
  await voidInvoice(tx, order.id)
  const [granted] = await tx
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, order.userId), eq(pointsLedger.ref, `order:${order.id}:receive`)))
  if (granted) {
    // Points already spent stay spent: take back what is left, never below zero (less what parts took back).
    const owed = granted.delta - (await pointsTakenByParts(tx, order.userId, order.id))
    const back = Math.min(owed, await currentPoints(tx, order.userId))
    if (back > 0)
      await changePoints(tx, {
        userId: order.userId,
        delta: -back,
        reason: 'order_refund',
        ref: `order:${order.id}:refund`
      })
  }
  return true
}

/** A gateway refund notification: amount-checked and idempotent. */
export async function finishRefundByNo(ctx: Ctx, n: PayNotification) {
  const [r] = await ctx.db
    .select()
    .from(refunds)
    .where(eq(refunds.refundNo, n.refund_no ?? ''))
  if (!r) throw notFound('退款单')
  if (n.amount !== r.amount) throw new AppError(ERRNO.PAYMENT_AMOUNT_MISMATCH, '退款金额与退款单不一致')
  if (n.status === 'FAIL') {
    await ctx.db
      .update(refunds)
      .set({ status: 2 })
      .where(and(eq(refunds.id, r.id), eq(refunds.status, 0)))
    return 'failed'
  }
  return (await ctx.db.transaction((tx) => finishRefund(tx, r.id))) ? 'success' : 'duplicate'
}

/**
 * The merchant approves a 仅退款 application: the refund starts at once. 退货退款 is approved with a return address
 * instead (return.ts acceptReturn); its refund follows the goods' receipt.
 */
export async function approveAfterSale(ctx: Ctx, id: number, remark = '商家同意退款') {
  const [kind] = await ctx.db.select({ kind: afterSales.kind }).from(afterSales).where(eq(afterSales.id, id))
  if (kind?.kind === REFUND_TYPE.returnAndRefund)
    throw new AppError(ERRNO.RETURN_NEEDS_ADDRESS, '退货退款需先同意退货并提供退货地址，收到退货后再退款')
  return startRefund(ctx, id, { status: 1, approvedAt: new Date(), remark }, eq(afterSales.status, 0))
}

/**
 * Opens and sends an application's refund. The conditional update (`when`, and no refund started before) lets one
 * of any number of concurrent callers through; the others are refused as already handled.
 */
export async function startRefund(
  ctx: Ctx,
  id: number,
  patch: Partial<typeof afterSales.$inferInsert>,
  when: SQL | undefined
) {
  const refundId = await ctx.db.transaction(async (tx) => {
    const [a] = await tx
      .update(afterSales)
      .set({ ...patch, refundStartedAt: new Date() })
      .where(and(eq(afterSales.id, id), when, isNull(afterSales.refundStartedAt)))
      .returning()
    if (!a) throw await afterSaleRefusal(tx, id)
    await tellRefundApproved(tx, a)
    return refundPayment(tx, a.orderId, {
      afterSaleId: a.id,
      reason: `售后退款：${a.reason}`.slice(0, 100),
      amount: a.amount
    })
  })
  if (refundId) await executeRefund(ctx, refundId)
  else
    await ctx.db.transaction(async (tx) => {
      // Nothing was ever paid (cannot happen for orders past payment, kept for safety): close the application.
      await tx.update(afterSales).set({ status: 2, finishedAt: new Date() }).where(eq(afterSales.id, id))
    })
  return afterSaleById(ctx, id)
}

/** The merchant rejects: the order returns to where it was. */
export async function rejectAfterSale(ctx: Ctx, id: number, remark = '商家拒绝退款') {
  await ctx.db.transaction(async (tx) => {
    const [a] = await tx
      .update(afterSales)
      .set({ status: 3, finishedAt: new Date(), remark })
      .where(and(eq(afterSales.id, id), eq(afterSales.status, 0)))
      .returning()
    if (!a) throw await afterSaleRefusal(tx, id)
    await move(
      tx,
      a.orderId,
      ORDER_STATUS.awaitRefund,
      a.prevStatus as OrderStatus,
      `退款被拒绝：${remark}`.slice(0, 100)
    )
  })
  return afterSaleById(ctx, id)
}

/**
 * The shopper withdraws an application the merchant has not decided yet, or a return not yet sent back: the order
 * returns to where it was.
 */
export async function cancelAfterSale(ctx: Ctx, userId: number, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [a] = await tx
      .update(afterSales)
      .set({ status: 4, finishedAt: new Date(), remark: '用户撤销申请' })
      .where(and(eq(afterSales.id, id), eq(afterSales.userId, userId), inArray(afterSales.status, [0, 5])))
      .returning()
    if (!a) throw await afterSaleRefusal(tx, id, userId)
    await move(tx, a.orderId, ORDER_STATUS.awaitRefund, a.prevStatus as OrderStatus, '用户撤销退款申请')
  })
  return afterSaleById(ctx, id)
}

/** Sandbox merchant: approves 仅退款 applications older than `olderThanMs` (returns: return.ts). */
export async function autoApproveAfterSales(ctx: Ctx, olderThanMs: number, now = new Date()) {
  const due = await ctx.db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(
      and(
        eq(afterSales.status, 0),
        eq(afterSales.kind, 1),
        lte(afterSales.createdAt, new Date(now.getTime() - olderThanMs))
      )
    )
    .limit(50)
  for (const a of due) await approveAfterSale(ctx, a.id).catch(() => undefined)
  return due.length
}

/** Provider refunds the gateway refused or never confirmed get asked again (the gateway dedupes by refund number). */
export async function retryRefunds(ctx: Ctx, olderThanMs = 60_000, now = new Date()) {
  const due = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 0), lte(refunds.createdAt, new Date(now.getTime() - olderThanMs))))
    .orderBy(asc(refunds.id))
    .limit(50)
  for (const r of due) await executeRefund(ctx, r.id)
  return due.length
}
