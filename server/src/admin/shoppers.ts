import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { giftCards, orders, pensionAccounts, users } from '../db/schema'
import { conflict, notFound } from '../errors'
import { forgetUser } from '../lib/auth'
import { audit, type Actor } from './audit'

/** Shoppers for 客服 and 财务: found by phone or id, identity and card masked; unmasking and freezing are audited. */

/** Keeps the first and last `keep` characters: 330106********1234. */
export const mask = (v: string | null, keep = 4) =>
  !v
    ? ''
    : v.length <= keep * 2
      ? '*'.repeat(v.length)
      : `${v.slice(0, keep)}${'*'.repeat(v.length - keep * 2)}${v.slice(-keep)}`

const maskName = (v: string | null) => (!v ? '' : `${v[0]}${'*'.repeat(Math.max(1, v.length - 1))}`)

export async function listShoppers(db: DbOrTx, q: { phone?: string; id?: number; page?: number; page_size?: number }) {
  const where: SQL[] = [eq(users.deleted, false)]
  if (q.phone) where.push(eq(users.phone, q.phone))
  if (q.id) where.push(eq(users.id, q.id))
  const size = q.page_size ?? 20
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        u: users,
        account: pensionAccounts,
        orders: sql<number>`(select count(*) from ${orders} o where o.user_id = "users"."id")`.mapWith(Number),
        cards:
          sql<number>`(select coalesce(sum(g.balance), 0) from ${giftCards} g where g.user_id = "users"."id")`.mapWith(
            Number
          )
      })
      .from(users)
      .leftJoin(pensionAccounts, eq(pensionAccounts.userId, users.id))
      .where(and(...where))
      .orderBy(desc(users.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    db
      .select({ total: count() })
      .from(users)
      .where(and(...where))
  ])
  return {
    total,
    list: rows.map(({ u, account, orders: n, cards }) => ({
      id: u.id,
      phone: u.phone ?? '',
      nick: u.nick,
      name: maskName(u.name),
      id_no: mask(u.idNo),
      status: u.status,
      status_text: u.status === 1 ? '正常' : '已冻结',
      points: u.points,
      welfare_balance: u.welfareBalance,
      card_balance: cards,
      orders: n,
      pension_bank: account?.cardBankName ?? '',
      pension_card: mask(account?.cardNo ?? null),
      created_at: u.createdAt.toISOString()
    }))
  }
}

/** The full identity number and card of one shopper, for 财务 only; the look itself is in the audit log. */
export async function revealShopper(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select({ u: users, account: pensionAccounts })
    .from(users)
    .leftJoin(pensionAccounts, eq(pensionAccounts.userId, users.id))
    .where(eq(users.id, id))
  if (!row) throw notFound('用户')
  await audit(db, actor, {
    action: 'unmask',
    entity: 'shopper',
    entityId: id,
    before: null,
    after: { fields: ['id_no', 'card_no'] }
  })
  return { id, name: row.u.name ?? '', id_no: row.u.idNo ?? '', card_no: row.account?.cardNo ?? '' }
}

/** Freezing stops the shopper's sessions at once (the auth hook reads the status) and new logins. */
export async function setShopperStatus(db: DbOrTx, actor: Actor, id: number, frozen: boolean, reason: string) {
  const to = frozen ? 0 : 1
  const result = await db.transaction(async (tx) => {
    const [u] = await tx.select({ status: users.status }).from(users).where(eq(users.id, id))
    if (!u) throw notFound('用户')
    if (u.status === to) throw conflict(frozen ? '该用户已冻结' : '该用户未冻结')
    await tx.update(users).set({ status: to }).where(eq(users.id, id))
    await audit(tx, actor, {
      action: frozen ? 'freeze' : 'unfreeze',
      entity: 'shopper',
      entityId: id,
      before: { status: u.status },
      after: { status: to, reason }
    })
    return { id, status: to }
  })
  // This node's session cache forgets them now; other nodes' entries expire within the cache's 2 s.
  if (frozen) forgetUser(id)
  return result
}
