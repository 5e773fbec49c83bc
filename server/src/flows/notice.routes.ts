import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { addGrants, askTemplates, getNoticePrefs, saveNoticePrefs } from '../content/notice-prefs'
import { sendDueNotices } from './notice-send'
import { noticeRoutes } from '@contract/api/notice'

/** How often the sender looks for due notices (docs/operations.md, Notices). */
const SEND_EVERY_MS = 10_000

/** Notices: the shopper's settings and subscription grants, and the sender job (once per cluster, lib/jobs.ts). */
export default async function routes(app: App) {
  app.jobs.push({ name: 'notices-send', everyMs: SEND_EVERY_MS, run: () => sendDueNotices(app) })

  app.post('/notice/settings', { schema: noticeRoutes['/notice/settings'] }, async (req) =>
    ok(await getNoticePrefs(app.db, requireUser(req)))
  )
  app.post('/notice/settings/save', { schema: noticeRoutes['/notice/settings/save'] }, async (req) =>
    ok(await saveNoticePrefs(app.db, requireUser(req), req.body))
  )
  app.post('/notice/templates', { schema: noticeRoutes['/notice/templates'] }, async (req) => {
    requireUser(req)
    return ok({ platform: req.body.platform, ...askTemplates(app.config, req.body.platform) })
  })
  app.post('/notice/subscribed', { schema: noticeRoutes['/notice/subscribed'] }, async (req) => {
    const uid = requireUser(req)
    return ok({ counted: await addGrants(app.db, app.config, uid, req.body.platform, req.body.template_ids) })
  })
}
