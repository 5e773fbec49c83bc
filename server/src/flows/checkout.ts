import { and, asc, eq, lte } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { isUniqueViolation } from '../db/pg-error'
import { orders } from '../db/schema'
import { AppError, ERRNO, invalid } from '../errors'
import type { OrderCreateResult } from '@contract/schemas/order'
import {
  reserveActivityUnits,
  reserveStock,
  takeActivityUnitsAndCommit,
  type UnitsSeen
} from '../catalogue/catalogue-stock'
import { allTaken, soldOut } from '../catalogue/sold-out'
import { lockCoupon } from '../wallet/coupon'
import { removeCartLines } from './checkout-lines'
import { lockBuyer, readBuyer } from './checkout-buyer'
import { checkConfirmToken, type CreateInput } from './checkout-confirm'
import { groupable, placeInGroup } from './checkout-group'
import { createdView, findByToken, prepareOrder } from './checkout-prepare'
import { takeDeductions } from './deductions'
import { closeOrder } from './order-close'
import { insertOrder, ownOrder, refusal, tryMove } from '../lib/order-state'
import { closePendingTrades } from './payways'
import { reserveRegionStock } from '../catalogue/region-stock'
import type { Ctx } from '../lib/context'
import { ORDER_STATUS, ORDER_TYPE } from '@contract/enums'

/**
 * Orders: creation (idempotent per confirm token), cancel, and the timers that close and complete them. Receiving a
 * shipped order, by the shopper or by itself, is order-receive.ts.
 */

const isStockRefusal = (err: unknown) =>
  err instanceof AppError && (err.errno === ERRNO.ACTIVITY_STATE || err.errno === ERRNO.STOCK_NOT_ENOUGH)

/** The activity itself refused (not started, over, sold out, its units gone): what the sold-out gate learns from. */
const activityRefusals = new WeakSet<AppError>()
const activityRefusal = (e: AppError) => (activityRefusals.add(e), e)
const isActivityRefusal = (err: unknown) =>
  err instanceof AppError && (err.errno === ERRNO.ACTIVITY_STATE || activityRefusals.has(err))

/**
 * /order/create: one transaction takes the stock, locks the coupon, empties the cart lines, and writes the order, its
 * lines and the address snapshot. The same confirm token again answers the order it already made.
 */
export async function createOrder(ctx: Ctx, userId: number, input: CreateInput): Promise<OrderCreateResult> {
  // A flash sale this node knows is sold out: refused from memory (catalogue/sold-out.ts), before even the token's
  // signature is checked (a forged token on a sold-out sale is told it is sold out, which is true).
  if (input.activity_id && ctx.soldOut?.refuses(input.activity_id, input.confirm_token)) throw soldOut()
  const token = checkConfirmToken(ctx.config.paymentSecret, userId, input.confirm_token)
  if (!token) throw invalid('confirm_token')
  // The units this node last saw left are all being bought by attempts in flight: answered now, not after queueing
  // for a connection only to be refused (catalogue/sold-out.ts, admit).
  const gate = input.activity_id ? ctx.soldOut : undefined
  const admitted = gate && input.activity_id ? gate.admit(input.activity_id, input.confirm_token) : 'ok'
  if (admitted === 'none-left') {
    await gate?.learn(input.activity_id as number)
    throw soldOut()
  }
  if (admitted === 'in-flight') throw allTaken()
  const seen: UnitsSeen = {}
  let won = false
  const alone = () =>
    ctx.db.transaction(async (tx) => {
      // Asked again once the transaction has its connection: the sale may have sold out while this one waited.
      if (input.activity_id && ctx.soldOut?.refuses(input.activity_id, input.confirm_token)) throw soldOut()
      try {
        return await placeOrder(ctx, tx, userId, input, token.exp, seen)
      } catch (err) {
        // Learned before the rollback, on this connection (catalogue/sold-out.ts).
        if (input.activity_id && isActivityRefusal(err)) await ctx.soldOut?.learn(input.activity_id, tx)
        throw err
      }
    })
  try {
    // A flash sale's plain attempts are placed in groups (checkout-group.ts); the group places alone what it cannot.
    const made =
      ctx.config.flashGroups && groupable(input)
        ? await placeInGroup(ctx, userId, input, token.exp, seen, alone)
        : await alone()
    won = true
    return made
  } catch (err) {
    // Any stock refusal the transaction could not learn from (the SKU's own units; a PostgreSQL transaction the
    // refusal aborted) is checked now; a gate that already knows does nothing. When the sale has no unit left, this
    // attempt (one that was already past the gate when the last unit went) hears what every later one hears,
    // 活动商品已抢光, not 活动库存不足, which stays the answer when fewer units are left than it asked for.
    if (input.activity_id && isStockRefusal(err) && ctx.soldOut) {
      await ctx.soldOut.learn(input.activity_id)
      if (ctx.soldOut.refuses(input.activity_id, input.confirm_token)) throw soldOut()
    }
    // A concurrent request with the same token won the insert: answer with its order.
    if (isUniqueViolation(err)) {
      const again = await findByToken(ctx.db, userId, input.confirm_token)
      if (again) return createdView(again)
    }
    throw err
  } finally {
    if (gate && input.activity_id && admitted === 'ok')
      gate.settle(input.activity_id, won ? { left: seen.left, winner: input.confirm_token } : {})
  }
}

