import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../lib/context'
import { ERRNO } from '../errors'
import { can, type Permission } from '@contract/admin/roles'
import { actorOf, resolveStaff, type StaffSession } from './staff'
import type { Actor } from './audit'

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffSession | null
  }
  interface FastifyContextConfig {
    /** The permission a console route needs; 'session' = any signed-in staff, 'public' = nobody (login). */
    perm?: Permission | 'session' | 'public'
  }
}

export const COOKIE = 'mall_admin'
export const CSRF_HEADER = 'x-csrf-token'

/** 'METHOD url' of every console route -> the permission it needs; the role test walks it against ROLE_PERMISSIONS. */
export const ADMIN_ROUTES = new Map<string, string>()

export function readCookie(req: FastifyRequest, name: string) {
  for (const part of (req.headers.cookie || '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim())
  }
  return undefined
}

const deny = (reply: FastifyReply, status: number, errno: number, error: string) =>
  reply.status(status).send({ errno, error, data: null })

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

/**
 * The console's guard, on every route of the admin plugin: a session from the httpOnly cookie (401 without one),
 * the CSRF token in a header on every write (the double-submit token of the session; 403 when it differs), a
 * password change first when one is forced, then the route's permission for the role (403).
 */
export function registerGuard(app: App) {
  app.decorateRequest('staff', null)
  app.addHook('onRoute', (r) => {
    for (const method of ([] as string[]).concat(r.method)) {
      if (method === 'HEAD') continue
      ADMIN_ROUTES.set(`${method} ${r.url}`, String(r.config?.perm ?? ''))
    }
  })
  app.addHook('onRequest', async (req, reply) => {
    const perm = req.routeOptions.config.perm
    if (perm === 'public') return
    req.staff = await resolveStaff(app.db, readCookie(req, COOKIE))
    const me = req.staff
    if (!me) return deny(reply, 401, ERRNO.SESSION_EXPIRED, '请先登录')
    if (req.method !== 'GET' && !sameToken(String(req.headers[CSRF_HEADER] ?? ''), me.csrf)) {
      return deny(reply, 403, ERRNO.FORBIDDEN, '请求校验失败（CSRF），请刷新页面后重试')
    }
    if (perm === 'session') return
    if (me.mustChangePassword) return deny(reply, 403, ERRNO.FORBIDDEN, '请先修改初始密码')
    if (!perm || !can(me.role, perm)) return deny(reply, 403, ERRNO.FORBIDDEN, '没有权限执行此操作')
  })
}

/** The signed-in staff member as the audit log names them (routes run after the guard, so there is one). */
export function actor(req: FastifyRequest): Actor {
  return actorOf(req.staff as StaffSession, req.ip)
}
