import { Text } from '@tarojs/components'
import { useThemeStore } from '@/stores/theme'
import './index.scss'

export interface PriceProps {
  /** Integer cents, as the API sends money. */
  cents: number
  /** Market (list) price: grey, struck through, no theme colour. */
  strike?: boolean
  size?: 'small' | 'normal' | 'large'
  className?: string
  /** Drawn as ¥**** and read as 金额已隐藏 (the pension overview's hide-amount eye). */
  hidden?: boolean
}

/** A hidden amount is one picture named 金额已隐藏, not the four asterisks (Taro's Text types have no role). */
const HIDDEN_A11Y = { role: 'img', 'aria-label': '金额已隐藏' } as Record<string, string>

/** Splits integer cents into sign, whole yuan and two-digit fen without floating-point arithmetic. */
export function splitCents(cents: number): { negative: boolean; yuan: string; fen: string } | null {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return null
  const whole = Math.round(cents)
  const abs = Math.abs(whole)
  return { negative: whole < 0, yuan: String(Math.floor(abs / 100)), fen: String(abs % 100).padStart(2, '0') }
}

/** The one way money is shown: '¥' + yuan with the decimals set smaller; '¥--' when the amount is unusable. */
export default function Price({ cents, strike = false, size = 'normal', className = '', hidden = false }: PriceProps) {
  // The theme's --price-color: price_color when it is a valid colour, else the primary colour.
  const priceColor = useThemeStore((s) => s.cssVars['--price-color'])
  const parts = splitCents(cents)
  const classes = ['price', `price--${size}`, strike ? 'price--strike' : '', className].filter(Boolean).join(' ')
  const style = !strike && priceColor ? { color: priceColor } : undefined
  if (hidden) {
    return (
      <Text className={`${classes} price--hidden`} style={style} {...HIDDEN_A11Y}>
        <Text className='price__symbol'>¥</Text>
        <Text className='price__yuan'>****</Text>
      </Text>
    )
  }
  if (!parts) {
    return (
      <Text className={classes} style={style}>
        ¥--
      </Text>
    )
  }
  return (
    <Text className={classes} style={style}>
      {parts.negative ? '-' : ''}
      <Text className='price__symbol'>¥</Text>
      <Text className='price__yuan'>{parts.yuan}</Text>
      <Text className='price__fen'>.{parts.fen}</Text>
    </Text>
  )
}