async function placeOrder(
  ctx: Ctx,
  tx: DbOrTx,
  userId: number,
  input: CreateInput,
  tokenExpires: number,
  seen: UnitsSeen
): Promise<OrderCreateResult> {
  // One order at a time per shopper: per-user limits and the token check cannot race each other.
  const me = await lockBuyer(tx, userId)
  const buyer = await readBuyer(tx, userId, input)
  const p = await prepareOrder(ctx, tx, userId, input, tokenExpires, { me, ...buyer })
  if (p.again) return p.again
  const { draft, region, regional } = p
  const order = await insertOrder(tx, p.values, p.lines)
  if (input.coupon_id) await lockCoupon(tx, userId, input.coupon_id, order.id)
  await removeCartLines(tx, userId, draft.cartIds)
  // Card and points that pay all of it pay the order now: the app skips the cashier.
  const paid = (await takeDeductions(tx, order))
    ? (await tx.select().from(orders).where(eq(orders.id, order.id)))[0]
    : null
  // The rows every buyer shares come last, so each is locked only until the commit right after; the activity
  // before the SKU, as releaseOrderGoods does, so an order and a cancel never deadlock. A flash sale takes its
  // activity, SKU and SPU rows in one statement (docs/decisions/0026-flash-sale-sold-out-gate.md).
  const line = draft.lines[0]
  const flash = draft.type === ORDER_TYPE.flash && draft.activity ? draft.activity : null
  // Nothing may follow the one-message commit: regional units (their own rows, taken after) keep the two-step path.
  const took = !flash
    ? 'ok'
    : (!regional.size && (await takeActivityUnitsAndCommit(tx, flash.id, line.sku_id, line.qty, seen))) ||
      (await reserveActivityUnits(tx, flash.id, line.sku_id, line.qty, seen))
  if (took === 'activity') throw activityRefusal(new AppError(ERRNO.STOCK_NOT_ENOUGH, '活动库存不足'))
  if (took === 'sku') throw new AppError(ERRNO.STOCK_NOT_ENOUGH, `${line.title} 库存不足`)
  if (!flash)
    for (const l of draft.lines) {
      if (!(await reserveStock(tx, l.sku_id, l.qty))) throw new AppError(ERRNO.STOCK_NOT_ENOUGH, `${l.title} 库存不足`)
    }
  if (region && regional.size) await reserveRegionStock(tx, order.id, region, draft.lines, regional)
  return createdView(paid ?? order)
}

/** /order/cancel: only an unpaid order can be cancelled; the shopper's reason goes into the order's history. */
export async function cancelOrder(ctx: Ctx, userId: number, id: number, reason?: string) {
  const order = await ownOrder(ctx.db, userId, { id })
  if (order.status !== ORDER_STATUS.awaitPayment) throw refusal(order.status, ORDER_STATUS.cancelled)
  const why = reason?.trim() ? `用户取消订单：${reason.trim()}` : '用户取消订单'
  const ok = await ctx.db.transaction((tx) => closeOrder(tx, order, ORDER_STATUS.cancelled, why))
  if (!ok) throw refusal((await ownOrder(ctx.db, userId, { id })).status, ORDER_STATUS.cancelled)
  await closePendingTrades(ctx, order.id)
  return { id: order.id, status: ORDER_STATUS.cancelled }
}

/** Unpaid orders past their deadline close and release stock and coupon. Exported for tests; a job runs it. */
export async function closeExpiredOrders(ctx: Ctx, now = new Date()) {
  const due = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.awaitPayment), lte(orders.payExpiresAt, now)))
    .orderBy(asc(orders.id))
    .limit(200)
  let closed = 0
  for (const o of due) {
    if (await ctx.db.transaction((tx) => closeOrder(tx, o, ORDER_STATUS.closed, '超时未支付，订单自动关闭'))) {
      closed++
      await closePendingTrades(ctx, o.id)
    }
  }
  return closed
}

/** Delivered orders whose after-sale window has passed become completed (4). Exported for tests; a job runs it. */
export async function completeOrders(ctx: Ctx, now = new Date()) {
  const cutoff = new Date(now.getTime() - ctx.config.afterSaleSeconds * 1000)
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.delivered), lte(orders.receivedAt, cutoff)))
    .limit(200)
  let done = 0
  for (const o of due)
    if (
      await ctx.db.transaction((tx) =>
        tryMove(tx, o.id, ORDER_STATUS.delivered, ORDER_STATUS.completed, '售后期结束，订单完成', { completedAt: now })
      )
    )
      done++
  return done
}
