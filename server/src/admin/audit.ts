import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { auditLogs } from '../db/schema'

/** Who is writing: the staff member and the address the request came from. */
export interface Actor {
  staffId: number
  name: string
  ip: string
}

/** Writes one audit entry; called inside the write's own transaction, so an entry exists exactly when the write does. */
export async function audit(
  db: DbOrTx,
  actor: Actor,
  entry: { action: string; entity: string; entityId: number | string; before: unknown; after: unknown }
) {
  await db.insert(auditLogs).values({
    staffId: actor.staffId,
    staffName: actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip
  })
}

export async function listAudit(
  db: DbOrTx,
  q: { entity?: string; entityId?: string; staffId?: number; limit: number; offset: number }
) {
  const where: SQL[] = []
  if (q.entity) where.push(eq(auditLogs.entity, q.entity))
  if (q.entityId) where.push(eq(auditLogs.entityId, q.entityId))
  if (q.staffId) where.push(eq(auditLogs.staffId, q.staffId))
  const cond = where.length ? and(...where) : undefined
  const [list, [{ total }]] = await Promise.all([
    db.select().from(auditLogs).where(cond).orderBy(desc(auditLogs.id)).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(auditLogs).where(cond)
  ])
  return { list, total }
}
