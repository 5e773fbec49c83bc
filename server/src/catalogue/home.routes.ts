import type { App } from '../lib/context'
import { AnswerCache, sendJson, viaSchema } from '../lib/cache'
import { ok } from '../lib/reply'
import { getHome, getTheme } from './home'
import { appRoutes } from '@contract/api/app'

/** What the app reads at startup: the home template with its goods, and the theme. */
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
}
