import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { afterSales, orders } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { DbOrTx } from '../db/client'
import type { AfterSale, AfterSaleListResult, AfterSaleStatus, RefundType } from '@contract/schemas/order'
import { linesOf, orderLineSource, orderLineView } from '../lib/order-state'
import { expressCompanyName } from '../lib/express-companies'
import type { Ctx } from '../lib/context'
import { REFUND_TYPE_LABEL } from '@contract/enums'

/** Reading after-sale applications: the list, one application, and the latest one of an order. */

export const AFTER_SALE_TEXT: Record<AfterSaleStatus, string> = {
  0: '已申请',
  1: '退款中',
  2: '已退款',
  3: '已拒绝',
  4: '已撤销',
  5: '待寄回',
  6: '待收货',
  7: '已关闭'
}
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null)

type AfterSaleFields = Pick<
  typeof afterSales.$inferSelect,
  'id' | 'kind' | 'reason' | 'description' | 'images' | 'amount' | 'status' | 'remark'
>

/** What every view of an after-sale shows of the application itself, whichever query read it. */
export function afterSaleFields(a: AfterSaleFields) {
  return {
    id: a.id,
    type: a.kind as RefundType,
    type_text: REFUND_TYPE_LABEL[a.kind as RefundType] ?? '',
    reason: a.reason,
    desc: a.description,
    images: a.images,
    amount: a.amount,
    status: a.status as AfterSaleStatus,
    status_text: AFTER_SALE_TEXT[a.status as AfterSaleStatus],
    remark: a.remark
  }
}

/** The line and return step of an application (times in unix seconds), whichever query read it. */
export function returnFields(r: {
  itemId: number | null
  returnAddress: AfterSale['return_address']
  returnCom: string | null
  returnExpressNo: string | null
  shipped: number | null
  deadline: number | null
  received: number | null
}) {
  return {
    item_id: r.itemId,
    return_address: r.returnAddress ?? null,
    return_express:
      r.returnCom && r.returnExpressNo
        ? {
            com: r.returnCom,
            com_name: expressCompanyName(r.returnCom),
            express_no: r.returnExpressNo,
            ship_time: r.shipped
          }
        : null,
    return_deadline: r.deadline,
    receive_time: r.received
  }
}

async function toView(ctx: Ctx, rows: Array<typeof afterSales.$inferSelect>): Promise<AfterSale[]> {
  const lines = await linesOf(
    ctx.db,
    rows.map((r) => r.orderId)
  )
  const ids = [...new Set(rows.map((r) => r.orderId))]
  const nos = ids.length
    ? await ctx.db.select({ id: orders.id, no: orders.orderNo }).from(orders).where(inArray(orders.id, ids))
    : []
  const noOf = new Map(nos.map((o) => [o.id, o.no]))
  return rows.map((a) => ({
    ...afterSaleFields(a),
    order_id: a.orderId,
    order_no: noOf.get(a.orderId) ?? '',
    create_time: seconds(a.createdAt) as number,
    approve_time: seconds(a.approvedAt),
    finish_time: seconds(a.finishedAt),
    ...returnFields({
      ...a,
      shipped: seconds(a.returnShippedAt),
      deadline: seconds(a.returnDeadline),
      received: seconds(a.receivedAt)
    }),
    // An application for one line shows that line; one for the whole order shows them all.
    lines: (lines.get(a.orderId) ?? [])
      .filter((l) => a.itemId === null || l.id === a.itemId)
      .map((l) => orderLineView(ctx.config.publicUrl, orderLineSource(l)))
  }))
}

export async function afterSaleById(ctx: Ctx, id: number) {
  const [a] = await ctx.db.select().from(afterSales).where(eq(afterSales.id, id))
  return (await toView(ctx, [a]))[0]
}

/** /order/aftersales: the caller's applications, newest first. */
export async function listAfterSales(
  ctx: Ctx,
  userId: number,
  page: { page: number; size: number; offset: number }
): Promise<AfterSaleListResult> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(afterSales).where(eq(afterSales.userId, userId))
  const rows = await ctx.db
    .select()
    .from(afterSales)
    .where(eq(afterSales.userId, userId))
    .orderBy(desc(afterSales.id))
    .limit(page.size)
    .offset(page.offset)
  return { list: await toView(ctx, rows), total: Number(n), page: page.page, page_size: page.size }
}

export async function afterSaleInfo(ctx: Ctx, userId: number, id: number): Promise<AfterSale> {
  const [a] = await ctx.db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), eq(afterSales.userId, userId)))
  if (!a) throw notFound('售后单')
  return (await toView(ctx, [a]))[0]
}

/** The latest application of an order, for its detail page. */
export async function latestAfterSale(ctx: Ctx, orderId: number): Promise<AfterSale | null> {
  const [a] = await ctx.db
    .select()
    .from(afterSales)
    .where(eq(afterSales.orderId, orderId))
    .orderBy(desc(afterSales.id))
    .limit(1)
  return a ? (await toView(ctx, [a]))[0] : null
}

/** Why an application cannot move: not found (also another user's), or its current status. */
export async function afterSaleRefusal(tx: DbOrTx, id: number, userId?: number) {
  const [a] = await tx
    .select({ status: afterSales.status, userId: afterSales.userId })
    .from(afterSales)
    .where(eq(afterSales.id, id))
  if (!a || (userId !== undefined && a.userId !== userId)) return notFound('售后单')
  return new AppError(ERRNO.REFUND_STATE, `售后单${AFTER_SALE_TEXT[a.status as AfterSaleStatus]}，不能重复处理`)
}
