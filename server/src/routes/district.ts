import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { notFound } from '../errors'
import { ok } from '../lib/reply'
import { Empty } from '../lib/schemas'
import { listChildren, listProvinces } from '../services/district'

/** The address picker's divisions (GB/T 2260), public. */
export default async function routes(app: App) {
  app.post('/district/list', { schema: { body: Empty } }, async () => ok(listProvinces()))

  app.post(
    '/district/next',
    // Codes are six digits; numbers arrive coerced to strings.
    { schema: { body: Type.Object({ id: Type.String({ pattern: '^\\d{6}$' }) }) } },
    async (req) => {
      const list = listChildren(req.body.id)
      if (!list) throw notFound('地区')
      return ok(list)
    }
  )
}
