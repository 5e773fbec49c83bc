import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { prizeRoutes } from '@contract/api/pension'
import { activityInfo, drawResult, setAddress, signup } from './prize'

// Prize draws, including the opened-an-account lottery.
export default async function routes(app: App) {
  app.post('/prizedrawactivity/info', { schema: prizeRoutes['/prizedrawactivity/info'] }, async (req) =>
    ok(await activityInfo(app.db, requireUser(req), req.body.activity_id))
  )

  app.post('/prizedrawactivity/signup', { schema: prizeRoutes['/prizedrawactivity/signup'] }, async (req) =>
    ok(await signup(app.db, requireUser(req), req.body.activity_id))
  )

  app.post('/prizedrawactivity/result', { schema: prizeRoutes['/prizedrawactivity/result'] }, async (req) =>
    ok(await drawResult(app.db, requireUser(req), req.body.activity_id))
  )

  app.post('/prizedrawactivity/setaddress', { schema: prizeRoutes['/prizedrawactivity/setaddress'] }, async (req) =>
    ok(await setAddress(app.db, requireUser(req), req.body))
  )
}
