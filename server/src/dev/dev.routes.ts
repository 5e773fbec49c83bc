import type { App } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { devRoutes } from '@contract/api/service'
import { expireSessions } from '../account/auth'
import { flashSaleStats, startFlashSale } from '../catalogue/flash-sale-fixture'
import { issueInvoiceNow } from '../invoice/invoice-sandbox'
import { listReports } from '../content/report'
import { rewindSends } from '../lib/sms-codes'
import { advanceOrderClock } from './clock'

/**
 * Development helpers, registered only outside production (server/src/routes.ts):
 * - POST /api/dev/sms-outbox {phone}: the codes the sandbox SMS gateway sent to that phone, newest first,
 *   so browser tests log in the way a tester reading a phone would.
 * - POST /api/dev/expire-session {token?, uid?}: makes sessions expire now, so the browser tests can watch
 *   the errno 1006 flow (spec section 4). With a token only that session expires; with a uid all of that
 *   user's sessions; with neither, the session of the bearer token the request carries.
 * - POST /api/dev/sms-rewind {phone, seconds?}: moves the phone's SMS sends that far into the past (default 60 s),
 *   so a journey can get a second code for one phone (change phone, then log in) without waiting a minute.
 * - POST /api/dev/reports {uuid?, limit?}: the client errors the app reported (POST /app/report), newest first,
 *   all devices or one.
 * - POST /api/dev/invoice/issue {id}: the sandbox tax service issues that applied invoice now (its job otherwise
 *   issues applications 10 s old every 5 s), so a journey sees the PDF without waiting on a clock.
 * - POST /api/dev/flash-sale/stats {activity_id}: orders, buyers, most units per buyer and stock after a sale (bench).
 * - POST /api/dev/flash-sale {sku_id, stock, price?, limit_per_user?, minutes?}: a flash sale running now with that
 *   many units of its own (the server bench's and load tests' "100 units, many buyers").
 * - POST /api/dev/ping: answers at once without touching the database, the bench's bare-route ceiling.
 * - POST /api/dev/clock/advance {order_no, seconds}: the virtual clock of one order (clock.ts): its times move that far
 *   into the past and the jobs that act on time run now (自动确认收货, completion, cashback, notices).
 * - POST /api/dev/subscribe-outbox {platform, to}: the subscription messages the sandbox WeChat or Alipay gateway
 *   took for that openid (SUBSCRIBE_PROVIDER=sandbox), newest first: what the shopper's phone would show.
 */
export default async function routes(app: App) {
  app.post('/sms-outbox', { schema: devRoutes['/sms-outbox'] }, async (req) =>
    ok({ list: (await app.providers.sms.outbox?.(req.body.phone)) ?? [] })
  )

  app.post('/sms-rewind', { schema: devRoutes['/sms-rewind'] }, async (req) =>
    ok(await rewindSends(app.db, req.body.phone, req.body.seconds ?? 60))
  )

  app.post('/expire-session', { schema: devRoutes['/expire-session'] }, async (req) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization || '')?.[1]
    const token = req.body.token ?? (req.body.uid === undefined ? bearer : undefined)
    if (!token && req.body.uid === undefined) throw invalid('token', '不能为空（或提供 uid，或携带登录凭证）')
    return ok(await expireSessions(app.db, token ? { token } : { uid: req.body.uid }))
  })

  app.post('/invoice/issue', { schema: devRoutes['/invoice/issue'] }, async (req) =>
    ok(await issueInvoiceNow(app, req.body.id))
  )

  app.post('/reports', { schema: devRoutes['/reports'] }, async (req) =>
    ok({ list: await listReports(app.db, req.body) })
  )

  app.post('/flash-sale', { schema: devRoutes['/flash-sale'] }, async (req) =>
    ok(await startFlashSale(app.db, req.body))
  )

  app.post('/flash-sale/stats', { schema: devRoutes['/flash-sale/stats'] }, async (req) =>
    ok(await flashSaleStats(app.db, req.body.activity_id))
  )

  app.post('/ping', { schema: devRoutes['/ping'] }, async () => ok(null))

  app.post('/clock/advance', { schema: devRoutes['/clock/advance'] }, async (req) =>
    ok(await advanceOrderClock(app, req.body.order_no, req.body.seconds))
  )

  app.post('/subscribe-outbox', { schema: devRoutes['/subscribe-outbox'] }, async (req) =>
    ok({ list: (await app.providers.subscribe.outbox?.(req.body.platform, req.body.to)) ?? [] })
  )
}
