import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { closeOverdueReturns, submitReturnWaybill } from './return'
import { orderRoutes } from '@contract/api/order'

/** The shopper's side of the 退货退款 return step, and the job that closes returns never sent back. */
export default async function routes(app: App) {
  // The courier companies a return waybill may name (the courier picker), from the express provider.
  app.post('/order/aftersale/couriers', { schema: orderRoutes['/order/aftersale/couriers'] }, async (req) => {
    requireUser(req)
    return ok({ list: app.providers.express.companies() })
  })
  app.post('/order/aftersale/return', { schema: orderRoutes['/order/aftersale/return'] }, async (req) =>
    ok(await submitReturnWaybill(app, requireUser(req), req.body))
  )

  app.jobs.push({ name: 'aftersale-return-close', everyMs: 60_000, run: () => closeOverdueReturns(app) })
}
