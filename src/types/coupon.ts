/** 1 full reduction (amount off above a threshold), 2 discount (pay rate percent). */
export type CouponKind = 1 | 2
export type CouponListStatus = 'unused' | 'used' | 'expired'

export interface CouponTemplateView {
  coupon_id: number
  name: string
  kind: CouponKind
  threshold: number
  amount: number
  rate: number
  max_discount: number
  /** Sub-categories included; null for all goods. */
  category_id: number | null
  /** Human text of the rule, e.g. 满100减10. */
  rule_text: string
  scope_text: string
}

export interface UserCoupon extends CouponTemplateView {
  id: number
  status: CouponListStatus
  /** Held by an unpaid order. */
  locked: boolean
  valid_from: number
  valid_to: number
}

/** A coupon checked against the goods of one order. */
export interface UsableCoupon extends UserCoupon {
  usable: boolean
  /** What it would take off this order, cents. */
  discount: number
  reason: string
}

export interface CouponCenterItem extends CouponTemplateView {
  remain: number
  received: number
  can_receive: boolean
  valid_text: string
}

export interface CouponListResult {
  list: UserCoupon[]
  counts: Record<CouponListStatus, number>
  /** Coupons in the asked tab (list holds one page of them when page is given). */
  total: number
}
