import type { App } from '../lib/context'
import { registerGuard } from './route'
import accountRoutes from './account.routes'
import catalogueRoutes from './catalogue.routes'
import siteRoutes from './site.routes'
import fulfilRoutes from './fulfil.routes'
import returnRoutes from './returns.routes'
import shopperRoutes from './shoppers.routes'
import reviewRoutes from './reviews.routes'
import uploadRoutes from './upload.routes'
import walletRoutes from './wallet.routes'
import moneyRoutes from './money.routes'
import readinessRoutes from './readiness.routes'
import supportRoutes from './support.routes'

/**
 * The operator console's API, /api/admin/*: every route passes the guard (admin/route.ts) and names the
 * permission it needs in its config. Served to the console at /admin (admin/static.ts), never to shoppers.
 */
export default async function adminApi(app: App) {
  registerGuard(app)
  await accountRoutes(app)
  await catalogueRoutes(app)
  await siteRoutes(app)
  await fulfilRoutes(app)
  await returnRoutes(app)
  await shopperRoutes(app)
  await reviewRoutes(app)
  await uploadRoutes(app)
  await walletRoutes(app)
  await moneyRoutes(app)
  await readinessRoutes(app)
  await supportRoutes(app)
}
