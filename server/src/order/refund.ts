import crypto from 'node:crypto'
import { and, asc, desc, eq, lte } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { afterSales, payments, pointsLedger, refunds } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { PayNotification } from '../payment/payment.provider'
import type { AfterSaleStatus, OrderStatus, RefundType } from '@contract/schemas/order'
import { returnCoupon } from '../wallet/coupon'
import { moveGiftCard, moveWelfare } from '../wallet/giftcard'
import { releaseOrderGoods } from './order-close'
import { AFTER_SALE_TEXT, afterSaleById } from './order-aftersale'
import { S, move, ownOrder, refusal } from './order-state'
import { returnDeductions } from './order-deduct'
import { channelOf } from '../payment/payway'
import { cancelOrderCashback } from '../pension/pension'
import { changePoints, currentPoints } from '../wallet/points'
import { voidInvoice } from './invoice'
import type { Ctx } from '../lib/context'

/** Refunds and after-sale: the shopper applies, the merchant approves or rejects, the money goes back the way it came. */

const REFUNDABLE = [S.PAID, S.DELIVERING, S.DELIVERED] as number[]
/** Goods can be sent back only once they left the warehouse. */
const RETURNABLE = [S.DELIVERING, S.DELIVERED] as number[]

export interface RefundInput {
  id: number
  reason: string
  images?: string[]
  desc?: string
  /** Default 1 (仅退款). */
  type?: RefundType
  /** Cents asked back; default (and at most) what the order paid. */
  amount?: number
}

/** /order/refund: from paid, delivering or delivered; the order waits in -3 while the merchant decides. */
export async function applyRefund(ctx: Ctx, userId: number, input: RefundInput) {
  const order = await ownOrder(ctx.db, userId, { id: input.id })
  if (!REFUNDABLE.includes(order.status)) throw refusal(order.status, S.AWAIT_REFUND)
  const kind = input.type ?? 1
  if (kind === 2 && !RETURNABLE.includes(order.status))
    throw new AppError(ERRNO.REFUND_STATE, '商品尚未发货，请选择仅退款')
  const amount = input.amount ?? order.payAmount
  if (amount > order.payAmount)
    throw new AppError(ERRNO.REFUND_STATE, `退款金额不能超过实付金额￥${(order.payAmount / 100).toFixed(2)}`)
  return ctx.db.transaction(async (tx) => {
    await move(tx, order.id, order.status as OrderStatus, S.AWAIT_REFUND, `用户申请退款：${input.reason}`.slice(0, 100))
    const [a] = await tx
      .insert(afterSales)
      .values({
        orderId: order.id,
        userId,
        reason: input.reason,
        description: input.desc ?? '',
        images: input.images ?? [],
        kind,
        amount,
        prevStatus: order.status
      })
      .returning()
    return { id: a.id, order_id: order.id, status: a.status as AfterSaleStatus, status_text: AFTER_SALE_TEXT[0] }
  })
}

/**
 * Opens a refund of an order's payment (the paid one unless named): all of it, or `amount` when an after-sale asked
 * for less. One refund per payment; returns its id.
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
  const [r] = await tx
    .insert(refunds)
    .values({
      refundNo: `R${Date.now()}${crypto.randomInt(0, 1e6).toString().padStart(6, '0')}`,
      orderId,
      paymentId: p.id,
      afterSaleId: opts.afterSaleId ?? null,
      amount: Math.min(opts.amount ?? p.amount, p.amount),
      reason: opts.reason
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id })
  if (r) return r.id
  const [existing] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, p.id))
  return existing.id
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
  const channel = channelOf(p.payway)
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
    const ref = `refund:${r.orderId}`
    if (r.amount > 0 && p.payway === 4 && p.userFreecaId)
      await moveGiftCard(tx, {
        userId: p.userId,
        cardId: p.userFreecaId,
        delta: r.amount,
        reason: 'refund',
        ref,
        orderId: r.orderId
      })
    if (r.amount > 0 && p.payway === 8)
      await moveWelfare(tx, { userId: p.userId, delta: r.amount, reason: 'refund', ref, orderId: r.orderId })
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
  await tx.update(payments).set({ status: 3 }).where(eq(payments.id, r.paymentId))
  if (!r.afterSaleId) return true
  const [a] = await tx
    .update(afterSales)
    .set({ status: 2, finishedAt: new Date() })
    .where(and(eq(afterSales.id, r.afterSaleId), eq(afterSales.status, 1)))
    .returning()
  if (!a) return true
  const order = await move(tx, r.orderId, S.AWAIT_REFUND, S.REFUNDED, '退款成功', { refundedAt: new Date() })
  if (a.prevStatus === S.PAID) await releaseOrderGoods(tx, order)
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
    // Points already spent stay spent: take back what is left, never below zero.
    const back = Math.min(granted.delta, await currentPoints(tx, order.userId))
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

/** The merchant approves an application: the refund starts at once. */
export async function approveAfterSale(ctx: Ctx, id: number, remark = '商家同意退款') {
  const refundId = await ctx.db.transaction(async (tx) => {
    const [a] = await tx
      .update(afterSales)
      .set({ status: 1, approvedAt: new Date(), remark })
      .where(and(eq(afterSales.id, id), eq(afterSales.status, 0)))
      .returning()
    if (!a) throw await afterSaleRefusal(tx, id)
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
    await move(tx, a.orderId, S.AWAIT_REFUND, a.prevStatus as OrderStatus, `退款被拒绝：${remark}`.slice(0, 100))
  })
  return afterSaleById(ctx, id)
}

/** The shopper withdraws an application the merchant has not decided yet: the order returns to where it was. */
export async function cancelAfterSale(ctx: Ctx, userId: number, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [a] = await tx
      .update(afterSales)
      .set({ status: 4, finishedAt: new Date(), remark: '用户撤销申请' })
      .where(and(eq(afterSales.id, id), eq(afterSales.userId, userId), eq(afterSales.status, 0)))
      .returning()
    if (!a) throw await afterSaleRefusal(tx, id, userId)
    await move(tx, a.orderId, S.AWAIT_REFUND, a.prevStatus as OrderStatus, '用户撤销退款申请')
  })
  return afterSaleById(ctx, id)
}

async function afterSaleRefusal(tx: DbOrTx, id: number, userId?: number) {
  const [a] = await tx
    .select({ status: afterSales.status, userId: afterSales.userId })
    .from(afterSales)
    .where(eq(afterSales.id, id))
  if (!a || (userId !== undefined && a.userId !== userId)) return notFound('售后单')
  return new AppError(ERRNO.REFUND_STATE, `售后单${AFTER_SALE_TEXT[a.status as AfterSaleStatus]}，不能重复处理`)
}

/** Sandbox merchant: approves applications older than `olderThanMs`. */
export async function autoApproveAfterSales(ctx: Ctx, olderThanMs: number, now = new Date()) {
  const due = await ctx.db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.status, 0), lte(afterSales.createdAt, new Date(now.getTime() - olderThanMs))))
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
