import { Type } from '@sinclair/typebox'
import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { Phone } from '../lib/schemas'
import { sendCode } from './sms'

/** /api/service/sms/sendcode: the one code sender for login, binding, phone change and unregister. */
export default async function routes(app: App) {
  app.post(
    '/sms/sendcode',
    {
      schema: {
        body: Type.Object({
          phone: Phone,
          // The spec's SMS channel id; only 1 exists.
          ch_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 1 }))
        })
      }
    },
    async (req) => ok(await sendCode(app, req.body.phone))
  )
}
