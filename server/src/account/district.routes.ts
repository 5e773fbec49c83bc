import type { App } from '../lib/context'
import { notFound } from '../errors'
import { AnswerCache, sendJson, viaSchema } from '../lib/cache'
import { listChildren, listProvinces } from '../lib/district'
import { districtRoutes } from '@contract/api/service'

/**
 * The address picker's divisions (GB/T 2260), public; answers are kept serialized (lib/cache.ts), written once per
 * read by the route's response schema (reply.serialize).
 */
export default async function routes(app: App) {
  const cache = new AnswerCache()
  app.post('/district/list', { schema: districtRoutes['/district/list'] }, async (_req, reply) =>
    sendJson(reply, (await cache.get('district/list', async () => listProvinces(), viaSchema(reply))).json)
  )

  app.post('/district/next', { schema: districtRoutes['/district/next'] }, async (req, reply) => {
    const load = async () => {
      const list = listChildren(req.body.id)
      if (!list) throw notFound('地区')
      return list
    }
    const hit = await cache.get(`district/next ${req.body.id}`, load, viaSchema(reply))
    return sendJson(reply, hit.json)
  })
}
