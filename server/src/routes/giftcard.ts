import { Type } from '@sinclair/typebox'
import type { App } from '../app'
import { requireUser } from '../lib/auth'
import { ok, paging } from '../lib/reply'
import * as giftcard from '../services/giftcard'
import { Id } from './catalogue'

const Empty = Type.Object({})

// Routes of the gift-card area (shopping cards, welfare balance): every call needs a login; other users' cards are "not found".
export default async function routes(app: App) {
  app.post('/freeca/list', { schema: { body: Empty } }, async (req) =>
    ok(await giftcard.listCards(app.db, requireUser(req)))
  )
  app.post('/freeca/info', { schema: { body: Type.Object({ user_freeca_id: Id }) } }, async (req) =>
    ok(await giftcard.cardInfo(app.db, requireUser(req), req.body.user_freeca_id))
  )
  app.post(
    '/freeca/goodslist',
    {
      schema: {
        body: Type.Object({
          user_freeca_id: Id,
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
          page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 }))
        })
      }
    },
    async (req) => {
      const uid = requireUser(req)
      return ok(
        await giftcard.cardGoods(
          app.db,
          uid,
          req.body.user_freeca_id,
          app.config.publicUrl,
          paging(req.body, 20, 50),
          req.body.keyword
        )
      )
    }
  )
  app.post('/user/efulibalance', { schema: { body: Empty } }, async (req) =>
    ok(await giftcard.welfareBalance(app.db, requireUser(req)))
  )
}
