import { sql } from 'drizzle-orm'
import { orders } from '../db/schema'
import { ORDER_STATUS } from '@contract/enums'

/**
 * The clock of 自动确认收货 (docs/operations.md, Automatic receipt). Shipping starts it: the order carries its
 * deadline, `auto_receive_at`. An after-sale applied for on the shipped order stops it (the order waits in 退款中, so
 * the job never sees it); when the after-sale ends with the order back in 待收货 (rejected, withdrawn, one item
 * refunded, the return never sent back) the deadline moves later by the time the clock stood still, so the shopper
 * keeps the time that was left. Every move of an order passes through here (order-state.ts tryMove), whoever makes it.
 */

/** What shipping writes: when it shipped and when it will be received by itself. */
export const shippedPatch = (config: { autoReceiveSeconds: number }, now = new Date()) => ({
  shippedAt: now,
  autoReceiveAt: new Date(now.getTime() + config.autoReceiveSeconds * 1000)
})

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`

/** The columns a move of the order from `from` to `to` at `now` changes on the receipt clock; none for most moves. */
export function receiveClockPatch(from: number, to: number, now: Date) {
  if (from === ORDER_STATUS.delivering && to === ORDER_STATUS.awaitRefund) return { receivePausedAt: now }
  if (from === ORDER_STATUS.awaitRefund && to === ORDER_STATUS.delivering)
    return {
      // A pause the order never recorded (an after-sale opened before this column existed) moves nothing.
      autoReceiveAt: sql`${orders.autoReceiveAt} + (${at(now)} - coalesce(${orders.receivePausedAt}, ${at(now)}))`,
      receivePausedAt: null
    }
  return {}
}
