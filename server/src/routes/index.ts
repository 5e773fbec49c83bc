import type { App } from '../app'

/** Prefixes of the contract (DESIGN.md section 2). */
export const PREFIX = { default: '/api/v1', service: '/api/service', root: '/api', dev: '/api/dev' } as const

type RouteModule = { default: (app: App) => Promise<void> }

/**
 * Every route module and the prefix it is served under. One file per area, named as the app's API module that
 * calls it (src/services/api/<area>.ts) and the service it calls (services/<area>.ts). Server-only areas: dev,
 * payment (gateway callbacks, sandbox cashier), sandbox (provider pages), upload (the app's services/upload.ts).
 * Dev routes exist only outside production.
 */
const modules: Array<[() => Promise<RouteModule>, string, { devOnly?: boolean }?]> = [
  // identity and platform
  [() => import('./user'), PREFIX.default],
  [() => import('./app'), PREFIX.default],
  [() => import('./article'), PREFIX.default],
  [() => import('./message'), PREFIX.default],
  [() => import('./feedback'), PREFIX.default],
  [() => import('./report'), PREFIX.default],
  [() => import('./sms'), PREFIX.service],
  [() => import('./district'), PREFIX.service],
  [() => import('./upload'), PREFIX.service],
  [() => import('./dev'), PREFIX.dev, { devOnly: true }],
  // catalogue and shopping
  [() => import('./catalogue'), PREFIX.default],
  [() => import('./cart'), PREFIX.default],
  [() => import('./collect'), PREFIX.default],
  [() => import('./address'), PREFIX.default],
  // orders and money
  [() => import('./order'), PREFIX.default],
  [() => import('./payment'), PREFIX.root],
  [() => import('./express'), PREFIX.service],
  [() => import('./giftcard'), PREFIX.default],
  [() => import('./coupon'), PREFIX.default],
  [() => import('./points'), PREFIX.default],
  [() => import('./invoice'), PREFIX.default],
  // pension, banks, identity
  [() => import('./pension'), PREFIX.default],
  [() => import('./pension-manage'), PREFIX.default],
  [() => import('./bank'), PREFIX.root],
  [() => import('./esign'), PREFIX.default],
  [() => import('./jst'), PREFIX.default],
  [() => import('./prize'), PREFIX.default],
  // documents (HTML: the bank protocol) and sandbox provider pages, outside /api
  [() => import('./doc'), '/doc'],
  [() => import('./sandbox'), '/sandbox'],
  // the operator console's API (its own guard: staff session cookie, CSRF, role)
  [() => import('../admin'), '/api/admin']
]

export async function registerRoutes(app: App) {
  for (const [load, prefix, opts] of modules) {
    if (opts?.devOnly && app.config.env === 'production') continue
    const mod = await load()
    await app.register(mod.default, { prefix })
  }
}
