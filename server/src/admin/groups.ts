import { count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { orderGroups, orders, refunds, users } from '../db/schema'
import { STATUS_TEXT } from '../lib/order-state'
import { GROUP_STATUS, GROUP_STATUS_LABEL } from '@contract/enums'
import type { OrderStatus } from '@contract/enums'

/**
 * Group buying in the console: every group (forming, filled, failed) with its members, and for a failed group the
 * refund of each paid member (order/order-group-expiry.ts closes it and refunds once, a job once per cluster).
 */

const REFUND_TEXT: Record<number, string> = { 0: '退款中', 1: '已退款', 2: '退款失败' }

export async function listGroups(db: DbOrTx, q: { status?: number; page?: number; page_size?: number }) {
  const cond: SQL | undefined = q.status === undefined ? undefined : eq(orderGroups.status, q.status)
  const size = q.page_size ?? 20
  const [groups, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orderGroups)
      .where(cond)
      .orderBy(desc(orderGroups.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    db.select({ total: count() }).from(orderGroups).where(cond)
  ])
  const ids = groups.map((g) => g.id)
  const members = ids.length
    ? await db
        .select({
          id: orders.id,
          groupId: orders.groupId,
          orderNo: orders.orderNo,
          status: orders.status,
          payAmount: orders.payAmount,
          paidAt: orders.paidAt,
          phone: users.phone,
          refundNo: refunds.refundNo,
          refundAmount: refunds.amount,
          refundStatus: refunds.status
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(refunds, eq(refunds.orderId, orders.id))
        .where(inArray(orders.groupId, ids))
        .orderBy(orders.id)
    : []
  const now = Date.now()
  return {
    total,
    list: groups.map((g) => {
      const own = members.filter((m) => m.groupId === g.id)
      return {
        id: g.id,
        activity_id: g.activityId,
        sku_id: g.skuId,
        size: g.size,
        status: g.status,
        status_text: (GROUP_STATUS_LABEL as Record<number, string>)[g.status] ?? '',
        // A forming group past its time is about to be closed by the expiry job.
        overdue: g.status === GROUP_STATUS.forming && g.expiresAt.getTime() <= now,
        paid: own.filter((m) => m.paidAt).length,
        expires_at: g.expiresAt.toISOString(),
        created_at: g.createdAt.toISOString(),
        members: own.map((m) => ({
          order_id: m.id,
          order_no: m.orderNo,
          phone: m.phone,
          status: m.status,
          status_text: STATUS_TEXT[m.status as OrderStatus] ?? '未知状态',
          pay_amount: m.payAmount,
          paid: Boolean(m.paidAt),
          refund: m.refundNo
            ? {
                refund_no: m.refundNo,
                amount: m.refundAmount ?? 0,
                status: m.refundStatus ?? 0,
                status_text: REFUND_TEXT[m.refundStatus ?? 0]
              }
            : null
        }))
      }
    })
  }
}
