import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { addresses, orders, users } from '../db/schema'
import { prebuilt } from '../lib/prepared'
import { boughtSql, shipToOf, type KnownBought, type ShipTo } from './checkout-lines'

/**
 * What /order/create reads of its buyer, built once (lib/prepared.ts) and run inside its transaction: the lock on the
 * buyer's row (one order at a time per shopper; it also reads the points balance), then one statement for whether
 * this confirm token already made an order, the address to ship to, and (a one-SKU activity order) the units of
 * that activity the buyer already holds. That statement starts after the lock is granted, so its snapshot sees every
 * order of this buyer that committed while it waited: the limit and the token check cannot go stale
 * (docs/decisions/0026-flash-sale-sold-out-gate.md, item 8).
 */

const p = {
  userId: sql.placeholder('userId'),
  token: sql.placeholder('token'),
  addrId: sql.placeholder('addrId'),
  skuId: sql.placeholder('skuId'),
  activityId: sql.placeholder('activityId'),
  // A group's buyers (below), as arrays in one parameter each (unnest): one statement text whatever its size.
  users: sql.placeholder('users'),
  tokens: sql.placeholder('tokens'),
  addrs: sql.placeholder('addrs')
}

const lockQuery = prebuilt('order_lock_buyer', (db) =>
  db.select({ points: users.points }).from(users).where(eq(users.id, p.userId)).for('update')
)

/** Locks the buyer's row until the transaction ends; its points balance as the lock read it. */
export async function lockBuyer(tx: DbOrTx, userId: number): Promise<{ points: number } | undefined> {
  return (await lockQuery(tx).execute({ userId }))[0]
}

const buyerQuery = (byAddress: boolean, withBought: boolean) =>
  prebuilt(`order_buyer_${byAddress ? 'a' : 'd'}${withBought ? 'b' : ''}`, (db) =>
    db
      .select({
        again: sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${p.userId}
          and ${orders.confirmToken} = ${p.token})`,
        bought: withBought ? boughtSql(p.userId, p.skuId, p.activityId) : sql<null>`null`,
        address: addresses
      })
      .from(users)
      .leftJoin(
        addresses,
        and(eq(addresses.userId, users.id), byAddress ? eq(addresses.id, p.addrId) : eq(addresses.isDefault, true))
      )
      .where(eq(users.id, p.userId))
      .limit(1)
  )
const buyerQueries = [
  buyerQuery(false, false),
  buyerQuery(false, true),
  buyerQuery(true, false),
  buyerQuery(true, true)
]

export async function readBuyer(
  tx: DbOrTx,
  userId: number,
  input: {
    confirm_token: string
    addr_id?: number
    activity_id?: number
    items?: Array<{ sku_id: number; qty: number }>
  }
): Promise<{ again: boolean; shipTo: ShipTo | null; known?: KnownBought }> {
  const skuId = input.activity_id && input.items?.length === 1 ? input.items[0].sku_id : undefined
  const query = buyerQueries[(input.addr_id ? 2 : 0) + (skuId ? 1 : 0)]
  const [row] = await query(tx).execute({
    userId,
    token: input.confirm_token,
    addrId: input.addr_id ?? 0,
    skuId: skuId ?? 0,
    activityId: input.activity_id ?? 0
  })
  return {
    again: row?.again === true,
    shipTo: row?.address ? shipToOf(row.address) : null,
    known: skuId !== undefined && row ? { skuId, activityBought: Number(row.bought ?? 0) } : undefined
  }
}

const lockBuyersQuery = prebuilt('order_group_lock', (db) =>
  db
    .select({ id: users.id, points: users.points })
    .from(users)
    .where(sql`${users.id} = any(${p.users}::int[])`)
    .orderBy(asc(users.id))
    .for('update', { skipLocked: true })
)

/**
 * A flash sale's group (checkout-group.ts): the rows of its buyers locked in one statement, in id order (two groups,
 * on two nodes, never wait for each other in a circle). A buyer whose row another transaction holds is skipped, not
 * waited for: that attempt is placed alone, so one busy buyer does not hold up the group. The ids locked, with the
 * points balances the lock read.
 */
export async function lockBuyers(tx: DbOrTx, userIds: number[]): Promise<Map<number, { points: number }>> {
  const rows = await lockBuyersQuery(tx).execute({ users: userIds })
  return new Map(rows.map((r) => [r.id, { points: r.points }]))
}

export interface GroupBuyer {
  userId: number
  token: string
  addrId?: number
}

const b = { userId: sql.raw('b.user_id'), token: sql.raw('b.token') }

const readBuyersQuery = prebuilt('order_group_buyers', (db) =>
  db
    .select({
      again: sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${b.userId}
        and ${orders.confirmToken} = ${b.token})`,
      bought: boughtSql(b.userId, p.skuId, p.activityId),
      skuBought: boughtSql(b.userId, p.skuId),
      address: addresses
    })
    .from(
      // Each buyer's address id found first (by the buyer's index), so the join below is by primary key.
      sql`(select b.*, (select a.id from ${addresses} a where a.user_id = b.user_id
        and case when b.addr_id > 0 then a.id = b.addr_id else a.is_default end limit 1) as ship_to
        from unnest(${p.users}::int[], ${p.tokens}::text[], ${p.addrs}::int[]) with ordinality as b(user_id, token, addr_id, n)) b`
    )
    .leftJoin(addresses, sql`${addresses.id} = b.ship_to`)
    .orderBy(sql`b.n`)
)

/**
 * readBuyer for every buyer of a group in one statement, started after lockBuyers was granted (its snapshot sees the
 * buyers' committed orders): whether the token made an order, the address, and the units of the activity and of the
 * SKU each buyer already holds (both limits). In the buyers' order.
 */
export async function readBuyers(
  tx: DbOrTx,
  buyers: GroupBuyer[],
  skuId: number,
  activityId: number
): Promise<Array<{ again: boolean; shipTo: ShipTo | null; known: KnownBought }>> {
  const rows = await readBuyersQuery(tx).execute({
    users: buyers.map((x) => x.userId),
    tokens: buyers.map((x) => x.token),
    addrs: buyers.map((x) => x.addrId ?? 0),
    skuId,
    activityId
  })
  return rows.map((r) => ({
    again: r.again === true,
    shipTo: r.address ? shipToOf(r.address) : null,
    known: { skuId, activityBought: Number(r.bought ?? 0), skuBought: Number(r.skuBought ?? 0) }
  }))
}
