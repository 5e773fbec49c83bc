import { Type } from '@sinclair/typebox'
import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { getArticle, listArticles } from './article'

/** Terms pages and the help column; public, no login needed. */
export default async function routes(app: App) {
  app.post(
    '/article/list',
    { schema: { body: Type.Object({ column: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,31}$' }) }) } },
    async (req) => ok(await listArticles(app.db, req.body.column))
  )

  app.post(
    '/article/info',
    // A numeric id or a fixed key such as 'service-terms'; numbers arrive coerced to strings.
    { schema: { body: Type.Object({ id: Type.String({ pattern: '^([1-9]\\d{0,8}|[a-z][a-z0-9-]{1,39})$' }) }) } },
    async (req) => ok(await getArticle(app.db, req.body.id))
  )
}
