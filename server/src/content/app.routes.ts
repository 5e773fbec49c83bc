import { type App, callerOf } from '../lib/context'
import { AnswerCache, sendJson, viaSchema } from '../lib/cache'
import { ok } from '../lib/reply'
import { jssdkConfig, recordRun } from './app'
import { getHome, getTheme } from '../catalogue/home'
import { appRoutes } from '@contract/api/app'

/** What the app reads and reports at startup: the home template, the theme, the run report, the wechat JS-SDK config. */
export default async function routes(app: App) {
  // Both read without login. The home's goods carry stock and activity state: at most a second old (lib/cache.ts).
  const cache = new AnswerCache()
  app.post('/app/home', { schema: appRoutes['/app/home'] }, async (_req, reply) => {
    const load = () => getHome(app.db, app.config.publicUrl)
    return sendJson(reply, (await cache.get('app/home', load, viaSchema(reply))).json)
  })
  app.post('/app/theme', { schema: appRoutes['/app/theme'] }, async () => {
    const theme = await getTheme(app.db)
    // PENSION_ENABLED=0: the app hides every pension entry.
    return ok(app.config.pensionEnabled ? theme : { ...theme, pension_visible: false })
  })

  // Works logged in or not: the user is recorded when the token is live.
  app.post('/app/run', { schema: appRoutes['/app/run'] }, async (req) => {
    const { userId, ip } = callerOf(req)
    return ok(await recordRun(app.db, userId, req.body, ip))
  })

  app.post('/wechat/jssdkconfig', { schema: appRoutes['/wechat/jssdkconfig'] }, async (req) =>
    ok(await jssdkConfig(app.providers.oauth, req.body.url))
  )
}
