import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { orders } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { Ctx } from '../lib/context'
import { STATUS_TEXT } from '../lib/order-state'
import type { OrderStatus } from '@contract/schemas/order'
import { ORDER_STATUS } from '@contract/enums'

/** 提醒发货: a shopper nudges the shop about a paid order not yet shipped, once a day (docs/fulfilment.md). */

export const REMIND_TEXT = {
  done: '已提醒商家尽快发货',
  today: '今天已提醒过商家，请耐心等待',
  shipped: '订单已发货，无需提醒'
} as const

const DAY_MS = 86400_000
const CHINA_OFFSET_MS = 8 * 3600_000

/** Midnight in China (UTC+8, no daylight saving) of the day `now` falls in: "once a day" is the shopper's day. */
export function chinaDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS)
}

/** Whether the order may be reminded now: paid, not shipped, not reminded yet today. */
export const canRemind = (o: { status: number; shipRemindedAt: Date | null }, now = new Date()) =>
  o.status === ORDER_STATUS.paymentFinished && (!o.shipRemindedAt || o.shipRemindedAt < chinaDayStart(now))

/**
 * One conditional update: two taps at once remind once. The clock is the server's (`new Date()`), so the day's
 * boundary is the same one the answer's message speaks of.
 */
export async function remindShipment(ctx: Ctx, userId: number, id: number) {
  const now = new Date()
  const mine = and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.userDeletedAt))
  const [row] = await ctx.db
    .update(orders)
    .set({ shipRemindedAt: now })
    .where(
      and(
        mine,
        eq(orders.status, ORDER_STATUS.paymentFinished),
        or(isNull(orders.shipRemindedAt), lt(orders.shipRemindedAt, chinaDayStart(now)))
      )
    )
    .returning({ id: orders.id })
  if (row) return { id, remind_time: Math.floor(now.getTime() / 1000), message: REMIND_TEXT.done }
  const [o] = await ctx.db.select({ status: orders.status }).from(orders).where(mine)
  if (!o) throw notFound('订单')
  if (o.status === ORDER_STATUS.paymentFinished) throw new AppError(ERRNO.SHIP_REMINDED_TODAY, REMIND_TEXT.today)
  if (
    o.status === ORDER_STATUS.delivering ||
    o.status === ORDER_STATUS.delivered ||
    o.status === ORDER_STATUS.completed
  )
    throw new AppError(ERRNO.ORDER_STATE, REMIND_TEXT.shipped)
  throw new AppError(ERRNO.ORDER_STATE, `订单${STATUS_TEXT[o.status as OrderStatus] ?? ''}，不能提醒发货`)
}
