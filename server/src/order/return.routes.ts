import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { Empty, Id } from '../lib/schemas'
import { closeOverdueReturns, sandboxReturns, submitReturnWaybill } from './return'

/** The shopper's side of the 退货退款 return step, and the job that closes returns never sent back. */
export default async function routes(app: App) {
  // The courier companies a return waybill may name (the courier picker), from the express provider.
  app.post('/order/aftersale/couriers', { schema: { body: Empty } }, async (req) => {
    requireUser(req)
    return ok({ list: app.providers.express.companies() })
  })
  app.post(
    '/order/aftersale/return',
    {
      schema: {
        body: Type.Object({
          id: Id,
          com: Type.String({ pattern: '^[A-Za-z]{2,10}$' }),
          express_no: Type.String({ pattern: '^[A-Za-z0-9]{6,32}$' })
        })
      }
    },
    async (req) => ok(await submitReturnWaybill(app, requireUser(req), req.body))
  )

  app.jobs.push({ name: 'aftersale-return-close', everyMs: 60_000, run: () => closeOverdueReturns(app) })
  if (app.config.sandboxMerchant)
    app.jobs.push({ name: 'sandbox-merchant-returns', everyMs: 10_000, run: () => sandboxReturns(app, 10_000) })
}
