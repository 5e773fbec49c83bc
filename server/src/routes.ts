import type { App } from './lib/context'
import { AppError, ERRNO } from './errors'

export const PENSION_CLOSED_TEXT = '养老金业务暂未开放'

/** Prefixes of the contract (docs/design.md section 2). */
export const PREFIX = { default: '/api/v1', service: '/api/service', root: '/api', dev: '/api/dev' } as const

type RouteModule = { default: (app: App) => Promise<void> }

/**
 * Every area's route modules and the prefix each is served under: the one place that registers them. An area is a
 * folder (server/src/<area>/) holding its routes (<name>.routes.ts), services (<name>.ts) and providers
 * (<name>.provider.ts); a route module is named as the app's API module that calls it (src/services/api/<name>.ts).
 * Server-only: dev, payment (gateway callbacks, sandbox cashier), sandbox (provider pages), upload (the app's
 * services/upload.ts). Dev routes exist only outside production.
 */
const modules: Array<[() => Promise<RouteModule>, string, { devOnly?: boolean; pension?: boolean }?]> = [
  // identity and platform
  [() => import('./account/user.routes'), PREFIX.default],
  [() => import('./flows/user.routes'), PREFIX.default],
  [() => import('./catalogue/home.routes'), PREFIX.default],
  [() => import('./content/app.routes'), PREFIX.default],
  [() => import('./content/article.routes'), PREFIX.default],
  [() => import('./content/message.routes'), PREFIX.default],
  [() => import('./flows/notice.routes'), PREFIX.default],
  [() => import('./content/feedback.routes'), PREFIX.default],
  [() => import('./content/report.routes'), PREFIX.default],
  [() => import('./account/sms.routes'), PREFIX.service],
  [() => import('./account/district.routes'), PREFIX.service],
  [() => import('./content/upload.routes'), PREFIX.service],
  [() => import('./dev/dev.routes'), PREFIX.dev, { devOnly: true }],
  // catalogue and shopping
  [() => import('./catalogue/catalogue.routes'), PREFIX.default],
  [() => import('./flows/goods.routes'), PREFIX.default],
  [() => import('./catalogue/cart.routes'), PREFIX.default],
  [() => import('./catalogue/collect.routes'), PREFIX.default],
  [() => import('./catalogue/share.routes'), PREFIX.default],
  [() => import('./catalogue/reminder.routes'), PREFIX.default],
  [() => import('./account/address.routes'), PREFIX.default],
  // orders and money
  [() => import('./flows/order.routes'), PREFIX.default],
  [() => import('./aftersale/return.routes'), PREFIX.default],
  [() => import('./flows/pay.routes'), PREFIX.root],
  [() => import('./shipping/express.routes'), PREFIX.service],
  [() => import('./wallet/giftcard.routes'), PREFIX.default],
  [() => import('./wallet/coupon.routes'), PREFIX.default],
  [() => import('./wallet/points.routes'), PREFIX.default],
  [() => import('./invoice/invoice.routes'), PREFIX.default],
  [() => import('./review/review.routes'), PREFIX.default],
  [() => import('./support/support.routes'), PREFIX.default],
  // pension, banks, identity
  [() => import('./pension/pension.routes'), PREFIX.default, { pension: true }],
  [() => import('./flows/pension-account.routes'), PREFIX.default, { pension: true }],
  [() => import('./pension/pension-manage.routes'), PREFIX.default, { pension: true }],
  [() => import('./flows/pension-bank.routes'), PREFIX.root, { pension: true }],
  [() => import('./bank/esign.routes'), PREFIX.default, { pension: true }],
  [() => import('./pension/jst.routes'), PREFIX.default, { pension: true }],
  [() => import('./pension/prize.routes'), PREFIX.default, { pension: true }],
  // documents (HTML: the bank protocol) and sandbox provider pages, outside /api
  [() => import('./bank/doc.routes'), '/doc'],
  [() => import('./dev/sandbox.routes'), '/sandbox', { pension: true }],
  // the operator console's API (its own guard: staff session cookie, CSRF, role)
  [() => import('./admin'), '/api/admin']
]

export async function registerRoutes(app: App) {
  for (const [load, prefix, opts] of modules) {
    if (opts?.devOnly && app.config.env === 'production') continue
    const mod = await load()
    if (opts?.pension && !app.config.pensionEnabled) {
      // The routes stay (the app's calls get an answer, not a 404) but every one says the half is not open.
      if (prefix === '/sandbox') continue
      await app.register(
        async (scope: App) => {
          scope.addHook('onRequest', async () => {
            throw new AppError(ERRNO.PENSION_CLOSED, PENSION_CLOSED_TEXT)
          })
          await mod.default(scope)
        },
        { prefix }
      )
      continue
    }
    await app.register(mod.default, { prefix })
  }
}
