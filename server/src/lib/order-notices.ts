import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { orderItems, orders, payments } from '../db/schema'
import { isPayWay, PAY_CHANNELS } from '@contract/enums'
import { enqueueNotice } from './notices'

/**
 * What a notice about an order says of it: the shopper, the order number and its goods ("苹果 等3件"). Read inside
 * the caller's transaction, so the notice names the order as that transaction leaves it (docs/operations.md, Notices).
 */
export async function orderBrief(tx: DbOrTx, orderId: number) {
  const [o] = await tx
    .select({ userId: orders.userId, orderNo: orders.orderNo, payAmount: orders.payAmount })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!o) return null
  const lines = await tx
    .select({ title: orderItems.title })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
  const first = lines[0]?.title ?? ''
  // Subscription templates cut a thing field at 20 characters: the name is shortened here, once, for every channel.
  const name = first.length > 16 ? `${first.slice(0, 15)}…` : first
  return {
    userId: o.userId,
    order_sn: o.orderNo,
    amount: o.payAmount,
    goods: lines.length > 1 ? `${name} 等${lines.length}件` : name
  }
}

/** Where a refund of this pay way goes back to (退回微信支付, 购物卡 ...). */
export const refundTarget = (payway: number) => (isPayWay(payway) ? PAY_CHANNELS[payway].name : '原支付账户')

/** The order-shaped events: each is told once per order (the ref), inside the transaction that made it true. */
export async function tellOrder(
  tx: DbOrTx,
  orderId: number,
  event: 'paid' | 'received' | 'group_formed',
  extra: { auto?: boolean } = {}
) {
  const b = await orderBrief(tx, orderId)
  if (!b) return
  const base = { userId: b.userId, ref: b.order_sn }
  if (event === 'paid')
    await enqueueNotice(tx, { ...base, event, data: { order_sn: b.order_sn, amount: b.amount, goods: b.goods } })
  else if (event === 'received')
    await enqueueNotice(tx, {
      ...base,
      event,
      data: { order_sn: b.order_sn, goods: b.goods, auto: extra.auto ?? false }
    })
  else await enqueueNotice(tx, { ...base, event, data: { order_sn: b.order_sn, goods: b.goods } })
}

/** 退款申请已同意 (or the returned goods arrived): told as the refund starts, once per after-sale. */
export async function tellRefundApproved(tx: DbOrTx, a: { id: number; orderId: number; amount: number }) {
  const b = await orderBrief(tx, a.orderId)
  if (!b) return
  await enqueueNotice(tx, {
    userId: b.userId,
    event: 'refund_approved',
    ref: `aftersale:${a.id}`,
    data: { order_sn: b.order_sn, amount: a.amount, goods: b.goods }
  })
}

/** 退款已到账: how much, and where it went back to; once per refund (its number). */
export async function tellRefunded(
  tx: DbOrTx,
  r: { orderId: number; amount: number; paymentId: number; refundNo: string }
) {
  const b = await orderBrief(tx, r.orderId)
  if (!b || r.amount <= 0) return
  const [p] = await tx.select({ payway: payments.payway }).from(payments).where(eq(payments.id, r.paymentId))
  await enqueueNotice(tx, {
    userId: b.userId,
    event: 'refunded',
    ref: r.refundNo,
    data: { order_sn: b.order_sn, amount: r.amount, to: refundTarget(p?.payway ?? 0) }
  })
}

/** 已发货, with the courier and the waybill; once per order. */
export async function tellShipped(tx: DbOrTx, orderId: number, courier: string, waybill: string) {
  const b = await orderBrief(tx, orderId)
  if (!b) return
  await enqueueNotice(tx, {
    userId: b.userId,
    event: 'shipped',
    ref: b.order_sn,
    data: { order_sn: b.order_sn, goods: b.goods, courier, waybill }
  })
}

/** 提现已到账 / 提现失败 (money leaving the account: told on every channel, SMS too); once per withdrawal. */
export async function tellWithdrawal(
  tx: DbOrTx,
  w: { id: number; userId: number; amount: number; cardNo: string; status: 'paid' | 'failed'; reason?: string | null }
) {
  const ref = `withdrawal:${w.id}`
  if (w.status === 'paid')
    await enqueueNotice(tx, {
      userId: w.userId,
      event: 'withdraw_paid',
      ref,
      data: { amount: w.amount, account: `尾号${w.cardNo.slice(-4)}的银行卡` }
    })
  else
    await enqueueNotice(tx, {
      userId: w.userId,
      event: 'withdraw_failed',
      ref,
      data: { amount: w.amount, reason: w.reason || '银行处理失败' }
    })
}

/** 返现已到账: an order's cashback deposited into the pension account; once per cashback flow. */
export async function tellCashback(tx: DbOrTx, f: { id: number; orderId: number; amount: number }) {
  const b = await orderBrief(tx, f.orderId)
  if (!b || f.amount <= 0) return
  await enqueueNotice(tx, {
    userId: b.userId,
    event: 'cashback_settled',
    ref: `cashback:${f.id}`,
    data: { order_sn: b.order_sn, amount: f.amount }
  })
}
