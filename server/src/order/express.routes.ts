import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { expressInfo } from './express'

// Routes of the express area (service prefix): parcel traces from the courier provider, for logged-in shoppers.
export default async function routes(app: App) {
  app.post(
    '/express/info',
    {
      schema: {
        body: Type.Object({
          com: Type.String({ pattern: '^[A-Za-z]{2,10}$' }),
          express_no: Type.String({ pattern: '^[A-Za-z0-9]{6,32}$' })
        })
      }
    },
    async (req) => {
      requireUser(req)
      return ok(await expressInfo(app, req.body.com.toUpperCase(), req.body.express_no.toUpperCase()))
    }
  )
}
