import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { listAudit } from './audit'
import { adminAccountRoutes as R } from '@contract/admin/account'
import { ROLE_PERMISSIONS, ROLES } from '@contract/admin/roles'
import { iso } from './iso'
import { actor, COOKIE, readCookie } from './route'
import { changeStaffRole, resetStaffPassword, setStaffActive } from './staff-manage'
import { changePassword, createStaff, listStaff, login, logout, resolveStaff, SESSION_HOURS } from './staff'

/** Sign in and out, the session, one's password, staff accounts and the audit log. */
export default async function accountRoutes(app: App) {
  const secure = app.config.publicUrl.startsWith('https:')
  // Path /api/admin: the shop never sends it; SameSite=Strict: no other site's page sends it either.
  const cookie = (value: string, maxAge: number) =>
    `${COOKIE}=${value}; Path=/api/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`

  app.post('/login', { schema: R['POST /login'], config: { perm: 'public' } }, async (req, reply) => {
    const { token } = await login(app.db, req.body.username, req.body.password)
    reply.header('set-cookie', cookie(token, SESSION_HOURS * 3600))
    const me = await resolveStaff(app.db, token)
    return ok(sessionView(me!))
  })

  app.post('/logout', { schema: R['POST /logout'], config: { perm: 'session' } }, async (req, reply) => {
    await logout(app.db, readCookie(req, COOKIE) as string)
    reply.header('set-cookie', cookie('', 0))
    return ok(null)
  })

  app.get('/session', { schema: R['GET /session'], config: { perm: 'session' } }, async (req) =>
    ok(sessionView(req.staff!))
  )

  app.post('/password', { schema: R['POST /password'], config: { perm: 'session' } }, async (req) => {
    await changePassword(
      app.db,
      req.staff!,
      readCookie(req, COOKIE) as string,
      req.body.old_password,
      req.body.new_password
    )
    return ok(null)
  })

  app.get('/staff', { schema: R['GET /staff'], config: { perm: 'staff:manage' } }, async () =>
    ok((await listStaff(app.db)).map(iso))
  )

  app.post('/staff', { schema: R['POST /staff'], config: { perm: 'staff:manage' } }, async (req) => {
    const id = await createStaff(app.db, { ...req.body, mustChangePassword: true }, actor(req))
    return ok({ id })
  })

  app.post(
    '/staff/:id/status',
    { schema: R['POST /staff/:id/status'], config: { perm: 'staff:manage' } },
    async (req) => ok(iso(await setStaffActive(app.db, actor(req), req.params.id, req.body)))
  )
  app.post('/staff/:id/role', { schema: R['POST /staff/:id/role'], config: { perm: 'staff:manage' } }, async (req) =>
    ok(iso(await changeStaffRole(app.db, actor(req), req.params.id, req.body.role)))
  )
  app.post(
    '/staff/:id/password',
    { schema: R['POST /staff/:id/password'], config: { perm: 'staff:manage' } },
    async (req, reply) => {
      // The password is in this answer only: no cache keeps it.
      reply.header('cache-control', 'no-store')
      return ok(await resetStaffPassword(app.db, actor(req), req.params.id))
    }
  )

  app.get('/audit', { schema: R['GET /audit'], config: { perm: 'audit:read' } }, async (req) => {
    const size = req.query.page_size ?? 20
    const q = {
      kind: req.query.kind,
      entity: req.query.entity,
      entityId: req.query.entity_id,
      object: req.query.object,
      staffName: req.query.staff_name,
      limit: size,
      offset: ((req.query.page ?? 1) - 1) * size
    }
    const { list, total } = await listAudit(app.db, q)
    return ok({ list: list.map(iso), total })
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
    permissions: [...ROLE_PERMISSIONS[me.role]],
    must_change_password: me.mustChangePassword,
    csrf: me.csrf
  }
}
