import crypto from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { sessions, users } from '../db/schema'
import { perDb } from './prepared'

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Issues an opaque random token and stores only its hash. expired_time is unix seconds. */
export async function createSession(db: DbOrTx, userId: number, ttlSeconds: number) {
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000)
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt })
  return { token, uid: userId, expired_time: Math.floor(expiresAt.getTime() / 1000) }
}

/**
 * Live sessions this node looked up lately, token hash -> user, so a logged-in call does not pay the session query
 * every time. An entry is trusted for SESSION_CACHE_MS (default 2000, at most 5000) and never past the session's
 * own expiry. Logout, expire-session and revokeUserSessions through this node drop it at once; a revocation, a
 * disabled or deleted account through another node takes effect here within that bound.
 */
const SESSION_CACHE_MS = Math.min(5000, Math.max(0, Number(process.env.SESSION_CACHE_MS ?? 2000) || 0))
const MAX_KNOWN = 50_000
const known = new Map<string, { userId: number; expiresAt: number; until: number }>()

/** Drops the cached session of one token hash (logout, expire-session). */
export const forgetToken = (tokenHash: string) => known.delete(tokenHash)

/** Drops every cached session of a user (all devices logged out, account disabled or deleted). */
export function forgetUser(userId: number) {
  for (const [hash, s] of known) if (s.userId === userId) known.delete(hash)
}

export async function revokeUserSessions(db: DbOrTx, userId: number) {
  forgetUser(userId)
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

const sessionQuery = perDb((db) =>
  db
    .select({ tokenHash: sessions.tokenHash, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.deleted, false),
        // A token issued before the account was disabled must stop working too.
        eq(users.status, 1)
      )
    )
    .prepare('auth_sessions')
)

type SessionRow = { userId: number; expiresAt: Date }

/**
 * Session lookups asked for while one is in flight wait and go together in the next statement: a crowd pressing at
 * once (a flash sale's first second) costs a few statements, not one round trip per shopper
 * (docs/decisions/0036-flash-sale-group-placement.md). A lone lookup waits for nothing. A lookup never joins the
 * statement already sent, even for the same token: that statement may predate a logout this lookup must see.
 */
let statements = 0
/** Session statements this process has sent (tests: a crowd's lookups went together). */
export const sessionStatements = () => statements
const lookups = new WeakMap<object, { running: boolean; next: Map<string, Array<Waiter>> }>()
type Waiter = { resolve: (row: SessionRow | undefined) => void; reject: (err: unknown) => void }

function lookUp(db: DbOrTx, hash: string): Promise<SessionRow | undefined> {
  let state = lookups.get(db)
  if (!state) lookups.set(db, (state = { running: false, next: new Map() }))
  const queue = state
  return new Promise((resolve, reject) => {
    const waiting = queue.next.get(hash)
    if (waiting) waiting.push({ resolve, reject })
    else queue.next.set(hash, [{ resolve, reject }])
    if (!queue.running) void runLookups(db, queue)
  })
}

async function runLookups(db: DbOrTx, queue: { running: boolean; next: Map<string, Array<Waiter>> }) {
  queue.running = true
  try {
    while (queue.next.size) {
      const batch = queue.next
      queue.next = new Map()
      try {
        statements++
        const rows = await sessionQuery(db).execute({ hashes: [...batch.keys()] })
        const found = new Map(rows.map((r) => [r.tokenHash, r]))
        for (const [hash, waiters] of batch) for (const w of waiters) w.resolve(found.get(hash))
      } catch (err) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(err)
      }
    }
  } finally {
    queue.running = false
  }
}

/** Resolves the bearer token to a live user id, or null. Deleted users and revoked or expired tokens are nobody. */
export async function resolveUser(db: DbOrTx, authorization: string | undefined): Promise<number | null> {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization || '')
  if (!m) return null
  const hash = hashToken(m[1])
  const now = Date.now()
  const hit = known.get(hash)
  if (hit && hit.until > now && hit.expiresAt > now) return hit.userId
  const row = await lookUp(db, hash)
  if (!row) {
    known.delete(hash)
    return null
  }
  if (SESSION_CACHE_MS > 0) {
    if (known.size >= MAX_KNOWN) known.clear()
    known.set(hash, { userId: row.userId, expiresAt: row.expiresAt.getTime(), until: now + SESSION_CACHE_MS })
  }
  return row.userId
}
