import { Text, View } from '@tarojs/components'
import type { CouponListStatus, UserCoupon } from '@contract/schemas/coupon'
import { COUPON_TABS, tabTitle, validityText } from '@/features/wallet/coupon-center/coupon-logic'
import { CouponFace, CouponRules } from '@/features/wallet/coupon-center/parts'

/** A tab stop for tappable Views (H5 keyboard users; a page of Views has nothing focusable otherwise). */
const TAB_STOP = { tabindex: 0 } as Record<string, number>

interface TabsProps {
  active: CouponListStatus
  counts?: Record<CouponListStatus, number>
  onChange: (t: CouponListStatus) => void
}

export function CouponTabs({ active, counts, onChange }: TabsProps) {
  return (
    <View className='mc-tabs' role='tablist' aria-label='优惠券状态'>
      {COUPON_TABS.map((t) => (
        <View
          key={t.key}
          className={`mc-tabs__tab${t.key === active ? ' mc-tabs__tab--on' : ''}`}
          role='tab'
          {...TAB_STOP}
          aria-selected={t.key === active}
          onClick={() => t.key !== active && onChange(t.key)}
        >
          <Text>{tabTitle(t.title, counts?.[t.key])}</Text>
        </View>
      ))}
    </View>
  )
}

const STAMP: Record<CouponListStatus, string> = { unused: '', used: '已使用', expired: '已过期' }

/** One of the shopper's coupons; 去使用 on usable ones. */
export function CouponCard({ coupon, onUse }: { coupon: UserCoupon; onUse: (c: UserCoupon) => void }) {
  const usable = coupon.status === 'unused' && !coupon.locked
  return (
    <View className={`mc-card${coupon.status === 'unused' ? '' : ' mc-card--off'}`}>
      <View className='mc-card__main'>
        <CouponFace coupon={coupon} />
        <View className='mc-card__info'>
          <Text className='mc-card__name'>{coupon.name}</Text>
          <Text className='mc-card__meta'>{coupon.scope_text}</Text>
          <Text className='mc-card__meta'>{validityText(coupon)}</Text>
        </View>
        <View className='mc-card__side'>
          {usable && (
            <View className='mc-card__use' role='button' {...TAB_STOP} onClick={() => onUse(coupon)}>
              <Text>去使用</Text>
            </View>
          )}
          {coupon.status === 'unused' && coupon.locked && <Text className='mc-card__stamp'>待支付订单占用</Text>}
          {STAMP[coupon.status] && <Text className='mc-card__stamp'>{STAMP[coupon.status]}</Text>}
        </View>
      </View>
      <CouponRules coupon={coupon} />
    </View>
  )
}
