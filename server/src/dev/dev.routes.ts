import { Type } from '@sinclair/typebox'
import type { App } from '../lib/context'
import { invalid } from '../errors'
import { ok } from '../lib/reply'
import { Empty, Id, Phone } from '../lib/schemas'
import { expireSessions } from '../account/auth'
import { flashSaleStats, startFlashSale } from '../catalogue/flash-sale-fixture'
import { issueInvoiceNow } from '../order/invoice'
import { listReports } from '../content/report'
import { rewindSends } from '../account/sms'

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
 */
export default async function routes(app: App) {
  app.post('/sms-outbox', { schema: { body: Type.Object({ phone: Phone }) } }, async (req) =>
    ok({ list: (await app.providers.sms.outbox?.(req.body.phone)) ?? [] })
  )

  app.post(
    '/sms-rewind',
    {
      schema: {
        body: Type.Object({ phone: Phone, seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 86400 })) })
      }
    },
    async (req) => ok(await rewindSends(app.db, req.body.phone, req.body.seconds ?? 60))
  )

  app.post(
    '/expire-session',
    {
      schema: {
        body: Type.Object({
          token: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
          uid: Type.Optional(Id)
        })
      }
    },
    async (req) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization || '')?.[1]
      const token = req.body.token ?? (req.body.uid === undefined ? bearer : undefined)
      if (!token && req.body.uid === undefined) throw invalid('token', '不能为空（或提供 uid，或携带登录凭证）')
      return ok(await expireSessions(app.db, token ? { token } : { uid: req.body.uid }))
    }
  )

  app.post('/invoice/issue', { schema: { body: Type.Object({ id: Id }) } }, async (req) =>
    ok(await issueInvoiceNow(app, req.body.id))
  )

  app.post(
    '/reports',
    {
      schema: {
        body: Type.Object({
          uuid: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 }))
        })
      }
    },
    async (req) => ok({ list: await listReports(app.db, req.body) })
  )

  app.post(
    '/flash-sale',
    {
      schema: {
        body: Type.Object({
          sku_id: Id,
          stock: Type.Integer({ minimum: 1, maximum: 100000 }),
          price: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
          limit_per_user: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
          minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 * 24 * 60 }))
        })
      }
    },
    async (req) => ok(await startFlashSale(app.db, req.body))
  )

  app.post('/flash-sale/stats', { schema: { body: Type.Object({ activity_id: Id }) } }, async (req) =>
    ok(await flashSaleStats(app.db, req.body.activity_id))
  )

  app.post('/ping', { schema: { body: Empty } }, async () => ok(null))
}
