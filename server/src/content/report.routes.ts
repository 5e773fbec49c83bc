import { type App, callerOf } from '../lib/context'
import { ERRNO } from '../errors'
import { ok } from '../lib/reply'
import { storeReports } from './report'
import { REPORT_RATE_LIMIT } from '@contract/report'
import { reportRoutes } from '@contract/api/service'

/** Client error reports (spec sections 8 and 9), logged in or not. The dev listing is POST /api/dev/reports. */
export default async function routes(app: App) {
  app.post('/app/report', { schema: reportRoutes['/app/report'] }, async (req, reply) => {
    const result = await storeReports(app.db, callerOf(req), req.body)
    if ('limited' in result) {
      reply.code(429).header('retry-after', String(REPORT_RATE_LIMIT.windowMs / 1000))
      return { errno: ERRNO.RATE_LIMITED, error: '上报过于频繁，请稍后再试', data: null }
    }
    return ok(result)
  })
}
