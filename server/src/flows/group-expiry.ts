import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import { orderGroups, orders } from '../db/schema'
import type { Ctx } from '../lib/context'
import { closePendingTrades } from './payways'
import { closeOrder } from './order-close'
import { executeRefund, refundPayment } from './refund'
import { enqueueNotice } from '../lib/notices'
import { orderBrief } from '../lib/order-notices'
import { GROUP_STATUS, ORDER_STATUS } from '@contract/enums'

/** Failed groups: above the group table (order-group.ts), since a failed group closes and refunds its orders. */

/**
 * Groups whose time ran out: the group fails, its paid orders close with a refund and its unpaid ones close.
 * Exported for tests; a job runs it.
 */
export async function expireGroups(ctx: Ctx, now = new Date()) {
  const due = await ctx.db
    .select({ id: orderGroups.id })
    .from(orderGroups)
    .where(and(eq(orderGroups.status, GROUP_STATUS.forming), lte(orderGroups.expiresAt, now)))
    .orderBy(asc(orderGroups.id))
    .limit(100)
  const closedIds: number[] = []
  for (const { id } of due) {
    const refundIds = await ctx.db.transaction(async (tx) => {
      const failed = await tx
        .update(orderGroups)
        .set({ status: GROUP_STATUS.failed })
        .where(and(eq(orderGroups.id, id), eq(orderGroups.status, GROUP_STATUS.forming)))
        .returning({ id: orderGroups.id })
      if (!failed.length) return []
      const members = await tx
        .select()
        .from(orders)
        .where(
          and(eq(orders.groupId, id), inArray(orders.status, [ORDER_STATUS.awaitPayment, ORDER_STATUS.awaitGrouped]))
        )
      const out: number[] = []
      for (const o of members) {
        const reason = o.status === ORDER_STATUS.awaitGrouped ? '拼团失败，订单关闭并退款' : '拼团失败，订单关闭'
        if (!(await closeOrder(tx, o, ORDER_STATUS.closed, reason))) continue
        closedIds.push(o.id)
        if (o.status === ORDER_STATUS.awaitGrouped) {
          // Told only to those who paid: their money goes back (an unpaid order just closes).
          const b = await orderBrief(tx, o.id)
          if (b)
            await enqueueNotice(tx, {
              userId: b.userId,
              event: 'group_failed',
              ref: b.order_sn,
              data: { order_sn: b.order_sn, goods: b.goods, reason: '未在规定时间内成团' }
            })
          const refundId = await refundPayment(tx, o.id, { reason: '拼团失败退款' })
          if (refundId) out.push(refundId)
        }
      }
      return out
    })
    for (const r of refundIds) await executeRefund(ctx, r)
  }
  for (const orderId of closedIds) await closePendingTrades(ctx, orderId)
  return closedIds.length
}
