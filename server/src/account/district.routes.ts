import { Type } from '@sinclair/typebox'
import type { App } from '../lib/context'
import { notFound } from '../errors'
import { AnswerCache, sendJson } from '../lib/cache'
import { Empty } from '../lib/schemas'
import { listChildren, listProvinces } from './district'

/** The address picker's divisions (GB/T 2260), public; answers are kept serialized (lib/cache.ts). */
export default async function routes(app: App) {
  const cache = new AnswerCache()
  app.post('/district/list', { schema: { body: Empty } }, async (_req, reply) =>
    sendJson(reply, (await cache.get('district/list', async () => listProvinces())).json)
  )

  app.post(
    '/district/next',
    // Codes are six digits; numbers arrive coerced to strings.
    { schema: { body: Type.Object({ id: Type.String({ pattern: '^\\d{6}$' }) }) } },
    async (req, reply) => {
      const hit = await cache.get(`district/next ${req.body.id}`, async () => {
        const list = listChildren(req.body.id)
        if (!list) throw notFound('地区')
        return list
      })
      return sendJson(reply, hit.json)
    }
  )
}
