import { Type } from '@sinclair/typebox'
import { type App, callerOf } from '../lib/context'
import { AnswerCache, sendJson } from '../lib/cache'
import { ok } from '../lib/reply'
import { Empty } from '../lib/schemas'
import { jssdkConfig, recordRun } from './app'
import { getHome, getTheme } from '../catalogue/home'

/** What the app reads and reports at startup: the home template, the theme, the run report, the wechat JS-SDK config. */
export default async function routes(app: App) {
  // Both read without login. The home's goods carry stock and activity state: at most a second old (lib/cache.ts).
  const cache = new AnswerCache()
  app.post('/app/home', { schema: { body: Empty } }, async (_req, reply) =>
    sendJson(reply, (await cache.get('app/home', () => getHome(app.db, app.config.publicUrl))).json)
  )
  app.post('/app/theme', { schema: { body: Empty } }, async () => {
    const theme = await getTheme(app.db)
    // PENSION_ENABLED=0: the app hides every pension entry.
    return ok(app.config.pensionEnabled ? theme : { ...theme, pension_visible: false })
  })

  app.post(
    '/app/run',
    {
      schema: {
        body: Type.Object({
          ua: Type.String({ minLength: 1, maxLength: 1024 }),
          uuid: Type.String({ minLength: 1, maxLength: 64 }),
          coords: Type.Optional(
            Type.Union([
              Type.Object({ longitude: Type.Number(), latitude: Type.Number() }),
              Type.String({ maxLength: 64 })
            ])
          )
        })
      }
    },
    // Works logged in or not: the user is recorded when the token is live.
    async (req) => {
      const { userId, ip } = callerOf(req)
      return ok(await recordRun(app.db, userId, req.body, ip))
    }
  )

  app.post(
    '/wechat/jssdkconfig',
    { schema: { body: Type.Object({ url: Type.String({ maxLength: 2048, pattern: '^https?://' }) }) } },
    async (req) => ok(await jssdkConfig(app.providers.oauth, req.body.url))
  )
}
