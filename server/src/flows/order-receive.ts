import { and, asc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { afterSales, orders } from '../db/schema'
import { AppError, ERRNO } from '../errors'
import { ownOrder, refusal, tryMove, type OrderRow } from '../lib/order-state'
import { tellOrder } from '../lib/order-notices'
import { applyCheckoutInvoice } from '../invoice/invoice'
import { changePoints, pointsForPayment } from '../wallet/points'
import { recordOrderCashback } from '../pension/pension'
import { refundedSoFar } from '../aftersale/refund-apply'
import type { Ctx } from '../lib/context'
import { AFTER_SALE_STATUS, ORDER_STATUS } from '@contract/enums'

/**
 * Receiving a shipped order (2 -> 3): the shopper's 确认收货, and 自动确认收货 when the order's deadline comes
 * (docs/operations.md, Automatic receipt). Both go through receiveOrder, so what follows a receipt (the after-sale
 * window, the cashback, the points, the invoice, the notice) is the same whoever received it.
 */

/** After-sales still running: applied, refunding, waiting for the goods, the goods on their way back. */
const OPEN_AFTER_SALE = [
  AFTER_SALE_STATUS.applied,
  AFTER_SALE_STATUS.approved,
  AFTER_SALE_STATUS.awaitingReturn,
  AFTER_SALE_STATUS.returned
]

/**
 * 2 -> 3 and everything a receipt settles, inside `tx`: the order's cashback goes to the pension account (its
 * after-sale window runs from `receivedAt`), points are granted for what was paid and not refunded, the invoice asked
 * for at checkout is applied for, and the shopper is told. Answers null when the order is no longer waiting for
 * receipt (another receipt, a refund application, a racing job): nothing is done then.
 */
export async function receiveOrder(tx: DbOrTx, order: OrderRow, opts: { auto: boolean; now?: Date }) {
  const now = opts.now ?? new Date()
  const reason = opts.auto ? '超时自动确认收货' : '用户确认收货'
  const moved = await tryMove(tx, order.id, ORDER_STATUS.delivering, ORDER_STATUS.delivered, reason, {
    receivedAt: now
  })
  if (!moved) return null
  if (order.cashbackTotal > 0)
    await recordOrderCashback(tx, { userId: order.userId, orderId: order.id, amount: order.cashbackTotal })
  // Money already refunded by item earns no points.
  const points = pointsForPayment(order.payAmount - (await refundedSoFar(tx, order.id)))
  if (points > 0)
    await changePoints(tx, {
      userId: order.userId,
      delta: points,
      reason: 'order_receive',
      ref: `order:${order.id}:receive`
    })
  await applyCheckoutInvoice(tx, order)
  // 已收货 (docs/operations.md, Notices): the one call for both ways of receiving.
  await tellOrder(tx, order.id, 'received', { auto: opts.auto })
  return { id: order.id, status: ORDER_STATUS.delivered, points }
}

/** /order/recvconfirm: the shopper's 确认收货. */
export async function confirmReceipt(ctx: Ctx, userId: number, id: number) {
  const order = await ownOrder(ctx.db, userId, { id })
  if (order.status !== ORDER_STATUS.delivering) throw refusal(order.status, ORDER_STATUS.delivered)
  const done = await ctx.db.transaction((tx) => receiveOrder(tx, order, { auto: false }))
  if (!done) throw refusal((await ownOrder(ctx.db, userId, { id })).status, ORDER_STATUS.delivered)
  return done
}

/**
 * 自动确认收货: shipped orders whose deadline has come, oldest deadline first, each in its own transaction. An order
 * with an after-sale still open is left alone (its clock is stopped, lib/receive-clock.ts). Exported for tests; the
 * once-per-cluster job runs it (order.routes.ts). Safe to run twice at once or again after a crash: the move is
 * conditional, so an order is received by one transaction only, and a transaction killed halfway leaves nothing.
 */
export async function autoReceiveOrders(ctx: Ctx, now = new Date()) {
  const due = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, ORDER_STATUS.delivering),
        lte(orders.autoReceiveAt, now),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(afterSales)
            .where(and(eq(afterSales.orderId, orders.id), inArray(afterSales.status, OPEN_AFTER_SALE)))
        )
      )
    )
    .orderBy(asc(orders.autoReceiveAt), asc(orders.id))
    .limit(200)
  let received = 0
  for (const o of due) if (await ctx.db.transaction((tx) => receiveOrder(tx, o, { auto: true, now }))) received++
  return received
}

/**
 * /order/recvextend: 延长收货, once per order, while it waits for receipt and before its deadline: the deadline moves
 * RECEIVE_EXTEND_SECONDS later. The update is conditional on all three, so two taps at once extend once.
 */
export async function extendReceipt(ctx: Ctx, userId: number, id: number) {
  const order = await ownOrder(ctx.db, userId, { id })
  if (order.status !== ORDER_STATUS.delivering) throw refusal(order.status, ORDER_STATUS.delivered, '延长收货')
  if (order.receiveExtendedAt) throw extendedOnce()
  const now = new Date()
  if (!order.autoReceiveAt || order.autoReceiveAt <= now) throw tooLate()
  const [row] = await ctx.db
    .update(orders)
    .set({
      autoReceiveAt: sql`${orders.autoReceiveAt} + ${ctx.config.receiveExtendSeconds}::integer * interval '1 second'`,
      receiveExtendedAt: now,
      updatedAt: now
    })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, ORDER_STATUS.delivering),
        isNull(orders.receiveExtendedAt),
        sql`${orders.autoReceiveAt} > ${now.toISOString()}::timestamptz`
      )
    )
    .returning({ autoReceiveAt: orders.autoReceiveAt })
  if (!row?.autoReceiveAt) {
    // Moved on meanwhile: tell which rule it now meets.
    const again = await ownOrder(ctx.db, userId, { id })
    if (again.status !== ORDER_STATUS.delivering) throw refusal(again.status, ORDER_STATUS.delivered, '延长收货')
    throw again.receiveExtendedAt ? extendedOnce() : tooLate()
  }
  return { id: order.id, auto_receive_time: Math.floor(row.autoReceiveAt.getTime() / 1000) }
}

const extendedOnce = () => new AppError(ERRNO.RECEIVE_EXTENDED_ONCE, '每个订单只能延长收货一次')
const tooLate = () => new AppError(ERRNO.RECEIVE_EXTEND_LATE, '已过自动确认收货时间，不能延长收货')

/** For the order's answers: when it will be received by itself, and whether 延长收货 is still offered. */
export function receiveDeadline(o: OrderRow, now = new Date()) {
  const waiting = o.status === ORDER_STATUS.delivering && o.autoReceiveAt !== null
  return {
    auto_receive_time: waiting && o.autoReceiveAt ? Math.floor(o.autoReceiveAt.getTime() / 1000) : null,
    can_extend_receive: waiting && !o.receiveExtendedAt && (o.autoReceiveAt as Date) > now
  }
}
