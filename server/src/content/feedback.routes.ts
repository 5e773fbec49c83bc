import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { addFeedback, listFeedback } from './feedback'
import { feedbackRoutes } from '@contract/api/app'

/** Service feedback. The spec names no paths for it; these are ours. */
export default async function routes(app: App) {
  app.post('/feedback/add', { schema: feedbackRoutes['/feedback/add'] }, async (req) =>
    ok(await addFeedback(app.db, requireUser(req), req.body))
  )
  app.post('/feedback/list', { schema: feedbackRoutes['/feedback/list'] }, async (req) =>
    ok(await listFeedback(app.db, requireUser(req), req.body))
  )
}
