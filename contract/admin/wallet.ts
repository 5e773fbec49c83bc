import { Type, type Static } from '@sinclair/typebox'
import { route } from '../api/route'
import { Nullable } from '../schemas/common'
import { CouponKind } from '../schemas/coupon'
import { GiftCardStatus } from '../schemas/giftcard'
import { Cents, IdParams, Listing, MobilePhone, PageFields, PageQuery, RequestId } from './common'

// Coupons (运营: rules, issue, stop) and shopping cards (财务: batches, issue, freeze, history), every write audited
// (server/src/admin/wallet.routes.ts). Money is integer cents; times are ISO strings.

export const CouponQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 40 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  ...PageFields
})

/** kind (COUPON_KIND) 1 full reduction (amount off at threshold), 2 discount (rate percent paid, max_discount cap, 0 none). */
export const CouponInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40 }),
  kind: CouponKind,
  threshold: Cents,
  amount: Cents,
  rate: Type.Integer({ minimum: 1, maximum: 100 }),
  max_discount: Cents,
  category_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  total: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  per_user_limit: Type.Integer({ minimum: 1, maximum: 99 }),
  /** Days valid after claiming; null: the fixed window starts_at..ends_at. */
  valid_days: Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()]),
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time' }),
  claimable: Type.Boolean()
})
export type CouponInputT = Static<typeof CouponInput>

/** Stopping is not undone: the console's confirmation is asked by the server too. */
export const CouponStop = Type.Object({ confirm: Type.Literal(true) })

/** Shoppers by phone (11 digits) or user id, one per entry. */
export const CouponIssue = Type.Object({
  users: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { minItems: 1, maxItems: 500 }),
  request_id: RequestId
})

export const CardBatchInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40 }),
  face_value: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  count: Type.Integer({ minimum: 1, maximum: 100_000 }),
  category_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  valid_days: Type.Integer({ minimum: 1, maximum: 3650 }),
  confirm: Type.Literal(true)
})
export type CardBatchInputT = Static<typeof CardBatchInput>

export const CardIssue = Type.Object({
  user: Type.String({ minLength: 1, maxLength: 20 }),
  request_id: RequestId,
  confirm: Type.Literal(true)
})

export const CardQuery = Type.Object({
  card_no: Type.Optional(Type.String({ maxLength: 24 })),
  phone: Type.Optional(MobilePhone),
  batch_id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...PageFields
})

export const CardFreeze = Type.Object({
  frozen: Type.Boolean(),
  reason: Type.String({ minLength: 1, maxLength: 100 }),
  confirm: Type.Literal(true)
})

// ---- answers

export type CouponTemplateRow = Static<typeof CouponTemplateRow>
export const CouponTemplateRow = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  /** 1 full reduction, 2 discount. */
  kind: CouponKind,
  threshold: Type.Number(),
  amount: Type.Number(),
  rate: Type.Number(),
  max_discount: Type.Number(),
  category_id: Nullable(Type.Number()),
  total: Type.Number(),
  claimed: Type.Number(),
  per_user_limit: Type.Number(),
  valid_days: Nullable(Type.Number()),
  starts_at: Type.String(),
  ends_at: Type.String(),
  claimable: Type.Boolean(),
  /** 1 issuing, 0 stopped. */
  status: Type.Number(),
  rule_text: Type.String()
})

/** Answered again, as it was, for a retry of the same request id. */
export type CouponIssued = Static<typeof CouponIssued>
export const CouponIssued = Type.Object({
  issued: Type.Number(),
  issued_to: Type.Array(Type.Number()),
  skipped: Type.Array(Type.Object({ user_id: Type.Number(), phone: Type.String(), reason: Type.String() }))
})

export type CardBatchRow = Static<typeof CardBatchRow>
export const CardBatchRow = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  face_value: Type.Number(),
  count: Type.Number(),
  issued: Type.Number(),
  category_id: Nullable(Type.Number()),
  valid_days: Type.Number(),
  status: Type.Number(),
  created_at: Type.String()
})

export type CardIssued = Static<typeof CardIssued>
export const CardIssued = Type.Object({ card_id: Type.Number(), user_id: Type.Number(), face_value: Type.Number() })

export type CardRow = Static<typeof CardRow>
export const CardRow = Type.Object({
  id: Type.Number(),
  card_no: Type.String(),
  name: Type.String(),
  user_id: Type.Number(),
  phone: Type.String(),
  batch_id: Nullable(Type.Number()),
  face_value: Type.Number(),
  balance: Type.Number(),
  frozen: Type.Boolean(),
  status: GiftCardStatus,
  status_text: Type.String(),
  expires_at: Type.String(),
  created_at: Type.String()
})

export type CardHistory = Static<typeof CardHistory>
export const CardHistory = Type.Object({
  card: CardRow,
  /** Newest first. */
  flows: Type.Array(
    Type.Object({
      id: Type.Number(),
      delta: Type.Number(),
      balance_after: Type.Number(),
      reason: Type.String(),
      reason_text: Type.String(),
      order_id: Nullable(Type.Number()),
      time: Type.String()
    })
  )
})

/** Prefix /api/admin. */
export const adminWalletRoutes = {
  'GET /coupons': route(Listing(CouponTemplateRow), { querystring: CouponQuery }),
  'POST /coupons': route(CouponTemplateRow, { body: CouponInput }),
  'PUT /coupons/:id': route(CouponTemplateRow, { params: IdParams, body: CouponInput }),
  'POST /coupons/:id/stop': route(CouponTemplateRow, { params: IdParams, body: CouponStop }),
  'POST /coupons/:id/issue': route(CouponIssued, { params: IdParams, body: CouponIssue }),
  'GET /cards/batches': route(Listing(CardBatchRow), { querystring: PageQuery }),
  'POST /cards/batches': route(CardBatchRow, { body: CardBatchInput }),
  'POST /cards/batches/:id/issue': route(CardIssued, { params: IdParams, body: CardIssue }),
  'GET /cards': route(Listing(CardRow), { querystring: CardQuery }),
  'GET /cards/:id': route(CardHistory, { params: IdParams }),
  'POST /cards/:id/status': route(CardRow, { params: IdParams, body: CardFreeze })
}
