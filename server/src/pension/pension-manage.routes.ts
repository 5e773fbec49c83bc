import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { manageApply, manageInfo, manageList } from './pension-manage'

const Int = (min: number, max: number) => Type.Integer({ minimum: min, maximum: max })
const month = { y: Int(2000, 2100), m: Int(1, 12) }

// Pension management: monthly statements over the cashback flows (see pension-manage.ts).
export default async function routes(app: App) {
  app.post('/pensionmanage/info', async (req) => ok(await manageInfo(app.db, requireUser(req))))

  app.post(
    '/pensionmanage/list',
    { schema: { body: Type.Object({ ...month, type: Type.Optional(Int(0, 3)) }) } },
    async (req) => ok(await manageList(app.db, requireUser(req), req.body))
  )

  app.post('/pensionmanage/apply', { schema: { body: Type.Object(month) } }, async (req) =>
    ok(await manageApply(app.db, requireUser(req), req.body))
  )
}
