import { Type, type Static } from '@sinclair/typebox'
import { route } from '../api/route'
import { Confirm, IdParams, Listing, MobilePhone, PageFields } from './common'

// Shoppers (search masked, unmask for 财务, freeze for 客服) and their reviews (hide or show), every write audited
// (server/src/admin/shoppers.routes.ts, reviews.routes.ts).

export const ShopperQuery = Type.Object({
  phone: Type.Optional(MobilePhone),
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...PageFields
})
export const Freeze = Type.Object({
  frozen: Type.Boolean(),
  reason: Type.String({ minLength: 1, maxLength: 100 })
})
export const ReviewQuery = Type.Object({
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  spu_id: Type.Optional(Type.Integer({ minimum: 1 })),
  hidden: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
})
export const Hide = Type.Object({ hidden: Type.Boolean(), reason: Type.String({ maxLength: 100 }) })

// ---- answers

/** A shopper as the list shows them: name, identity number and pension card masked. */
export type ShopperRow = Static<typeof ShopperRow>
export const ShopperRow = Type.Object({
  id: Type.Number(),
  phone: Type.String(),
  nick: Type.String(),
  name: Type.String(),
  id_no: Type.String(),
  /** 1 正常, 0 已冻结. */
  status: Type.Number(),
  status_text: Type.String(),
  points: Type.Number(),
  welfare_balance: Type.Number(),
  card_balance: Type.Number(),
  orders: Type.Number(),
  pension_bank: Type.String(),
  pension_card: Type.String(),
  created_at: Type.String()
})

export type ShopperRevealed = Static<typeof ShopperRevealed>
export const ShopperRevealed = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  id_no: Type.String(),
  card_no: Type.String()
})

export type StaffReviewRow = Static<typeof StaffReviewRow>
export const StaffReviewRow = Type.Object({
  id: Type.Number(),
  user_id: Type.Number(),
  phone: Type.String(),
  order_id: Type.Number(),
  spu_id: Type.Number(),
  title: Type.String(),
  spec: Type.String(),
  stars: Type.Number(),
  content: Type.String(),
  images: Type.Array(Type.String()),
  anonymous: Type.Boolean(),
  hidden: Type.Boolean(),
  hidden_reason: Type.String(),
  created_at: Type.String()
})

/** Prefix /api/admin. */
export const adminShopperRoutes = {
  'GET /shoppers': route(Listing(ShopperRow), { querystring: ShopperQuery }),
  'POST /shoppers/:id/reveal': route(ShopperRevealed, { params: IdParams, body: Confirm }),
  'POST /shoppers/:id/status': route(Type.Object({ id: Type.Number(), status: Type.Number() }), {
    params: IdParams,
    body: Freeze
  }),
  'GET /reviews': route(Listing(StaffReviewRow), { querystring: ReviewQuery }),
  'POST /reviews/:id/hidden': route(Type.Object({ id: Type.Number(), hidden: Type.Boolean() }), {
    params: IdParams,
    body: Hide
  })
}
