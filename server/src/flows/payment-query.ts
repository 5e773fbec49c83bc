import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { payments } from '../db/schema'
import { type OrderRow } from '../lib/order-state'
import { settleTrade } from './pay'
import { payChannelOf, ORDER_STATUS } from '@contract/enums'
import type { Ctx } from '../lib/context'

/** How often the status poll may ask the gateway about one trade, across all nodes. */
export const QUERY_INTERVAL_SECONDS = 5

/**
 * A lost notification (docs/providers.md): the shopper paid at the gateway but its notification never arrived, so
 * the order would wait unpaid until it closes. When the app polls /order/status for an order still unpaid here, the
 * gateway is asked (`queryTrade`) about its pending trades, at most once every QUERY_INTERVAL_SECONDS per trade (a
 * conditional update claims the slot, so two nodes or two polls ask once), and a paid trade settles through the path
 * the notification takes, amount checked. A gateway that cannot answer leaves the order as it is: the poll answers
 * what we know, and the next poll asks again.
 */
export async function reconcilePendingTrades(ctx: Ctx, order: OrderRow): Promise<boolean> {
  const query = ctx.providers.payment.queryTrade?.bind(ctx.providers.payment)
  if (!query || order.status !== ORDER_STATUS.awaitPayment) return false
  const due = new Date(Date.now() - QUERY_INTERVAL_SECONDS * 1000)
  const claimed = await ctx.db
    .update(payments)
    .set({ queriedAt: new Date() })
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.status, 0),
        or(isNull(payments.queriedAt), lt(payments.queriedAt, due))
      )
    )
    .returning()
  let settled = false
  for (const p of claimed) {
    const channel = payChannelOf(p.payway)
    if (!channel) continue
    try {
      const state = await query(channel, p.outTradeNo)
      if (state.status !== 'SUCCESS' || !state.tradeNo) continue
      const { result } = await settleTrade(ctx, p, { tradeNo: state.tradeNo, amount: state.amount })
      settled ||= result !== 'duplicate'
    } catch {
      // The gateway is down, or answered an amount that differs (refused as such a notification is): the order
      // stays as it is, and the shopper's poll still answers.
    }
  }
  return settled
}
