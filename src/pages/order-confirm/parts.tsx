import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import Price from '@/components/price'
import type { UsableCoupon } from '@contract/schemas/coupon'
import type { OrderAddress, OrderConfirmResult } from '@contract/schemas/order'

/** A tab stop for tappable Views (H5 keyboard users; a page of Views has nothing focusable otherwise). */
const TAB_STOP = { tabindex: 0 } as Record<string, number>

export function AddressCard({ address, onTap }: { address: OrderAddress | null; onTap: () => void }) {
  if (!address)
    return (
      <View className='oc-address oc-address--empty' role='button' {...TAB_STOP} onClick={onTap}>
        <Text className='oc-address__add'>添加收货地址</Text>
        <Text className='oc-address__more' aria-hidden='true'>
          〉
        </Text>
      </View>
    )
  return (
    <View className='oc-address' role='button' {...TAB_STOP} onClick={onTap}>
      <View className='oc-address__body'>
        <Text className='oc-address__who'>
          {address.name} {address.phone}
        </Text>
        <Text className='oc-address__full'>{address.full}</Text>
      </View>
      <Text className='oc-address__more'>更换</Text>
    </View>
  )
}

export function Line({ label, children, onTap }: { label: string; children: React.ReactNode; onTap?: () => void }) {
  return (
    <View
      className={`oc-line${onTap ? ' oc-line--tap' : ''}`}
      {...(onTap ? { role: 'button', tabindex: 0, onClick: onTap } : {})}
    >
      <Text className='oc-line__label'>{label}</Text>
      <View className='oc-line__value'>
        {children}
        {onTap && (
          <Text className='oc-line__more' aria-hidden='true'>
            {' 〉'}
          </Text>
        )}
      </View>
    </View>
  )
}

/** The coupon line's value: the saving, none chosen, or none usable. */
export function couponSummary(c: OrderConfirmResult): { text: string; saving: number } {
  const chosen = c.coupons.find((x) => x.id === c.coupon_id)
  if (chosen) return { text: chosen.name, saving: chosen.discount }
  const usable = c.coupons.filter((x) => x.usable).length
  return { text: usable ? `${usable} 张可用，未使用` : '暂无可用优惠券', saving: 0 }
}

export interface CouponSheetProps {
  visible: boolean
  coupons: UsableCoupon[]
  chosenId: number | null
  onChoose: (couponId: number) => void
  onClose: () => void
}

/** Pick a coupon for this order (usable first, each with its saving) or none. */
export function CouponSheet({ visible, coupons, chosenId, onChoose, onClose }: CouponSheetProps) {
  const sorted = [...coupons].sort((a, b) => Number(b.usable) - Number(a.usable) || b.discount - a.discount)
  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} className='oc-coupons'>
      <View className='oc-coupons__head'>
        <Text className='oc-coupons__title'>选择优惠券</Text>
        <View className='oc-coupons__close' role='button' {...TAB_STOP} aria-label='关闭' onClick={onClose}>
          <Text aria-hidden='true'>×</Text>
        </View>
      </View>
      <View className='oc-coupons__list' role='radiogroup' aria-label='优惠券'>
        {sorted.map((c) => (
          <View
            key={c.id}
            className={`oc-coupon${c.usable ? '' : ' oc-coupon--off'}`}
            role='radio'
            {...TAB_STOP}
            aria-checked={c.id === chosenId}
            aria-disabled={!c.usable}
            onClick={() => c.usable && onChoose(c.id)}
          >
            <View className='oc-coupon__body'>
              <Text className='oc-coupon__name'>{c.name}</Text>
              <Text className='oc-coupon__rule'>
                {c.rule_text} · {c.scope_text}
              </Text>
              {!c.usable && c.reason && <Text className='oc-coupon__reason'>{c.reason}</Text>}
            </View>
            {c.usable && (
              <View className='oc-coupon__saving'>
                <Text>省</Text>
                <Price cents={c.discount} size='small' />
              </View>
            )}
            <View className={`oc-radio${c.id === chosenId ? ' oc-radio--on' : ''}`} aria-hidden='true' />
          </View>
        ))}
        <View
          className='oc-coupon'
          role='radio'
          {...TAB_STOP}
          aria-checked={chosenId === null}
          onClick={() => onChoose(0)}
        >
          <View className='oc-coupon__body'>
            <Text className='oc-coupon__name'>不使用优惠券</Text>
          </View>
          <View className={`oc-radio${chosenId === null ? ' oc-radio--on' : ''}`} aria-hidden='true' />
        </View>
      </View>
    </Popup>
  )
}
