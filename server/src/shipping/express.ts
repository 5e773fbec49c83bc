import { and, asc, eq, lte } from 'drizzle-orm'
import { orders } from '../db/schema'
import { notFound } from '../errors'
import type { ExpressInfo, ExpressSummary } from '@contract/schemas/express'
import { expressCompanyName } from './express.provider'
import { move, refusal } from '../lib/order-state'
import type { Ctx } from '../lib/context'
import { ORDER_STATUS } from '@contract/enums'
import { tellShipped } from '../lib/order-notices'
import { shippedPatch } from '../lib/receive-clock'

/** Shipping (by the sandbox merchant) and parcel tracking through the express provider. */

/** Hands a paid order to a courier: 1 -> 2 with the courier company and waybill number. */
export async function shipOrder(ctx: Ctx, key: { id?: number; order_no?: string }) {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(key.id !== undefined ? eq(orders.id, key.id) : eq(orders.orderNo, key.order_no ?? ''))
  if (!order) throw notFound('订单')
  if (order.status !== ORDER_STATUS.paymentFinished) throw refusal(order.status, ORDER_STATUS.delivering)
  const bill = await ctx.providers.express.createWaybill({ orderNo: order.orderNo })
  await ctx.db.transaction(async (tx) => {
    await move(
      tx,
      order.id,
      ORDER_STATUS.paymentFinished,
      ORDER_STATUS.delivering,
      `商家已发货（${expressCompanyName(bill.com)} ${bill.express_no}）`,
      {
        expressCom: bill.com,
        expressNo: bill.express_no,
        ...shippedPatch(ctx.config)
      }
    )
    await tellShipped(tx, order.id, expressCompanyName(bill.com), bill.express_no)
  })
  return {
    id: order.id,
    order_no: order.orderNo,
    status: ORDER_STATUS.delivering,
    com: bill.com,
    express_no: bill.express_no
  }
}

/** Sandbox merchant: ships orders paid at least `afterMs` ago. Exported for tests; a dev job runs it. */
export async function shipPaidOrders(ctx: Ctx, afterMs: number, now = new Date()) {
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.paymentFinished), lte(orders.paidAt, new Date(now.getTime() - afterMs))))
    .orderBy(asc(orders.id))
    .limit(50)
  let shipped = 0
  for (const o of due)
    if (
      await shipOrder(ctx, { id: o.id }).then(
        () => true,
        () => false
      )
    )
      shipped++
  return shipped
}

/** /express/info: traces from the courier, newest first. */
export async function expressInfo(ctx: Ctx, com: string, expressNo: string, userId?: number): Promise<ExpressInfo> {
  // The shopper's own order with this waybill says when it was handed over (for waybills an operator entered).
  const [o] = userId
    ? await ctx.db
        .select({ shippedAt: orders.shippedAt })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.expressCom, com), eq(orders.expressNo, expressNo)))
        .limit(1)
    : []
  const info = await ctx.providers.express.track(com, expressNo, new Date(), o?.shippedAt ?? null)
  if (!info) throw notFound('物流信息')
  return info
}

/** The order detail's express block: company, number and the latest trace. */
export async function expressSummary(
  ctx: Ctx,
  com: string | null,
  expressNo: string | null,
  shippedAt: Date | null = null
): Promise<ExpressSummary | null> {
  if (!com || !expressNo) return null
  const info = await ctx.providers.express.track(com, expressNo, new Date(), shippedAt)
  return { com, com_name: expressCompanyName(com), express_no: expressNo, latest: info?.traces[0] ?? null }
}
