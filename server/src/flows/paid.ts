import { and, eq, ne } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { payments } from '../db/schema'
import { markCouponUsed } from '../wallet/coupon'
import { settleGroup } from '../order/order-group'
import { tryMove, type OrderRow } from '../lib/order-state'
import { tellOrder } from '../lib/order-notices'
import { isPayWay, ORDER_STATUS, ORDER_TYPE, PAY_CHANNELS } from '@contract/enums'

/** An order becomes paid: the one step every way of paying ends in (a provider callback, a balance, deductions). */

/**
 * The paid order moves on (regular/flash -> 1, group -> 101 and maybe the group fills), its coupon is spent and other
 * pending trades are dropped. False when the order was no longer waiting for payment.
 */
export async function markPaid(tx: DbOrTx, order: OrderRow, payment: { id: number; payway: number }) {
  const to = order.type === ORDER_TYPE.group ? ORDER_STATUS.awaitGrouped : ORDER_STATUS.paymentFinished
  // Pay way 0: checkout points paid the whole order (deductions.ts), which is none of the four pay ways.
  const name = isPayWay(payment.payway) ? PAY_CHANNELS[payment.payway].name : '积分抵扣'
  const row = await tryMove(tx, order.id, ORDER_STATUS.awaitPayment, to, `支付成功（${name}）`, {
    payway: payment.payway || null,
    paidAt: new Date()
  })
  if (!row) return false
  // 付款成功, told with the payment (docs/operations.md, Notices).
  await tellOrder(tx, order.id, 'paid')
  await markCouponUsed(tx, order.id)
  await tx
    .update(payments)
    .set({ status: 2 })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 0), ne(payments.id, payment.id)))
  if (to === ORDER_STATUS.awaitGrouped && order.groupId) await settleGroup(tx, order.groupId)
  return true
}
