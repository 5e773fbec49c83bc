import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { Id, Phone } from '../lib/schemas'
import { activityInfo, drawResult, setAddress, signup } from './prize'

const Text = (max: number) => Type.Optional(Type.String({ minLength: 1, maxLength: max }))

// Prize draws, including the opened-an-account lottery.
export default async function routes(app: App) {
  app.post(
    '/prizedrawactivity/info',
    { schema: { body: Type.Object({ activity_id: Type.Optional(Id) }) } },
    async (req) => ok(await activityInfo(app.db, requireUser(req), req.body.activity_id))
  )

  app.post('/prizedrawactivity/signup', { schema: { body: Type.Object({ activity_id: Id }) } }, async (req) =>
    ok(await signup(app.db, requireUser(req), req.body.activity_id))
  )

  app.post(
    '/prizedrawactivity/result',
    { schema: { body: Type.Object({ activity_id: Type.Optional(Id) }) } },
    async (req) => ok(await drawResult(app.db, requireUser(req), req.body.activity_id))
  )

  app.post(
    '/prizedrawactivity/setaddress',
    {
      schema: {
        body: Type.Object({
          activity_id: Id,
          addr_id: Type.Optional(Id),
          name: Text(20),
          phone: Type.Optional(Phone),
          province: Text(40),
          city: Text(40),
          area: Text(40),
          detail: Text(120)
        })
      }
    },
    async (req) => ok(await setAddress(app.db, requireUser(req), req.body))
  )
}
