import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { ok } from '../lib/reply'
import * as home from '../services/home'

// Routes of the home area: the home template and the theme config, both read by the app at startup without login.
export default async function routes(app: App) {
  app.post('/app/home', { schema: { body: Type.Object({}) } }, async () =>
    ok(await home.getHome(app.db, app.config.publicUrl))
  )
  app.post('/app/theme', { schema: { body: Type.Object({}) } }, async () => ok(await home.getTheme(app.db)))
}
