import { type App, requireUser } from '../lib/context'
import { ok } from '../lib/reply'
import * as giftcard from './giftcard'
import { giftcardRoutes } from '@contract/api/money'

// Routes of the gift-card area (shopping cards, welfare balance): every call needs a login; other users' cards are "not found".
// A card's goods (/freeca/goodslist) are listed by the catalogue routes, as the app's catalogue module calls them.
export default async function routes(app: App) {
  app.post('/freeca/list', { schema: giftcardRoutes['/freeca/list'] }, async (req) =>
    ok(await giftcard.listCards(app.db, requireUser(req)))
  )
  app.post('/freeca/info', { schema: giftcardRoutes['/freeca/info'] }, async (req) =>
    ok(await giftcard.cardInfo(app.db, requireUser(req), req.body.user_freeca_id))
  )
  app.post('/user/efulibalance', { schema: giftcardRoutes['/user/efulibalance'] }, async (req) =>
    ok(await giftcard.welfareBalance(app.db, requireUser(req)))
  )
}
