import { type App, requireUser } from '../lib/context'
import { AnswerCache } from '../lib/cache'
import { ok, paging } from '../lib/reply'
import { getActivityInfo } from '../catalogue/catalogue'
import { openGroups } from '../order/order-group'
import { cardGoods } from './card-goods'
import { catalogueRoutes } from '@contract/api/shopping'

/**
 * The catalogue's routes that read another area too: an activity with the order area's groups still forming, and the
 * goods a wallet's shopping card may buy. Served under the catalogue's prefix like the rest (catalogue.routes.ts).
 */
export default async function routes(app: App) {
  const base = app.config.publicUrl
  const cache = new AnswerCache()

  app.post('/activity/info', { schema: catalogueRoutes['/activity/info'] }, async (req) => {
    const { sku_id, activity_id } = req.body
    const hit = await cache.get(`activity/info ${sku_id} ${activity_id}`, async () => {
      const info = await getActivityInfo(app.db, sku_id, activity_id, base)
      // A group buy also lists the groups still forming, which a shopper may join.
      return info.kind === 2 ? { ...info, groups: await openGroups(app.db, info.id) } : info
    })
    // The countdown syncs to server_time: the clock of this answer, not of the cached read.
    return ok({ ...hit.data, server_time: Math.floor(Date.now() / 1000) })
  })

  // The goods a shopping card may buy: the catalogue's search within the card's scope.
  app.post('/freeca/goodslist', { schema: catalogueRoutes['/freeca/goodslist'] }, async (req) => {
    const uid = requireUser(req)
    const { user_freeca_id, keyword } = req.body
    return ok(await cardGoods(app.db, uid, user_freeca_id, base, paging(req.body, 20, 50), keyword))
  })
}
