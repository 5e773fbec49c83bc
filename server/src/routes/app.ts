import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { ok } from '../lib/reply'
import { jssdkConfig, recordRun } from '../services/app'

/** Startup report and the wechat JS-SDK config. /app/home belongs to the home area. */
export default async function routes(app: App) {
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
    async (req) => ok(await recordRun(app.db, req.userId, req.body, req.ip))
  )

  app.post(
    '/wechat/jssdkconfig',
    { schema: { body: Type.Object({ url: Type.String({ maxLength: 2048, pattern: '^https?://' }) }) } },
    async (req) => ok(await jssdkConfig(app.providers.oauth, req.body.url))
  )
}
