import { type App, callerOf } from '../lib/context'
import { ok } from '../lib/reply'
import { jssdkConfig, recordRun } from './app'
import { appRoutes } from '@contract/api/app'

/** What the app reports at startup: the run report and the wechat JS-SDK config (home and theme: catalogue/home.routes.ts). */
export default async function routes(app: App) {
  // Works logged in or not: the user is recorded when the token is live.
  app.post('/app/run', { schema: appRoutes['/app/run'] }, async (req) => {
    const { userId, ip } = callerOf(req)
    return ok(await recordRun(app.db, userId, req.body, ip))
  })

  app.post('/wechat/jssdkconfig', { schema: appRoutes['/wechat/jssdkconfig'] }, async (req) =>
    ok(await jssdkConfig(app.providers.oauth, req.body.url))
  )
}
