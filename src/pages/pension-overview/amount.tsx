import { View } from '@tarojs/components'
import { Eye, MaskClose } from '@nutui/icons-react-taro'
import { tapProps } from '@/components/menu-row'
import Price, { type PriceProps } from '@/components/price'
import { navigate } from '@/navigation'
import { useAmountsStore } from '@/stores/amounts'

/** The seeded article that states the cashback and withdrawal rules (养老金账户服务协议, key pension-terms). */
export const PENSION_RULES_KEY = 'pension-terms'

export const AMOUNT_TEXT = { hide: '隐藏金额', show: '显示金额', rules: '规则说明' } as const

/** An amount of this page: the one Price, drawn as ¥**** while the shopper has hidden the amounts. */
export function Amount(props: Omit<PriceProps, 'hidden'>) {
  const hidden = useAmountsStore((s) => s.hidden)
  return <Price {...props} hidden={hidden} />
}

/** The eye beside 累计返现: hides or shows every amount of the page; the choice is kept on the device. */
export function AmountToggle() {
  const hidden = useAmountsStore((s) => s.hidden)
  const toggle = useAmountsStore((s) => s.toggleHidden)
  return (
    <View
      className='pov-eye'
      {...tapProps('button', hidden ? AMOUNT_TEXT.show : AMOUNT_TEXT.hide)}
      aria-pressed={hidden}
      onClick={toggle}
    >
      {hidden ? <MaskClose aria-hidden='true' /> : <Eye aria-hidden='true' />}
    </View>
  )
}

/** 规则说明: how cashback is counted, settled and withdrawn. */
export function RulesLink() {
  return (
    <View
      className='pov-link pov-rules'
      {...tapProps('link')}
      onClick={() => void navigate('article-detail', { key: PENSION_RULES_KEY }).catch(() => undefined)}
    >
      {AMOUNT_TEXT.rules} ›
    </View>
  )
}
