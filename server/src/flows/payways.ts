import crypto from 'node:crypto'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { giftCards, payments, users } from '../db/schema'
import type { Ctx } from '../lib/context'
import type { PayChannel } from '../payment/payment.provider'
import type { PaywayOption } from '@contract/schemas/payment'
import { cardStatus } from '../wallet/giftcard'
import { inScope, loadCategoryParents } from '../lib/category-tree'
import type { OrderRow } from '../lib/order-state'
import { channelOf } from '../payment/channel'
import { PAY_WAY_NAME } from '@contract/enums'

/**
 * The pay ways and provider trades as the order flow sees them: names, channels, trade numbers, what a way can pay
 * and closing dropped trades. Below both orders and payment (payment.ts), so checkout, closing and refunds use them
 * without importing the payment flow that in turn closes and refunds orders.
 */

/** What each pay way can do for an amount: cards must cover every goods category and the whole amount. */
export async function paywayOptions(
  db: DbOrTx,
  userId: number,
  amount: number,
  categoryIds: Array<number | null>
): Promise<PaywayOption[]> {
  const now = new Date()
  const cards = await db.select().from(giftCards).where(eq(giftCards.userId, userId)).orderBy(desc(giftCards.id))
  const parents = await loadCategoryParents(db)
  const [u] = await db.select({ welfare: users.welfareBalance }).from(users).where(eq(users.id, userId))
  const live = cards.filter((c) => cardStatus(c, now) === 1)
  const cardViews = live.map((c) => ({
    user_freeca_id: c.id,
    name: c.name,
    balance: c.balance,
    expire_time: Math.floor(c.expiresAt.getTime() / 1000),
    usable: c.balance >= amount && categoryIds.every((cat) => inScope(c.categoryId, cat, parents))
  }))
  const welfare = u?.welfare ?? 0
  return [
    { payway: 1, name: PAY_WAY_NAME[1], available: true },
    { payway: 2, name: PAY_WAY_NAME[2], available: true },
    {
      payway: 4,
      name: PAY_WAY_NAME[4],
      available: cardViews.some((c) => c.usable),
      balance: live.reduce((s, c) => s + c.balance, 0),
      cards: cardViews
    },
    { payway: 8, name: PAY_WAY_NAME[8], available: welfare >= amount, balance: welfare }
  ]
}

export const tradeNo = (order: OrderRow) => `P${order.orderNo}${crypto.randomInt(0, 1e4).toString().padStart(4, '0')}`

/** Tells the gateway to stop accepting the order's dropped trades; best effort, a late payment is refunded anyway. */
export async function closePendingTrades(ctx: Ctx, orderId: number) {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 2), inArray(payments.payway, [1, 2])))
  for (const p of rows)
    await ctx.providers.payment.closeTrade(channelOf(p.payway) as PayChannel, p.outTradeNo).catch(() => undefined)
}
