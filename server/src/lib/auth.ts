import crypto from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { sessions, users } from '../db/schema'

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Issues an opaque random token and stores only its hash. expired_time is unix seconds. */
export async function createSession(db: DbOrTx, userId: number, ttlSeconds: number) {
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000)
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt })
  return { token, uid: userId, expired_time: Math.floor(expiresAt.getTime() / 1000) }
}

export async function revokeUserSessions(db: DbOrTx, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

/** Resolves the bearer token to a live user id, or null. Deleted users and revoked or expired tokens are nobody. */
export async function resolveUser(db: DbOrTx, authorization: string | undefined): Promise<number | null> {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization || '')
  if (!m) return null
  const rows = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(m[1])),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.deleted, false),
        // A token issued before the account was disabled must stop working too.
        eq(users.status, 1)
      )
    )
    .limit(1)
  return rows[0]?.userId ?? null
}
