import { and, eq, inArray, or } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { users } from '../db/schema'
import { invalid } from '../errors'

/**
 * Shoppers named in the console by phone (11 digits) or user id, in the order given; an entry that is neither,
 * or names nobody, is refused with errno 1001 naming it (`users.2`), so nothing is issued to half a list.
 */
export async function resolveShoppers(db: DbOrTx, refs: string[], field: string) {
  const parsed = refs.map((raw, i) => {
    const v = raw.trim()
    const name = refs.length === 1 && field !== 'users' ? field : `${field}.${i}`
    if (/^1\d{10}$/.test(v)) return { name, v, phone: v }
    if (/^\d{1,9}$/.test(v) && Number(v) > 0) return { name, v, id: Number(v) }
    throw invalid(name, '须为 11 位手机号或用户 ID')
  })
  const phones = parsed.flatMap((p) => (p.phone ? [p.phone] : []))
  const ids = parsed.flatMap((p) => (p.id ? [p.id] : []))
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.deleted, false),
        or(phones.length ? inArray(users.phone, phones) : undefined, ids.length ? inArray(users.id, ids) : undefined)
      )
    )
  const found = parsed.map((p) => {
    const u = rows.find((r) => (p.phone ? r.phone === p.phone : r.id === p.id))
    if (!u) throw invalid(p.name, `用户 ${p.v} 不存在`)
    return { id: u.id, phone: u.phone ?? '' }
  })
  // One shopper named twice (by phone and by id) is one shopper.
  return [...new Map(found.map((u) => [u.id, u])).values()]
}
