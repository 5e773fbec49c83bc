import crypto from 'node:crypto'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { giftCards, payments, users } from '../db/schema'
import type { Ctx } from '../lib/context'
import type { PaywayOption } from '@contract/schemas/payment'
import { cardStatus, moveGiftCard, moveWelfare } from '../wallet/giftcard'
import { inScope, loadCategoryParents } from '../lib/category-tree'
import type { OrderRow } from '../lib/order-state'
import {
  GATEWAY_PAY_WAYS,
  PAY_CHANNELS,
  PAY_WAY,
  PAY_WAYS,
  isPayWay,
  payChannelOf,
  unreachable,
  type PayWay
} from '@contract/enums'

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
  const option = (payway: PayWay): PaywayOption => {
    const name = PAY_CHANNELS[payway].name
    switch (payway) {
      case PAY_WAY.wxpay:
      case PAY_WAY.alipay:
        return { payway, name, available: true }
      case PAY_WAY.freeca:
        return {
          payway,
          name,
          available: cardViews.some((c) => c.usable),
          balance: live.reduce((s, c) => s + c.balance, 0),
          cards: cardViews
        }
      case PAY_WAY.efulipay:
        return { payway, name, available: welfare >= amount, balance: welfare }
      default:
        return unreachable(payway)
    }
  }
  return PAY_WAYS.map(option)
}

export const tradeNo = (order: OrderRow) => `P${order.orderNo}${crypto.randomInt(0, 1e4).toString().padStart(4, '0')}`

/** Tells the gateway to stop accepting the order's dropped trades; best effort, a late payment is refunded anyway. */
export async function closePendingTrades(ctx: Ctx, orderId: number) {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 2), inArray(payments.payway, GATEWAY_PAY_WAYS)))
  for (const p of rows) {
    const channel = payChannelOf(p.payway)
    if (channel) await ctx.providers.payment.closeTrade(channel, p.outTradeNo).catch(() => undefined)
  }
}

/**
 * A refund of a balance way goes back into our own ledger: the card it was paid from, or the welfare balance. The
 * gateway ways are refunded through their gateway (refund.ts executeRefund), so they have nothing to credit here.
 */
export async function creditBalanceWay(
  tx: DbOrTx,
  p: { payway: number; userId: number; userFreecaId: number | null },
  credit: { amount: number; ref: string; orderId: number }
) {
  // Pay way 0: checkout points paid the whole order (deductions.ts); they go back with the deductions.
  if (!isPayWay(p.payway)) return
  const { amount, ref, orderId } = credit
  switch (p.payway) {
    case PAY_WAY.wxpay:
    case PAY_WAY.alipay:
      return
    case PAY_WAY.freeca:
      if (p.userFreecaId)
        await moveGiftCard(tx, {
          userId: p.userId,
          cardId: p.userFreecaId,
          delta: amount,
          reason: 'refund',
          ref,
          orderId
        })
      return
    case PAY_WAY.efulipay:
      await moveWelfare(tx, { userId: p.userId, delta: amount, reason: 'refund', ref, orderId })
      return
    default:
      unreachable(p.payway)
  }
}
