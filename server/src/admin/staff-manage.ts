import bcrypt from 'bcryptjs'
import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { staff, staffSessions } from '../db/schema'
import { AppError, ERRNO, conflict, invalid, notFound } from '../errors'
import { isRole, ROLES, type Role } from '@contract/admin/roles'
import { audit, type Actor } from './audit'
import { generatePassword } from './staff'

/**
 * 超级管理员's hold on staff accounts: deactivate or activate, reset a password, change a role. The shop keeps at
 * least one active 超级管理员, so the last one can be neither deactivated nor demoted; a deactivated account's
 * sessions end at once (the guard reads the status on every request, and its sessions are revoked). All audited.
 */

const BCRYPT_ROUNDS = 10

const row = (s: typeof staff.$inferSelect) => ({
  id: s.id,
  username: s.username,
  name: s.name,
  role: s.role,
  status: s.status,
  mustChangePassword: s.mustChangePassword,
  createdAt: s.createdAt
})

/**
 * Locks the account and every active 超级管理员 in one statement, in id order: two nodes demoting the last two
 * supers at once queue here, and the second sees the first's change (a row that no longer matches drops out).
 */
async function lockWithSupers(tx: DbOrTx, id: number) {
  const rows = await tx
    .select()
    .from(staff)
    .where(or(eq(staff.id, id), and(eq(staff.role, 'super'), eq(staff.status, 1))))
    .orderBy(asc(staff.id))
    .for('update')
  const target = rows.find((r) => r.id === id)
  if (!target) throw notFound('员工')
  const otherSupers = rows.filter((r) => r.id !== id && r.role === 'super' && r.status === 1).length
  return { target, otherSupers }
}

const lastSuper = () =>
  new AppError(
    ERRNO.LAST_SUPER_ADMIN,
    '这是最后一名启用的超级管理员，不能停用或改为其他角色；请先将另一名员工设为超级管理员'
  )

/** Ends every open session of the account; answers how many. */
async function endSessions(tx: DbOrTx, staffId: number) {
  const ended = await tx
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id })
  return ended.length
}

export async function setStaffActive(db: Db, actor: Actor, id: number, input: { active: boolean; reason?: string }) {
  if (!input.active && id === actor.staffId) throw invalid('id', '不能停用自己的账号')
  return db.transaction(async (tx) => {
    const { target, otherSupers } = await lockWithSupers(tx, id)
    const to = input.active ? 1 : 0
    if (target.status === to) throw conflict(input.active ? '该员工已是启用状态' : '该员工已停用')
    if (!input.active && target.role === 'super' && otherSupers === 0) throw lastSuper()
    const [saved] = await tx.update(staff).set({ status: to }).where(eq(staff.id, id)).returning()
    const ended = input.active ? 0 : await endSessions(tx, id)
    await audit(tx, actor, {
      action: input.active ? 'activate' : 'deactivate',
      entity: 'staff',
      entityId: id,
      before: { status: target.status },
      after: { status: to, reason: input.reason?.trim() || undefined, sessions_ended: ended || undefined }
    })
    return row(saved)
  })
}

/**
 * A new one-time password, answered once and stored only as its hash: the account must change it at its next
 * sign-in (the console's forced change), its sessions end, and a lock from failed sign-ins is lifted.
 */
export async function resetStaffPassword(db: Db, actor: Actor, id: number) {
  if (id === actor.staffId) throw invalid('id', '请在右上角“修改密码”中修改自己的密码')
  const password = generatePassword()
  const passwordHash = await bcrypt.hash(password, BCRYPT_ROUNDS)
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(staff).where(eq(staff.id, id)).for('update')
    if (!target) throw notFound('员工')
    await tx
      .update(staff)
      .set({ passwordHash, mustChangePassword: true, failedLogins: 0, lockedUntil: null })
      .where(eq(staff.id, id))
    const ended = await endSessions(tx, id)
    await audit(tx, actor, {
      action: 'reset-password',
      entity: 'staff',
      entityId: id,
      before: { must_change_password: target.mustChangePassword },
      after: { must_change_password: true, sessions_ended: ended || undefined }
    })
    return { password }
  })
}

export async function changeStaffRole(db: Db, actor: Actor, id: number, role: string) {
  if (!isRole(role)) throw invalid('role', `须为 ${Object.keys(ROLES).join(' / ')} 之一`)
  return db.transaction(async (tx) => {
    const { target, otherSupers } = await lockWithSupers(tx, id)
    if (target.role === role) throw invalid('role', `已是${ROLES[role as Role]}`)
    if (target.role === 'super' && target.status === 1 && otherSupers === 0) throw lastSuper()
    const [saved] = await tx.update(staff).set({ role }).where(eq(staff.id, id)).returning()
    await audit(tx, actor, {
      action: 'change-role',
      entity: 'staff',
      entityId: id,
      before: { role: target.role },
      after: { role }
    })
    return row(saved)
  })
}
