import { and, desc, eq, gt, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { clientErrors } from '../db/schema'
import type { Caller } from '../lib/context'
import { REPORT_RATE_LIMIT } from '@contract/report'
import type { ClientErrorRow, ReportBody } from '@contract/schemas/report'

export type StoreResult = { stored: number } | { limited: true }

/**
 * Stores a batch of client errors, one row per event. At most REPORT_RATE_LIMIT.events events a minute are
 * taken per client IP and per device: a batch that would go past it is refused whole (the route answers
 * HTTP 429 and the app's reporter pauses for 60 s with the batch still queued).
 */
export async function storeReports(db: DbOrTx, ctx: Caller, body: ReportBody): Promise<StoreResult> {
  const since = new Date(Date.now() - REPORT_RATE_LIMIT.windowMs)
  const ip = (ctx.ip ?? '').slice(0, 64)
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clientErrors)
    .where(
      and(
        gt(clientErrors.createdAt, since),
        ip ? or(eq(clientErrors.ip, ip), eq(clientErrors.uuid, body.uuid)) : eq(clientErrors.uuid, body.uuid)
      )
    )
  if (Number(n) + body.events.length > REPORT_RATE_LIMIT.events) return { limited: true }
  await db.insert(clientErrors).values(
    body.events.map((e) => ({
      uuid: body.uuid,
      userId: ctx.userId,
      ip,
      platform: body.platform,
      ua: body.ua ?? '',
      kind: e.kind,
      message: e.message,
      stack: e.stack ?? null,
      causes: e.causes?.length ? e.causes : null,
      page: e.page,
      clientTime: e.time
    }))
  )
  return { stored: body.events.length }
}

/** The newest reports first, optionally of one device (dev listing). */
export async function listReports(db: DbOrTx, opts: { uuid?: string; limit?: number } = {}): Promise<ClientErrorRow[]> {
  const rows = await db
    .select()
    .from(clientErrors)
    .where(opts.uuid ? eq(clientErrors.uuid, opts.uuid) : undefined)
    .orderBy(desc(clientErrors.id))
    .limit(opts.limit ?? 50)
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    uid: r.userId,
    platform: r.platform,
    ua: r.ua,
    ip: r.ip,
    kind: r.kind as ClientErrorRow['kind'],
    message: r.message,
    ...(r.stack ? { stack: r.stack } : {}),
    ...(r.causes?.length ? { causes: r.causes } : {}),
    page: r.page,
    time: r.clientTime,
    created_at: r.createdAt.toISOString()
  }))
}
