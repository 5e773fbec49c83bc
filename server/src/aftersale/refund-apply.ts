import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { afterSales, orderItems } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { AfterSaleStatus, OrderStatus, RefundType } from '@contract/schemas/order'
import { AFTER_SALE_TEXT } from './aftersale'
import { move, ownOrder, refusal, type OrderRow } from '../lib/order-state'
import type { Ctx } from '../lib/context'
import { ORDER_STATUS, REFUND_TYPE } from '@contract/enums'

/** Applying for a refund: of the whole order or of one line, never more than is left to give back. */

const REFUNDABLE = [ORDER_STATUS.paymentFinished, ORDER_STATUS.delivering, ORDER_STATUS.delivered] as number[]
/** Goods can be sent back only once they left the warehouse. */
const RETURNABLE = [ORDER_STATUS.delivering, ORDER_STATUS.delivered] as number[]
/** Applications whose money went back or is going back: they count against what is left. */
const SPENT: AfterSaleStatus[] = [1, 2]

export interface RefundInput {
  id: number
  reason: string
  images?: string[]
  desc?: string
  /** Default 1 (仅退款). */
  type?: RefundType
  /** Cents asked back; default (and at most) what is left of the order or of the line. */
  amount?: number
  /** One line of the order (order_items.id); the whole order when absent. */
  item_id?: number
}

const yuan = (cents: number) => (cents / 100).toFixed(2)

type Line = { id: number; price: number; qty: number }

/**
 * What one line paid: its share, by goods value, of what the order paid for goods (the pay amount less freight, which
 * goes back only with the whole order; discounts spread the same way), rounded down, the last line taking what
 * rounding left, so the shares add up exactly (docs/decisions/0022-returns.md).
 */
export function linePaid(order: Pick<OrderRow, 'payAmount' | 'freight'>, lines: Line[], itemId: number) {
  const goodsPaid = Math.max(0, order.payAmount - order.freight)
  const total = lines.reduce((sum, l) => sum + l.price * l.qty, 0)
  if (total <= 0) return 0
  const share = (l: Line) => Math.floor((goodsPaid * l.price * l.qty) / total)
  const last = lines[lines.length - 1]
  if (last.id !== itemId) return share(lines.find((l) => l.id === itemId) ?? { id: 0, price: 0, qty: 0 })
  return goodsPaid - lines.slice(0, -1).reduce((sum, l) => sum + share(l), 0)
}

/** The order's lines in a stable order (by id), for linePaid. */
export const orderLines = (db: DbOrTx, orderId: number) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id))

/** Cents already given back (or on their way) for the order, or for one of its lines. */
export async function refundedSoFar(db: DbOrTx, orderId: number, itemId?: number) {
  const [{ n }] = await db
    .select({ n: sql<string>`coalesce(sum(${afterSales.amount}), 0)` })
    .from(afterSales)
    .where(
      and(
        eq(afterSales.orderId, orderId),
        inArray(afterSales.status, SPENT),
        itemId === undefined ? undefined : eq(afterSales.itemId, itemId)
      )
    )
  return Number(n)
}

/** The most a new application may ask: the order's (or line's) paid amount minus earlier refunds. */
async function refundable(db: DbOrTx, order: OrderRow, itemId?: number) {
  const orderLeft = order.payAmount - (await refundedSoFar(db, order.id))
  if (itemId === undefined) return { max: orderLeft, what: '实付金额' }
  const lines = await orderLines(db, order.id)
  if (!lines.some((l) => l.id === itemId)) throw notFound('订单商品')
  const left = linePaid(order, lines, itemId) - (await refundedSoFar(db, order.id, itemId))
  return { max: Math.max(0, Math.min(left, orderLeft)), what: '该商品可退金额' }
}

/** /order/refund: from paid, delivering or delivered; the order waits in -3 while the application is open. */
export async function applyRefund(ctx: Ctx, userId: number, input: RefundInput) {
  const order = await ownOrder(ctx.db, userId, { id: input.id })
  if (!REFUNDABLE.includes(order.status)) throw refusal(order.status, ORDER_STATUS.awaitRefund)
  const kind = input.type ?? REFUND_TYPE.refundOnly
  if (kind === REFUND_TYPE.returnAndRefund && !RETURNABLE.includes(order.status))
    throw new AppError(ERRNO.REFUND_STATE, '商品尚未发货，请选择仅退款')
  // Before shipping the warehouse would still send a refunded line with the rest: refund the whole order instead.
  if (input.item_id !== undefined && !RETURNABLE.includes(order.status))
    throw new AppError(ERRNO.REFUND_STATE, '商品尚未发货，请整单申请退款')
  const { max, what } = await refundable(ctx.db, order, input.item_id)
  // An order paid in full by card balance or points (pays 0) still applies, for its deductions to go back.
  if (max <= 0 && order.payAmount > 0)
    throw new AppError(ERRNO.REFUND_OVER_ITEM, input.item_id ? '该商品已全部退款' : '订单已全部退款', { max: 0 })
  const amount = input.amount ?? max
  if (amount > max)
    throw new AppError(
      input.item_id === undefined ? ERRNO.REFUND_STATE : ERRNO.REFUND_OVER_ITEM,
      `退款金额不能超过${what}￥${yuan(max)}`,
      { max }
    )
  return ctx.db.transaction(async (tx) => {
    await move(
      tx,
      order.id,
      order.status as OrderStatus,
      ORDER_STATUS.awaitRefund,
      `用户申请退款：${input.reason}`.slice(0, 100)
    )
    const [a] = await tx
      .insert(afterSales)
      .values({
        orderId: order.id,
        userId,
        reason: input.reason,
        description: input.desc ?? '',
        images: input.images ?? [],
        kind,
        amount,
        itemId: input.item_id ?? null,
        prevStatus: order.status
      })
      .returning()
    return { id: a.id, order_id: order.id, status: a.status as AfterSaleStatus, status_text: AFTER_SALE_TEXT[0] }
  })
}
