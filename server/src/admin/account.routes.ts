import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { listAudit } from './audit'
import { Login, PasswordChange, StaffCreate } from './contract'
import { ROLE_PERMISSIONS, ROLES } from './roles'
import { actor, COOKIE, readCookie } from './route'
import { changePassword, createStaff, listStaff, login, logout, resolveStaff, SESSION_HOURS } from './staff'
import { Type } from '@sinclair/typebox'

/** Sign in and out, the session, one's password, staff accounts and the audit log. */
export default async function accountRoutes(app: App) {
  const secure = app.config.publicUrl.startsWith('https:')
  // Path /api/admin: the shop never sends it; SameSite=Strict: no other site's page sends it either.
  const cookie = (value: string, maxAge: number) =>
    `${COOKIE}=${value}; Path=/api/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`

  app.post('/login', { schema: { body: Login }, config: { perm: 'public' } }, async (req, reply) => {
    const { token } = await login(app.db, req.body.username, req.body.password)
    reply.header('set-cookie', cookie(token, SESSION_HOURS * 3600))
    const me = await resolveStaff(app.db, token)
    return ok(sessionView(me!))
  })

  app.post('/logout', { config: { perm: 'session' } }, async (req, reply) => {
    await logout(app.db, readCookie(req, COOKIE) as string)
    reply.header('set-cookie', cookie('', 0))
    return ok(null)
  })

  app.get('/session', { config: { perm: 'session' } }, async (req) => ok(sessionView(req.staff!)))

  app.post('/password', { schema: { body: PasswordChange }, config: { perm: 'session' } }, async (req) => {
    await changePassword(
      app.db,
      req.staff!,
      readCookie(req, COOKIE) as string,
      req.body.old_password,
      req.body.new_password
    )
    return ok(null)
  })

  app.get('/staff', { config: { perm: 'staff:manage' } }, async () => ok(await listStaff(app.db)))

  app.post('/staff', { schema: { body: StaffCreate }, config: { perm: 'staff:manage' } }, async (req) => {
    const id = await createStaff(app.db, { ...req.body, mustChangePassword: true }, actor(req))
    return ok({ id })
  })

  const AuditQuery = Type.Object({
    entity: Type.Optional(Type.String({ maxLength: 32 })),
    entity_id: Type.Optional(Type.String({ maxLength: 40 })),
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
  })
  app.get('/audit', { schema: { querystring: AuditQuery }, config: { perm: 'audit:read' } }, async (req) => {
    const size = req.query.page_size ?? 20
    const q = {
      entity: req.query.entity,
      entityId: req.query.entity_id,
      limit: size,
      offset: ((req.query.page ?? 1) - 1) * size
    }
    return ok(await listAudit(app.db, q))
  })
}

/** What the console shows of the session: who, the role, what it may do (for the menu), and the CSRF token. */
function sessionView(me: NonNullable<Awaited<ReturnType<typeof resolveStaff>>>) {
  return {
    id: me.staffId,
    username: me.username,
    name: me.name,
    role: me.role,
    role_name: ROLES[me.role],
    permissions: ROLE_PERMISSIONS[me.role],
    must_change_password: me.mustChangePassword,
    csrf: me.csrf
  }
}
