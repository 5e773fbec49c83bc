import { Type } from '@sinclair/typebox'
import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import { Paging } from '../lib/schemas'
import { addFeedback, listFeedback } from './feedback'

/** Service feedback. The spec names no paths for it; these are ours. */
export default async function routes(app: App) {
  app.post(
    '/feedback/add',
    {
      schema: {
        body: Type.Object({
          content: Type.String({ minLength: 1, maxLength: 500 }),
          images: Type.Optional(
            Type.Array(Type.String({ maxLength: 512, pattern: '^(https?://|/api/service/image/)[^\\s]+$' }), {
              maxItems: 9
            })
          ),
          contact: Type.Optional(Type.String({ maxLength: 64 }))
        })
      }
    },
    async (req) => ok(await addFeedback(app.db, requireUser(req), req.body))
  )

  app.post('/feedback/list', { schema: { body: Paging } }, async (req) =>
    ok(await listFeedback(app.db, requireUser(req), req.body))
  )
}
