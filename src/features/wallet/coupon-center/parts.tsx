import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import Price from '@/components/price'
import { COUPON_KIND } from '@contract/enums'
import type { CouponTemplateView } from '@contract/schemas/coupon'
import { rateText, ruleLines, thresholdText } from './coupon-logic'

/** A tab stop for tappable Views (H5 keyboard users; a page of Views has nothing focusable otherwise). */
const TAB_STOP = { tabindex: 0 } as Record<string, number>

/** The face of a coupon: its amount (or rate) and its threshold. */
export function CouponFace({ coupon }: { coupon: CouponTemplateView }) {
  return (
    <View className='mc-face'>
      {coupon.kind === COUPON_KIND.fullReduction ? (
        <Price cents={coupon.amount} size='large' className='mc-face__amount' />
      ) : (
        <Text className='mc-face__rate'>{rateText(coupon.rate)}</Text>
      )}
      <Text className='mc-face__threshold'>{thresholdText(coupon)}</Text>
    </View>
  )
}

/** 使用规则 that opens under the card. */
export function CouponRules({ coupon }: { coupon: Parameters<typeof ruleLines>[0] }) {
  const [open, setOpen] = useState(false)
  return (
    <View className='mc-rules'>
      <View
        className='mc-rules__toggle'
        role='button'
        {...TAB_STOP}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Text>使用规则</Text>
        <Text className='mc-rules__arrow' aria-hidden='true'>
          {open ? '▲' : '▼'}
        </Text>
      </View>
      {open && (
        <View className='mc-rules__body'>
          {ruleLines(coupon).map((line) => (
            <Text key={line} className='mc-rules__line'>
              {line}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}
