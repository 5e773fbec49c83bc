import crypto from 'node:crypto'
import bcrypt from 'bcryptjs'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { staff, staffSessions } from '../db/schema'
import { AppError, ERRNO, conflict, invalid } from '../errors'
import { hashToken } from '../lib/auth'
import { isRole, ROLES, type Role } from '@contract/admin/roles'
import { audit, type Actor } from './audit'

/** Failed logins in a row that lock an account, and for how long. */
export const MAX_FAILED_LOGINS = 5
export const LOCK_MINUTES = 15
export const SESSION_HOURS = 8
const BCRYPT_ROUNDS = 10
let dummyHash: string | undefined

/** What the console and the route guard know about the signed-in staff member. */
export interface StaffSession {
  staffId: number
  username: string
  name: string
  role: Role
  mustChangePassword: boolean
  csrf: string
}

/** A password of 16 characters from an alphabet without look-alikes, for first accounts; it passes checkPassword. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
  for (;;) {
    const p = Array.from(crypto.randomBytes(16), (b) => alphabet[b % alphabet.length]).join('')
    // About one in fifteen draws has no digit: draw again rather than hand out a password the rule refuses.
    if (/[A-Za-z]/.test(p) && /\d/.test(p)) return p
  }
}

/** At least 8 characters with a letter and a digit: the console's rule, refused here whatever the client checks. */
export function checkPassword(field: string, password: string) {
  if (password.length < 8 || password.length > 64) throw invalid(field, '长度须为 8-64 位')
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) throw invalid(field, '须同时包含字母和数字')
}

export async function createStaff(
  db: DbOrTx,
  input: { username: string; name: string; role: string; password: string; mustChangePassword: boolean },
  actor?: Actor
) {
  if (!/^[A-Za-z0-9_.-]{3,32}$/.test(input.username)) throw invalid('username', '须为 3-32 位字母、数字或 _ . -')
  if (!isRole(input.role)) throw invalid('role', `须为 ${Object.keys(ROLES).join(' / ')} 之一`)
  checkPassword('password', input.password)
  const [taken] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, input.username))
  if (taken) throw conflict('用户名已存在')
  const passwordHash = await bcrypt.hash(input.password, BCRYPT_ROUNDS)
  const [row] = await db
    .insert(staff)
    .values({
      username: input.username,
      name: input.name,
      role: input.role,
      passwordHash,
      mustChangePassword: input.mustChangePassword
    })
    .returning({ id: staff.id })
  if (actor) {
    const after = { username: input.username, name: input.name, role: input.role }
    await audit(db, actor, { action: 'create', entity: 'staff', entityId: row.id, before: null, after })
  }
  return row.id
}

export const staffCount = async (db: DbOrTx) => (await db.select({ n: sql<number>`count(*)::int` }).from(staff))[0].n

/**
 * Checks a password. Five wrong in a row lock the account for 15 minutes; a locked account is refused before the
 * password is looked at, so guessing during the lock learns nothing. The same answer for an unknown user and a
 * wrong password.
 */
export async function login(db: DbOrTx, username: string, password: string) {
  const [row] = await db.select().from(staff).where(eq(staff.username, username))
  const wrong = new AppError(ERRNO.INVALID_PARAM, '用户名或密码错误')
  if (!row || row.status !== 1) {
    // Spend the time a real check costs, so timing does not tell which usernames exist.
    dummyHash ??= await bcrypt.hash('not-a-password', BCRYPT_ROUNDS)
    await bcrypt.compare(password, dummyHash)
    throw wrong
  }
  if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
    const minutes = Math.ceil((row.lockedUntil.getTime() - Date.now()) / 60_000)
    throw new AppError(ERRNO.RATE_LIMITED, `登录失败次数过多，账号已锁定，请 ${minutes} 分钟后再试`)
  }
  if (!(await bcrypt.compare(password, row.passwordHash))) {
    const failed = row.failedLogins + 1
    const lock = failed >= MAX_FAILED_LOGINS
    await db
      .update(staff)
      .set({ failedLogins: lock ? 0 : failed, lockedUntil: lock ? new Date(Date.now() + LOCK_MINUTES * 60_000) : null })
      .where(eq(staff.id, row.id))
    if (lock) throw new AppError(ERRNO.RATE_LIMITED, `登录失败次数过多，账号已锁定，请 ${LOCK_MINUTES} 分钟后再试`)
    throw wrong
  }
  await db.update(staff).set({ failedLogins: 0, lockedUntil: null }).where(eq(staff.id, row.id))
  const token = crypto.randomBytes(32).toString('base64url')
  const csrf = crypto.randomBytes(24).toString('base64url')
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000)
  await db.insert(staffSessions).values({ staffId: row.id, tokenHash: hashToken(token), csrf, expiresAt })
  return { token, expiresAt }
}

export async function resolveStaff(db: DbOrTx, token: string | undefined): Promise<StaffSession | null> {
  if (!token) return null
  const [row] = await db
    .select({
      staffId: staff.id,
      username: staff.username,
      name: staff.name,
      role: staff.role,
      mustChangePassword: staff.mustChangePassword,
      csrf: staffSessions.csrf
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        eq(staff.status, 1)
      )
    )
    .limit(1)
  return row && isRole(row.role) ? { ...row, role: row.role } : null
}

export async function logout(db: DbOrTx, token: string) {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(eq(staffSessions.tokenHash, hashToken(token)))
}

/** Changes one's own password; the old one must be right. Other sessions of the account end. */
export async function changePassword(
  db: DbOrTx,
  me: StaffSession,
  token: string,
  oldPassword: string,
  newPassword: string
) {
  const [row] = await db.select().from(staff).where(eq(staff.id, me.staffId))
  if (!(await bcrypt.compare(oldPassword, row.passwordHash))) throw invalid('old_password', '不正确')
  checkPassword('new_password', newPassword)
  if (oldPassword === newPassword) throw invalid('new_password', '不能与原密码相同')
  const passwordHash = await bcrypt.hash(newPassword, BCRYPT_ROUNDS)
  await db.update(staff).set({ passwordHash, mustChangePassword: false }).where(eq(staff.id, me.staffId))
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, me.staffId), sql`${staffSessions.tokenHash} <> ${hashToken(token)}`))
  await audit(db, actorOf(me), {
    action: 'change-password',
    entity: 'staff',
    entityId: me.staffId,
    before: null,
    after: null
  })
}

export const listStaff = (db: DbOrTx) =>
  db
    .select({
      id: staff.id,
      username: staff.username,
      name: staff.name,
      role: staff.role,
      status: staff.status,
      mustChangePassword: staff.mustChangePassword,
      createdAt: staff.createdAt
    })
    .from(staff)
    .orderBy(desc(staff.id))

export const actorOf = (s: StaffSession, ip = ''): Actor => ({ staffId: s.staffId, name: s.name, ip })
