import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { platformTokens } from '../db/schema'

/** Renew this long before the platform's expiry, so a token handed out is still good when it is used. */
const MARGIN_MS = 5 * 60_000

/**
 * A token kept in the database with its expiry: every node reads the same one; when it is due, the node that takes
 * the advisory lock fetches a new one and the others, waiting on the lock, then read that one instead of fetching
 * their own (a second fetch would end the first token early on WeChat's side).
 */
export function tokenCache(db: Db) {
  async function get(name: string, fetchNew: () => Promise<{ value: string; expiresInSeconds: number }>) {
    const fresh = async (tx: Pick<Db, 'select'>) => {
      const [row] = await tx.select().from(platformTokens).where(eq(platformTokens.name, name))
      return row && row.expiresAt.getTime() - MARGIN_MS > Date.now() ? row.value : null
    }
    const now = await fresh(db)
    if (now) return now
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`token:${name}`}))`)
      const meanwhile = await fresh(tx)
      if (meanwhile) return meanwhile
      const t = await fetchNew()
      const expiresAt = new Date(Date.now() + t.expiresInSeconds * 1000)
      await tx
        .insert(platformTokens)
        .values({ name, value: t.value, expiresAt })
        .onConflictDoUpdate({ target: platformTokens.name, set: { value: t.value, expiresAt } })
      return t.value
    })
  }
  /** The platform says this token is no longer good: forget it (unless another node has replaced it already). */
  async function drop(name: string, value: string) {
    await db.delete(platformTokens).where(and(eq(platformTokens.name, name), eq(platformTokens.value, value)))
  }
  return { get, drop }
}

export type TokenCache = ReturnType<typeof tokenCache>
