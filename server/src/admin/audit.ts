import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { auditLogs } from '../db/schema'
import { AUDIT_KINDS, type AuditKind } from '@contract/admin/roles'
import { actionText, changesOf, entityText } from './audit-labels'
import { objectFilter, objectNames } from './audit-names'

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

export interface AuditQueryInput {
  kind?: AuditKind
  entity?: string
  entityId?: string
  staffId?: number
  staffName?: string
  /** 订单号 or 手机号 (audit-names.ts objectFilter). */
  object?: string
  limit: number
  offset: number
}

/** A page of the log, newest first, each entry with its words for people (audit-labels.ts, audit-names.ts). */
export async function listAudit(db: DbOrTx, q: AuditQueryInput) {
  const where: SQL[] = []
  if (q.kind) where.push(inArray(auditLogs.entity, [...AUDIT_KINDS[q.kind].entities]))
  if (q.entity) where.push(eq(auditLogs.entity, q.entity))
  if (q.entityId) where.push(eq(auditLogs.entityId, q.entityId))
  if (q.staffId) where.push(eq(auditLogs.staffId, q.staffId))
  if (q.staffName?.trim()) where.push(ilike(auditLogs.staffName, `%${q.staffName.trim().replace(/[%_\\]/g, '\\$&')}%`))
  if (q.object?.trim()) {
    const named = await objectFilter(db, q.object)
    if (!named) return { list: [], total: 0 }
    where.push(named)
  }
  const cond = where.length ? and(...where) : undefined
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLogs).where(cond).orderBy(desc(auditLogs.id)).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(auditLogs).where(cond)
  ])
  const names = await objectNames(db, rows)
  const list = rows.map((r) => ({
    ...r,
    action_text: actionText(r.entity, r.action),
    entity_text: entityText(r.entity),
    object_text: names.get(`${r.entity}:${r.entityId}`) ?? `${entityText(r.entity)} #${r.entityId}`,
    changes: changesOf(r.entity, r.before, r.after)
  }))
  return { list, total }
}
