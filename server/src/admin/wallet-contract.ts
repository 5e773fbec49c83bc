import { Type, type Static } from '@sinclair/typebox'

// Request bodies of the console's coupon and shopping-card routes, shared with admin/ like contract.ts.
// Money is integer cents; times are ISO strings.

const Page = {
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
}
const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000 })

/**
 * Made by the console when a dialog opens and sent with every try of it: the server carries the action out once
 * per id (admin/once.ts), so a double click or a retry after a lost answer issues nothing more.
 */
export const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

export const CouponQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 40 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  ...Page
})

/** kind 1 full reduction (amount off at threshold), kind 2 discount (rate percent paid, max_discount cap, 0 none). */
export const CouponInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40 }),
  kind: Type.Union([Type.Literal(1), Type.Literal(2)]),
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

/** Shoppers by phone (11 digits) or user id, one per entry. */
/** Stopping is not undone: the console's confirmation is asked by the server too. */
export const CouponStop = Type.Object({ confirm: Type.Literal(true) })

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
  phone: Type.Optional(Type.String({ pattern: '^1\\d{10}$' })),
  batch_id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...Page
})

export const CardFreeze = Type.Object({
  frozen: Type.Boolean(),
  reason: Type.String({ minLength: 1, maxLength: 100 }),
  confirm: Type.Literal(true)
})
