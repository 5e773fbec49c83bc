import { and, eq, sql } from 'drizzle-orm'
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
  activityId: sql.placeholder('activityId')
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
