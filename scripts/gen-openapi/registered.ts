import type { TSchema } from '@sinclair/typebox'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { openDatabase } from '../../server/src/db/client'
import { ADMIN_ROUTES } from '../../server/src/admin/route'
import { RATE_LIMITED } from '../../server/src/lib/rate-limit'
import { needsLogin } from '../../server/src/lib/visitor-routes'
import type { FastifyRequest } from 'fastify'

/** Who may call a route, as the server's hooks decide it before the handler runs (docs/api/README.md). */
export type Access = 'visitor' | 'user' | 'staff' | 'staff-login' | 'gateway'

export interface RegisteredRoute {
  method: string
  url: string
  schema: Record<string, TSchema | Record<string, TSchema> | undefined>
  access: Access
  /** The console permission (server/src/admin/route.ts), for staff routes. */
  perm?: string
  /** The rate-limit group counting this route per IP (server/src/lib/rate-limit.ts). */
  rateGroup?: string
}

/**
 * What the reference documents: the API a client or partner calls. The development tools (/api/dev), the sandbox
 * providers' pages and the static files (the H5 app, the console's bundle) are left out: production never serves
 * the first two, and the last are not an API.
 */
export function documented(url: string) {
  if (!url.startsWith('/api/') && !url.startsWith('/doc/')) return false
  return (
    !url.startsWith('/api/dev/') &&
    !url.startsWith('/api/docs') &&
    !url.split('/').some((seg) => seg.includes('sandbox'))
  )
}

const groupOf = new Map(Object.entries(RATE_LIMITED).flatMap(([g, urls]) => urls.map((u) => [u, g] as const)))

function accessOf(method: string, url: string): Access {
  if (url.startsWith('/api/admin/')) return ADMIN_ROUTES.get(`${method} ${url}`) === 'public' ? 'staff-login' : 'staff'
  if (url.startsWith('/api/payment/')) return 'gateway'
  const req = { method, routeOptions: { url } } as unknown as FastifyRequest
  return needsLogin(req) ? 'user' : 'visitor'
}

/**
 * Every route the server registers, read from a server built as the test suites build it (an in-memory database,
 * the pension half open so its routes are the real ones), then closed again.
 */
export async function registeredRoutes(): Promise<RegisteredRoute[]> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PENSION_ENABLED: '1' } as NodeJS.ProcessEnv),
    h5Dir: '/nonexistent'
  }
  const database = await openDatabase({ dataDir: 'memory://' })
  const app = await buildApp({ config, database, logger: false })
  try {
    await app.ready()
    return app.routeList
      .filter((r) => r.method !== 'HEAD' && documented(r.url))
      .map((r) => ({
        method: r.method,
        url: r.url,
        schema: (r.schema ?? {}) as RegisteredRoute['schema'],
        access: accessOf(r.method, r.url),
        perm: ADMIN_ROUTES.get(`${r.method} ${r.url}`) || undefined,
        rateGroup: groupOf.get(r.url)
      }))
  } finally {
    await app.close()
    await database.close()
  }
}
