import { shareRoutes } from '@contract/api/share'
import type { App } from '../lib/context'
import { ok } from '../lib/reply'
import { shareCode } from './share'

/** 分享海报's code: POST /api/v1/goods/share-code. Visitors share too, so no login; the goods must be on sale. */
export default async function routes(app: App) {
  app.post('/goods/share-code', { schema: shareRoutes['/goods/share-code'] }, async (req) => {
    try {
      return ok(await shareCode(app, req.body))
    } catch (err) {
      // The shopper reads "try again later"; the operator needs the platform's own reason (45009, 41030 ...).
      const cause = (err as { cause?: unknown }).cause
      if (cause) req.log.warn({ err: cause, sku_id: req.body.sku_id, platform: req.body.platform }, 'share code failed')
      throw err
    }
  })
}
