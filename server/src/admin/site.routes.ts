import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { getTheme } from '../catalogue/home'
import { adminSiteRoutes as R } from '@contract/admin/site'
import { getArticle, listArticles, recentMessages, saveArticle, sendMessage } from './content'
import { iso } from './iso'
import { actor } from './route'
import { homeGoods, homeVersions, publishHome, publishTheme, rollback, themeVersions } from './site'

/** Theme, home page (publish, versions, roll back), articles and messages. */
export default async function siteRoutes(app: App) {
  app.get('/theme', { schema: R['GET /theme'], config: { perm: 'goods:read' } }, async () =>
    ok({ current: await getTheme(app.db), versions: (await themeVersions(app.db)).map(iso) })
  )
  app.post('/theme/publish', { schema: R['POST /theme/publish'], config: { perm: 'site:write' } }, async (req) =>
    ok(iso(await publishTheme(app.db, actor(req), req.body)))
  )
  app.post(
    '/theme/rollback/:id',
    { schema: R['POST /theme/rollback/:id'], config: { perm: 'site:write' } },
    async (req) => ok(iso(await rollback(app.db, actor(req), 'theme', req.params.id)))
  )
  app.get('/home', { schema: R['GET /home'], config: { perm: 'goods:read' } }, async () =>
    ok((await homeVersions(app.db)).map(iso))
  )
  app.get('/home/goods', { schema: R['GET /home/goods'], config: { perm: 'goods:read' } }, async (req) =>
    ok(await homeGoods(app.db, req.query))
  )
  app.post('/home/publish', { schema: R['POST /home/publish'], config: { perm: 'site:write' } }, async (req) =>
    ok(iso(await publishHome(app.db, actor(req), req.body)))
  )
  app.post(
    '/home/rollback/:id',
    { schema: R['POST /home/rollback/:id'], config: { perm: 'site:write' } },
    async (req) => ok(iso(await rollback(app.db, actor(req), 'home', req.params.id)))
  )

  app.get('/articles', { schema: R['GET /articles'], config: { perm: 'goods:read' } }, async () =>
    ok((await listArticles(app.db)).map(iso))
  )
  app.get('/articles/:id', { schema: R['GET /articles/:id'], config: { perm: 'goods:read' } }, async (req) =>
    ok(iso(await getArticle(app.db, req.params.id)))
  )
  app.post('/articles', { schema: R['POST /articles'], config: { perm: 'content:write' } }, async (req) =>
    ok(iso(await saveArticle(app.db, actor(req), req.body)))
  )
  app.put('/articles/:id', { schema: R['PUT /articles/:id'], config: { perm: 'content:write' } }, async (req) =>
    ok(iso(await saveArticle(app.db, actor(req), req.body, req.params.id)))
  )
  app.get('/messages', { schema: R['GET /messages'], config: { perm: 'message:send' } }, async () =>
    ok((await recentMessages(app.db)).map(iso))
  )
  app.post('/messages', { schema: R['POST /messages'], config: { perm: 'message:send' } }, async (req) =>
    ok(await sendMessage(app.db, actor(req), req.body))
  )
}
