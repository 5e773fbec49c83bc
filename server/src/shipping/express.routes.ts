import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { expressInfo } from './express'
import { expressRoutes } from '@contract/api/service'

// Routes of the express area (service prefix): parcel traces from the courier provider, for logged-in shoppers.
export default async function routes(app: App) {
  app.post('/express/info', { schema: expressRoutes['/express/info'] }, async (req) => {
    const uid = requireUser(req)
    return ok(await expressInfo(app, req.body.com.toUpperCase(), req.body.express_no.toUpperCase(), uid))
  })
}
