import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { afterSales, orders, refunds, users } from '../db/schema'
import { AFTER_SALE_TEXT } from '../aftersale/aftersale'
import type { Ctx } from '../lib/context'
import { approveAfterSale, rejectAfterSale } from '../flows/refund'
import type { AfterSaleStatus } from '@contract/schemas/order'
import { audit, type Actor } from './audit'
import { AFTER_SALE_STATUS, REFUND_TYPE, REFUND_TYPE_LABEL, type RefundType } from '@contract/enums'

/** The after-sale queue: applications, the operator's decision with a reason, and the refund's result. */

const REFUND_TEXT = ['退款处理中', '已退款', '退款失败'] as const

export async function listAfterSaleQueue(
  db: DbOrTx,
  q: { status?: number; order_no?: string; page?: number; page_size?: number }
) {
  const where: SQL[] = []
  if (q.status !== undefined) where.push(eq(afterSales.status, q.status))
  if (q.order_no) where.push(eq(orders.orderNo, q.order_no.trim()))
  const cond = where.length ? and(...where) : undefined
  const size = q.page_size ?? 20
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        a: afterSales,
        orderNo: orders.orderNo,
        payAmount: orders.payAmount,
        phone: users.phone,
        refund: refunds
      })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .leftJoin(users, eq(users.id, afterSales.userId))
      .leftJoin(refunds, eq(refunds.afterSaleId, afterSales.id))
      .where(cond)
      .orderBy(desc(afterSales.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    db.select({ total: count() }).from(afterSales).innerJoin(orders, eq(orders.id, afterSales.orderId)).where(cond)
  ])
  return {
    total,
    list: rows.map(({ a, orderNo, payAmount, phone, refund }) => ({
      id: a.id,
      order_id: a.orderId,
      order_no: orderNo,
      phone: phone ?? '',
      kind: a.kind,
      kind_text: REFUND_TYPE_LABEL[a.kind as RefundType] ?? REFUND_TYPE_LABEL[REFUND_TYPE.refundOnly],
      item_id: a.itemId,
      return_address: a.returnAddress,
      return_com: a.returnCom,
      return_express_no: a.returnExpressNo,
      return_deadline: a.returnDeadline?.toISOString() ?? null,
      received_at: a.receivedAt?.toISOString() ?? null,
      // 退货退款 received and not yet refunded: 财务's 退款 button.
      awaiting_refund:
        a.kind === REFUND_TYPE.returnAndRefund && a.status === AFTER_SALE_STATUS.approved && !a.refundStartedAt,
      reason: a.reason,
      description: a.description,
      images: a.images,
      amount: a.amount,
      pay_amount: payAmount,
      status: a.status,
      status_text: AFTER_SALE_TEXT[a.status as AfterSaleStatus] ?? '',
      remark: a.remark,
      refund: refund
        ? {
            refund_no: refund.refundNo,
            amount: refund.amount,
            status: refund.status,
            status_text: REFUND_TEXT[refund.status] ?? ''
          }
        : null,
      created_at: a.createdAt.toISOString()
    }))
  }
}

const statusOf = async (db: DbOrTx, id: number) =>
  (await db.select({ status: afterSales.status }).from(afterSales).where(eq(afterSales.id, id)))[0]?.status

/**
 * 财务 approves: the application moves 0 -> 1 by a conditional update inside approveAfterSale, so two approvals at
 * once (two clicks, two operators, two nodes) open one refund; the second is refused as already handled.
 */
export async function approveByOperator(ctx: Ctx, actor: Actor, id: number, remark: string) {
  const result = await approveAfterSale(ctx, id, remark || '商家同意退款')
  await audit(ctx.db, actor, {
    action: 'approve',
    entity: 'aftersale',
    entityId: id,
    before: { status: 0 },
    after: { status: await statusOf(ctx.db, id), remark }
  })
  return result
}

/** Refusing needs a reason: the shopper reads it on the after-sale page. */
export async function refuseByOperator(ctx: Ctx, actor: Actor, id: number, reason: string) {
  const result = await rejectAfterSale(ctx, id, reason)
  await audit(ctx.db, actor, {
    action: 'refuse',
    entity: 'aftersale',
    entityId: id,
    before: { status: 0 },
    after: { status: 3, remark: reason }
  })
  return result
}
