import { and, eq, isNull } from 'drizzle-orm'
import { orders } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { Ctx } from '../lib/context'
import { ORDER_STATUS } from '@contract/enums'

/**
 * 删除订单 (docs/decisions/0024-reviews.md): a soft delete. The order leaves the shopper's lists, counts and detail,
 * and stays whole for the shop (the console, cashback, invoices, after-sales read it as before). Only an order
 * that is over: received or completed, refunded, cancelled or closed; one still moving money or goods is refused.
 */
export const DELETABLE: readonly number[] = [
  ORDER_STATUS.delivered,
  ORDER_STATUS.completed,
  ORDER_STATUS.refunded,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.closed
]

export async function deleteOrder(ctx: Ctx, userId: number, id: number) {
  const [o] = await ctx.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.userDeletedAt)))
  if (!o) throw notFound('订单')
  if (!DELETABLE.includes(o.status)) throw new AppError(ERRNO.ORDER_NOT_DELETABLE, '只有已完成或已取消的订单可以删除')
  // Conditional on the status read: an order that moved on meanwhile (an after-sale opened) is not deleted.
  const done = await ctx.db
    .update(orders)
    .set({ userDeletedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, o.status), isNull(orders.userDeletedAt)))
    .returning({ id: orders.id })
  if (!done.length) throw new AppError(ERRNO.ORDER_NOT_DELETABLE, '订单状态已变化，请刷新后重试')
  return { id }
}
