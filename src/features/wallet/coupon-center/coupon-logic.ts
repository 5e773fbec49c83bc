import type { CouponCenterItem, CouponListStatus, CouponTemplateView, UserCoupon } from '@contract/schemas/coupon'
import { formatTime } from '@/utils/format'
import { COUPON_KIND } from '@contract/enums'

export const COUPON_TABS: ReadonlyArray<{ key: CouponListStatus; title: string }> = [
  { key: 'unused', title: '可使用' },
  { key: 'used', title: '已使用' },
  { key: 'expired', title: '已过期' }
]

export const isCouponTab = (t?: string): t is CouponListStatus => COUPON_TABS.some((x) => x.key === t)

/** 可使用(3): the count once the server has told it. */
export function tabTitle(title: string, count: number | undefined): string {
  return count === undefined ? title : `${title}(${count})`
}

const yuan = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2))

/** A discount coupon's face: '9折', '8.5折'. Full-reduction coupons show their amount through Price. */
export function rateText(rate: number): string {
  return `${rate % 10 === 0 ? rate / 10 : (rate / 10).toFixed(1)}折`
}

/** The condition under the face: 满99元可用 / 无门槛. */
export function thresholdText(c: CouponTemplateView): string {
  return c.threshold > 0 ? `满${yuan(c.threshold)}元可用` : '无门槛'
}

/** 2025.03.01 - 2025.03.31 */
export function validityText(c: Pick<UserCoupon, 'valid_from' | 'valid_to'>): string {
  return `${formatTime(c.valid_from, 'YYYY.MM.DD')} - ${formatTime(c.valid_to, 'YYYY.MM.DD')}`
}

/** The rules behind 使用规则, one sentence a line. */
export function ruleLines(c: CouponTemplateView & { valid_from?: number; valid_to?: number; valid_text?: string }) {
  const lines = [`优惠内容：${c.rule_text}`, `适用范围：${c.scope_text}`]
  if (c.kind === COUPON_KIND.discount && c.max_discount > 0) lines.push(`最高可减${yuan(c.max_discount)}元`)
  if (c.valid_from !== undefined && c.valid_to !== undefined)
    lines.push(
      `有效期：${formatTime(c.valid_from, 'YYYY-MM-DD HH:mm')} 至 ${formatTime(c.valid_to, 'YYYY-MM-DD HH:mm')}`
    )
  else if (c.valid_text) lines.push(`有效期：${c.valid_text}`)
  lines.push('每笔订单限用一张，不与其他优惠券叠加；订单取消或退款后，未过期的券将退回')
  return lines
}

/** The centre's button: what the shopper can still do with a coupon on offer. */
export function centerAction(c: CouponCenterItem): { text: string; enabled: boolean } {
  if (c.can_receive) return { text: c.received > 0 ? '再领一张' : '立即领取', enabled: true }
  if (c.received > 0) return { text: '已领取', enabled: false }
  return { text: '已抢光', enabled: false }
}
