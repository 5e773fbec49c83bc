import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { orderItems, payments } from '../db/schema'
import type { OrderStatus } from '@contract/schemas/order'
import { releaseActivityStock, releaseStock } from '../catalogue/catalogue-stock'
import { releaseRegionStock } from '../catalogue/region-stock'
import { returnCoupon } from '../wallet/coupon'
import { returnDeductions } from './deductions'
import { tryMove, type OrderRow } from '../lib/order-state'
import { ORDER_STATUS, ORDER_TYPE } from '@contract/enums'

/**
 * Closing an order and giving back what it held. Cancel, the unpaid-order timer, a failed group, a late payment and a
 * refund before shipping all end here, so it sits below each of them.
 */

/**
 * Ends an unpaid (or group-waiting) order as cancelled or closed and gives back what it held: stock, flash-sale stock,
 * the coupon, the checkout card balance and points; pending provider payments are closed. False when the order had already moved on.
 */
export async function closeOrder(
  tx: DbOrTx,
  order: OrderRow,
  to: typeof ORDER_STATUS.cancelled | typeof ORDER_STATUS.closed,
  reason: string
): Promise<boolean> {
  const now = new Date()
  const row = await tryMove(
    tx,
    order.id,
    order.status as OrderStatus,
    to,
    reason,
    to === ORDER_STATUS.cancelled ? { cancelledAt: now } : { closedAt: now }
  )
  if (!row) return false
  await releaseOrderGoods(tx, order)
  await returnCoupon(tx, order.id)
  await returnDeductions(tx, order)
  await tx
    .update(payments)
    .set({ status: 2 })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 0)))
  return true
}

/** Puts an order's goods back on the shelf (never-shipped orders only). */
export async function releaseOrderGoods(tx: DbOrTx, order: OrderRow) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))
  // The activity before the SKU, in the order createOrder takes them, so a cancel and an order never deadlock.
  if (order.type === ORDER_TYPE.flash && order.activityId)
    await releaseActivityStock(
      tx,
      order.activityId,
      lines.reduce((s, l) => s + l.qty, 0)
    )
  for (const l of lines) await releaseStock(tx, l.skuId, l.qty)
  await releaseRegionStock(tx, order.id)
}
