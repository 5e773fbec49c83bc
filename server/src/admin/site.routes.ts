import { Type } from '@sinclair/typebox'
import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { getTheme } from '../catalogue/home'
import { ArticleInput, HomeInput, MessageInput, ThemeInput } from './contract'
import { getArticle, listArticles, recentMessages, saveArticle, sendMessage } from './content'
import { actor } from './route'
import { homeVersions, publishHome, publishTheme, rollback, themeVersions } from './site'

const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) })

/** Theme, home page (publish, versions, roll back), articles and messages. */
export default async function siteRoutes(app: App) {
  app.get('/theme', { config: { perm: 'goods:read' } }, async () =>
    ok({ current: await getTheme(app.db), versions: await themeVersions(app.db) })
  )
  app.post('/theme/publish', { schema: { body: ThemeInput }, config: { perm: 'site:write' } }, async (req) =>
    ok(await publishTheme(app.db, actor(req), req.body))
  )
  app.post('/theme/rollback/:id', { schema: { params: Params }, config: { perm: 'site:write' } }, async (req) =>
    ok(await rollback(app.db, actor(req), 'theme', req.params.id))
  )
  app.get('/home', { config: { perm: 'goods:read' } }, async () => ok(await homeVersions(app.db)))
  app.post('/home/publish', { schema: { body: HomeInput }, config: { perm: 'site:write' } }, async (req) =>
    ok(await publishHome(app.db, actor(req), req.body))
  )
  app.post('/home/rollback/:id', { schema: { params: Params }, config: { perm: 'site:write' } }, async (req) =>
    ok(await rollback(app.db, actor(req), 'home', req.params.id))
  )

  app.get('/articles', { config: { perm: 'goods:read' } }, async () => ok(await listArticles(app.db)))
  app.get('/articles/:id', { schema: { params: Params }, config: { perm: 'goods:read' } }, async (req) =>
    ok(await getArticle(app.db, req.params.id))
  )
  app.post('/articles', { schema: { body: ArticleInput }, config: { perm: 'content:write' } }, async (req) =>
    ok(await saveArticle(app.db, actor(req), req.body))
  )
  app.put(
    '/articles/:id',
    { schema: { params: Params, body: ArticleInput }, config: { perm: 'content:write' } },
    async (req) => ok(await saveArticle(app.db, actor(req), req.body, req.params.id))
  )
  app.get('/messages', { config: { perm: 'message:send' } }, async () => ok(await recentMessages(app.db)))
  app.post('/messages', { schema: { body: MessageInput }, config: { perm: 'message:send' } }, async (req) =>
    ok(await sendMessage(app.db, actor(req), req.body))
  )
}
