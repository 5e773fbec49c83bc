import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { pensionManageRoutes } from '@contract/api/pension'
import { manageApply, manageInfo, manageList } from './pension-manage'

// Pension management: monthly statements over the cashback flows (see pension-manage.ts).
export default async function routes(app: App) {
  app.post('/pensionmanage/info', { schema: pensionManageRoutes['/pensionmanage/info'] }, async (req) =>
    ok(await manageInfo(app.db, requireUser(req)))
  )

  app.post('/pensionmanage/list', { schema: pensionManageRoutes['/pensionmanage/list'] }, async (req) =>
    ok(await manageList(app.db, requireUser(req), req.body))
  )

  app.post('/pensionmanage/apply', { schema: pensionManageRoutes['/pensionmanage/apply'] }, async (req) =>
    ok(await manageApply(app.db, requireUser(req), req.body))
  )
}
