import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { sendCode } from '../lib/sms-codes'
import { smsRoutes } from '@contract/api/service'

/** /api/service/sms/sendcode: the one code sender for login, binding, phone change and unregister. */
export default async function routes(app: App) {
  app.post('/sms/sendcode', { schema: smsRoutes['/sms/sendcode'] }, async (req) =>
    ok(await sendCode(app, req.body.phone))
  )
}
