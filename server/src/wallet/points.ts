import crypto from 'node:crypto'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { pointsLedger, users } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { PointsFlowResult, PointsInfo } from '@contract/schemas/points'

/** Points ledger. Owned by the orders-and-money area. users.points always equals the sum of a user's ledger. */

/** Earning rule: one point per whole yuan paid, granted when the shopper confirms receipt. */
export const POINTS_PER_YUAN = 1
export const pointsForPayment = (cents: number) => Math.floor(cents / 100) * POINTS_PER_YUAN

const REASON_TEXT: Record<string, string> = {
  order_receive: '确认收货奖励',
  order_refund: '订单退款扣回',
  order_points: '下单抵扣',
  order_points_back: '订单取消或退款退回',
  pension_exchange: '兑换养老金',
  seed: '积分发放'
}

/**
 * Adds (positive) or spends (negative) points; refuses to go below zero (errno POINTS_NOT_ENOUGH). Returns the new balance.
 * With a `ref`, a replay of the same change is a no-op that returns the current balance.
 */
export async function changePoints(
  tx: DbOrTx,
  args: { userId: number; delta: number; reason: string; ref?: string }
): Promise<number> {
  if (!Number.isSafeInteger(args.delta)) throw new Error(`points delta must be an integer, got ${args.delta}`)
  if (args.ref) {
    const [seen] = await tx
      .select({ id: pointsLedger.id })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, args.userId), eq(pointsLedger.ref, args.ref)))
    if (seen) return currentPoints(tx, args.userId)
  }
  if (args.delta === 0) return currentPoints(tx, args.userId)
  const [row] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${args.delta}` })
    .where(and(eq(users.id, args.userId), sql`${users.points} + ${args.delta} >= 0`))
    .returning({ points: users.points })
  if (!row) throw new AppError(ERRNO.POINTS_NOT_ENOUGH, '积分不足')
  await tx.insert(pointsLedger).values({
    userId: args.userId,
    delta: args.delta,
    balanceAfter: row.points,
    reason: args.reason.slice(0, 40),
    ref: args.ref ?? null
  })
  return row.points
}

export async function currentPoints(db: DbOrTx, userId: number): Promise<number> {
  const [u] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId))
  return u?.points ?? 0
}

export async function pointsInfo(db: DbOrTx, userId: number): Promise<PointsInfo> {
  return {
    points: await currentPoints(db, userId),
    rule_text: `确认收货后，每实付1元可得${POINTS_PER_YUAN}积分；积分可兑换养老金`
  }
}

export async function pointsFlow(
  db: DbOrTx,
  userId: number,
  page: { page: number; size: number; offset: number }
): Promise<PointsFlowResult> {
  const [{ n }] = await db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId))
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.id))
    .limit(page.size)
    .offset(page.offset)
  return {
    list: rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      balance_after: r.balanceAfter,
      reason: r.reason,
      reason_text: REASON_TEXT[r.reason] ?? r.reason,
      time: Math.floor(r.createdAt.getTime() / 1000)
    })),
    total: Number(n),
    page: page.page,
    page_size: page.size
  }
}

/** Development only: gives a tester points through the ledger (reason seed), so redemption can be tried at once. */
export async function grantPoints(db: Db, phone: string, points: number): Promise<PointsInfo> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
  if (!u) throw notFound('用户')
  const ref = `dev-grant:${crypto.randomUUID()}`
  await db.transaction((tx) => changePoints(tx, { userId: u.id, delta: points, reason: 'seed', ref }))
  return pointsInfo(db, u.id)
}
