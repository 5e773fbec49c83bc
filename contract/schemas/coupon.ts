import { Type, type Static } from '@sinclair/typebox'
import { COUPON_KIND } from '../enums'
import { CountsOf, Enum, Nullable, OneOf } from './common'

/** COUPON_KIND: 1 full reduction (amount off above a threshold), 2 discount (pay rate percent). */
export type CouponKind = Static<typeof CouponKind>
export const CouponKind = Enum(COUPON_KIND)

export type CouponListStatus = Static<typeof CouponListStatus>
export const COUPON_LIST_STATUS_KEYS = ['unused', 'used', 'expired'] as const
export const CouponListStatus = OneOf(COUPON_LIST_STATUS_KEYS)

export type CouponTemplateView = Static<typeof CouponTemplateView>
export const CouponTemplateView = Type.Object({
  coupon_id: Type.Number(),
  name: Type.String(),
  kind: CouponKind,
  threshold: Type.Number(),
  amount: Type.Number(),
  rate: Type.Number(),
  max_discount: Type.Number(),
  /** Sub-categories included; null for all goods. */
  category_id: Nullable(Type.Number()),
  /** Human text of the rule, e.g. 满100减10. */
  rule_text: Type.String(),
  scope_text: Type.String()
})

export type UserCoupon = Static<typeof UserCoupon>
export const UserCoupon = Type.Composite([
  CouponTemplateView,
  Type.Object({
    id: Type.Number(),
    status: CouponListStatus,
    /** Held by an unpaid order. */
    locked: Type.Boolean(),
    valid_from: Type.Number(),
    valid_to: Type.Number()
  })
])

/** A coupon checked against the goods of one order. */
export type UsableCoupon = Static<typeof UsableCoupon>
export const UsableCoupon = Type.Composite([
  UserCoupon,
  Type.Object({
    usable: Type.Boolean(),
    /** What it would take off this order, cents. */
    discount: Type.Number(),
    reason: Type.String()
  })
])

export type CouponCenterItem = Static<typeof CouponCenterItem>
export const CouponCenterItem = Type.Composite([
  CouponTemplateView,
  Type.Object({
    remain: Type.Number(),
    received: Type.Number(),
    can_receive: Type.Boolean(),
    valid_text: Type.String()
  })
])

export type CouponListResult = Static<typeof CouponListResult>
export const CouponListResult = Type.Object({
  list: Type.Array(UserCoupon),
  counts: CountsOf(COUPON_LIST_STATUS_KEYS),
  /** Coupons in the asked tab (list holds one page of them when page is given). */
  total: Type.Number()
})
