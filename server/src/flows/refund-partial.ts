import { and, eq, inArray, like, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { orders, pensionFlows, pointsLedger } from '../db/schema'
import type { OrderStatus } from '@contract/schemas/order'
import { SETTLEMENT_STATUS, ORDER_STATUS } from '@contract/enums'
import { changePoints, currentPoints } from '../wallet/points'
import { linePaid, orderLines } from '../aftersale/refund-apply'
import { move, type OrderRow } from '../lib/order-state'

/**
 * A refund of part of an order (one line, docs/decisions/0022-returns.md): the order goes back to where it was, and
 * what the refunded money earned is taken back in proportion, by the money model's ledgers (docs/decisions/0005):
 * the line's cashback (from the order's cashback still due and from its pension flow while that is pending) and the
 * points granted on receipt. Runs once, inside finishRefund's conditional update of the refund.
 */
export async function finishPartialRefund(
  tx: DbOrTx,
  a: { id: number; orderId: number; itemId: number; prevStatus: number },
  amount: number
) {
  const order = await move(tx, a.orderId, ORDER_STATUS.awaitRefund, a.prevStatus as OrderStatus, '部分退款成功')
  const lines = await orderLines(tx, order.id)
  const line = lines.find((l) => l.id === a.itemId)
  const paid = line ? linePaid(order, lines, line.id) : 0
  const cashback = line && paid > 0 ? Math.floor((line.cashback * line.qty * Math.min(amount, paid)) / paid) : 0
  if (cashback > 0) await takeBackCashback(tx, order, cashback)
  await takeBackPoints(tx, order, a.id, amount)
}

async function takeBackCashback(tx: DbOrTx, order: OrderRow, cents: number) {
  const left = Math.max(0, order.cashbackTotal - cents)
  await tx.update(orders).set({ cashbackTotal: left }).where(eq(orders.id, order.id))
  // Only a flow not yet in the account changes; deposited money stays, as for a whole-order refund.
  await tx
    .update(pensionFlows)
    .set({ amount: sql`greatest(${pensionFlows.amount} - ${cents}, 0)` })
    .where(
      and(
        eq(pensionFlows.orderId, order.id),
        eq(pensionFlows.cancelled, false),
        inArray(pensionFlows.status, [SETTLEMENT_STATUS.pendingSettlement, SETTLEMENT_STATUS.pendingDeposit])
      )
    )
}

/** Points granted on receipt, in the refunded share of what was paid; points already spent stay spent. */
async function takeBackPoints(tx: DbOrTx, order: OrderRow, afterSaleId: number, amount: number) {
  const [granted] = await tx
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, order.userId), eq(pointsLedger.ref, `order:${order.id}:receive`)))
  if (!granted || order.payAmount <= 0) return
  const share = Math.floor((granted.delta * amount) / order.payAmount)
  const back = Math.min(share, await currentPoints(tx, order.userId))
  if (back > 0)
    await changePoints(tx, {
      userId: order.userId,
      delta: -back,
      reason: 'order_refund',
      ref: `order:${order.id}:refund:${afterSaleId}`
    })
}

/** Points a whole-order refund has left to take back after the partial refunds before it. */
export async function pointsTakenByParts(tx: DbOrTx, userId: number, orderId: number) {
  const [{ n }] = await tx
    .select({ n: sql<string>`coalesce(sum(-${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), like(pointsLedger.ref, `order:${orderId}:refund:%`)))
  return Number(n)
}
