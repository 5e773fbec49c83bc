import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { orderGroups, orders, users } from '../db/schema'
import { AppError, ERRNO } from '../errors'
import type { GoodsActivity, OpenGroup } from '@contract/schemas/goods'
import type { OrderGroupInfo } from '@contract/schemas/order'
import { tryMove } from '../lib/order-state'
import { tellOrder } from '../lib/order-notices'
import { GROUP_STATUS, ORDER_STATUS } from '@contract/enums'

/** Group buying: a group fills when `size` of its orders are paid in time; else it fails and its paid orders are refunded. */

/** Orders that hold a seat: unpaid ones may still pay, paid ones wait or are done. */
const SEATED = [ORDER_STATUS.awaitPayment, ORDER_STATUS.awaitGrouped, ORDER_STATUS.paymentFinished]
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

const unavailable = (msg: string) => new AppError(ERRNO.GROUP_UNAVAILABLE, msg)

/** The group a new group order goes into: the one asked for (checked and locked), else a new one led by the caller. */
export async function seatInGroup(
  tx: DbOrTx,
  userId: number,
  activity: GoodsActivity,
  groupId?: number
): Promise<number> {
  const now = new Date()
  if (!groupId) {
    const size = Math.max(2, activity.group_size ?? 2)
    const expiresAt = new Date(now.getTime() + Math.max(60, activity.group_seconds ?? 86400) * 1000)
    const [g] = await tx
      .insert(orderGroups)
      .values({ activityId: activity.id, skuId: activity.sku_id, leaderUserId: userId, size, expiresAt })
      .returning({ id: orderGroups.id })
    return g.id
  }
  // Locks the group row so two shoppers cannot take the last seat together.
  const [g] = await tx.select().from(orderGroups).where(eq(orderGroups.id, groupId)).for('update')
  if (!g || g.activityId !== activity.id) throw unavailable('拼团不存在')
  if (g.status !== GROUP_STATUS.forming || g.expiresAt <= now) throw unavailable('该拼团已结束，请重新开团')
  const seated = await tx
    .select({ userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.groupId, groupId), inArray(orders.status, SEATED)))
  if (seated.some((s) => s.userId === userId)) throw unavailable('您已在该拼团中')
  if (seated.length >= g.size) throw unavailable('该拼团已满员')
  return groupId
}

/** After a group order is paid: when enough members have paid, the group fills and every waiting order becomes paid. */
export async function settleGroup(tx: DbOrTx, groupId: number) {
  const [g] = await tx.select().from(orderGroups).where(eq(orderGroups.id, groupId)).for('update')
  if (!g || g.status !== GROUP_STATUS.forming) return
  const waiting = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.groupId, groupId), eq(orders.status, ORDER_STATUS.awaitGrouped)))
  if (waiting.length < g.size) return
  await tx
    .update(orderGroups)
    .set({ status: GROUP_STATUS.formed })
    .where(and(eq(orderGroups.id, groupId), eq(orderGroups.status, GROUP_STATUS.forming)))
  for (const o of waiting) {
    if (await tryMove(tx, o.id, ORDER_STATUS.awaitGrouped, ORDER_STATUS.paymentFinished, '拼团成功'))
      await tellOrder(tx, o.id, 'group_formed')
  }
}

export async function groupInfo(db: DbOrTx, groupId: number): Promise<OrderGroupInfo | null> {
  const [g] = await db.select().from(orderGroups).where(eq(orderGroups.id, groupId))
  if (!g) return null
  const members = await db
    .select({ uid: users.id, nick: users.nick, head: users.head, paidAt: orders.paidAt })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.groupId, groupId),
        inArray(orders.status, [
          ORDER_STATUS.awaitGrouped,
          ORDER_STATUS.paymentFinished,
          ORDER_STATUS.delivering,
          ORDER_STATUS.delivered,
          ORDER_STATUS.completed,
          ORDER_STATUS.awaitRefund
        ])
      )
    )
    .orderBy(sql`${orders.paidAt} asc nulls last`)
  return {
    group_id: g.id,
    size: g.size,
    joined: members.length,
    status: g.status,
    expire_time: seconds(g.expiresAt),
    members: members.map((m) => ({ uid: m.uid, nick: m.nick, head: m.head, is_leader: m.uid === g.leaderUserId }))
  }
}

/** How many forming groups goods-info offers to join. */
const OPEN_GROUPS_SHOWN = 5

/**
 * Groups of an activity that can still be joined (forming, time left, a seat free), the soonest to close
 * first: goods-info shows them as 去参团. Seats count as seatInGroup counts them, so a group shown here
 * is one a join would be let into (unless the shopper is in it already).
 */
export async function openGroups(db: DbOrTx, activityId: number, now = new Date()): Promise<OpenGroup[]> {
  const groups = await db
    .select({
      id: orderGroups.id,
      size: orderGroups.size,
      expiresAt: orderGroups.expiresAt,
      nick: users.nick,
      head: users.head
    })
    .from(orderGroups)
    .innerJoin(users, eq(users.id, orderGroups.leaderUserId))
    .where(
      and(
        eq(orderGroups.activityId, activityId),
        eq(orderGroups.status, GROUP_STATUS.forming),
        gt(orderGroups.expiresAt, now)
      )
    )
    .orderBy(asc(orderGroups.expiresAt), asc(orderGroups.id))
    .limit(OPEN_GROUPS_SHOWN * 4)
  if (!groups.length) return []
  const seated = await db
    .select({ groupId: orders.groupId, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        inArray(
          orders.groupId,
          groups.map((g) => g.id)
        ),
        inArray(orders.status, SEATED)
      )
    )
    .groupBy(orders.groupId)
  const taken = new Map(seated.map((r) => [r.groupId, Number(r.n)]))
  return groups
    .map((g) => ({
      group_id: g.id,
      size: g.size,
      joined: taken.get(g.id) ?? 0,
      expire_time: seconds(g.expiresAt),
      leader_nick: g.nick || '米粒用户',
      leader_head: g.head
    }))
    .filter((g) => g.joined > 0 && g.joined < g.size)
    .slice(0, OPEN_GROUPS_SHOWN)
}
