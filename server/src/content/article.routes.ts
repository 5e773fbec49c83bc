import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { getArticle, listArticles } from './article'
import { articleRoutes } from '@contract/api/app'

/** Terms pages and the help column; public, no login needed. */
export default async function routes(app: App) {
  app.post('/article/list', { schema: articleRoutes['/article/list'] }, async (req) =>
    ok(await listArticles(app.db, req.body.column))
  )
  // A numeric id or a fixed key such as 'service-terms' (the contract's pattern).
  app.post('/article/info', { schema: articleRoutes['/article/info'] }, async (req) =>
    ok(await getArticle(app.db, req.body.id))
  )
}
