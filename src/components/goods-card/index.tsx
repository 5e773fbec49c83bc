import { Text, View } from '@tarojs/components'
import Price from '@/components/price'
import { PRODUCT_KIND, type ProductKind } from '@contract/enums'
import { useThemeStore } from '@/stores/theme'
import type { GoodsCardItem } from '@contract/schemas/goods'
import { formatMoney } from '@/utils/format'
import './index.scss'
import GoodsImage from '@/components/goods-image'
import type { PictureSize } from '@/utils/image'

export type { GoodsCardItem } from '@contract/schemas/goods'
export { currentActivity, fromSkuActivities } from './adapt'

export type GoodsCardLayout = 'list' | 'waterfall'

export interface GoodsCardProps {
  goods: GoodsCardItem
  /** list: image left, text right (search results, favourites); waterfall: image on top, two columns. */
  layout?: GoodsCardLayout
  onClick?: (goods: GoodsCardItem) => void
  className?: string
  /**
   * The picture size for the card's square (docs/decisions/0034-pictures.md, at most twice what a 2x screen shows):
   * by default a list card's 200 px square takes `thumb` and a waterfall card, a column wide, `list`; a narrower
   * box (a home row's 240 px cell) says so.
   */
  imageSize?: PictureSize
}

/** Short badge words, as the server's search tags write them (PRODUCT_KIND_LABEL is the long form). */
export const ACTIVITY_BADGE: Record<ProductKind, string> = {
  [PRODUCT_KIND.flash]: '秒杀',
  [PRODUCT_KIND.group]: '拼团',
  [PRODUCT_KIND.package]: '套餐'
}

/** theme.config.pension_tag_theme: 1 outline; 2 (the default) and anything unknown filled. */
export function pensionTagStyle(theme: number): 'outline' | 'filled' {
  return theme === 1 ? 'outline' : 'filled'
}

/** Text of the cashback tag: with the amount when the item carries one; null when it earns nothing. */
export function pensionTagText(cashback: number | undefined): string | null {
  if (typeof cashback !== 'number' || !Number.isFinite(cashback)) return '返养老金'
  return cashback > 0 ? `返养老金${formatMoney(cashback)}` : null
}

/** The price shown and the one struck through beside it (only when higher). */
export function cardPrices(goods: GoodsCardItem): { now: number; was: number | null } {
  const kind = goods.kind ?? null
  const onActivity = kind !== null && typeof goods.activity_price === 'number'
  const now = onActivity ? (goods.activity_price as number) : goods.price
  let was: number | undefined
  // A bundle's price compares with its items bought one by one, not with one unit's market price.
  if (onActivity && kind === PRODUCT_KIND.package) was = goods.original_price
  else if (onActivity) was = goods.market_price && goods.market_price > now ? goods.market_price : goods.price
  else was = goods.market_price
  return { now, was: typeof was === 'number' && was > now ? was : null }
}

/** One goods item in a list or a waterfall: lazy image, two-line title, price, activity badge, cashback tag. */
export default function GoodsCard({ goods, layout = 'list', onClick, className = '', imageSize }: GoodsCardProps) {
  const pensionVisible = useThemeStore((s) => s.config.pension_visible)
  const tagTheme = useThemeStore((s) => s.config.pension_tag_theme)
  const supplierVisible = useThemeStore((s) => s.config.supplier_visible)
  const badge = goods.kind ? ACTIVITY_BADGE[goods.kind as ProductKind] : undefined
  const { now, was } = cardPrices(goods)
  const tag = pensionVisible ? pensionTagText(goods.cashback) : null
  const invalid = goods.valid === false
  const classes = ['goods-card', `goods-card--${layout}`, invalid ? 'goods-card--invalid' : '', className]
  return (
    <View
      className={classes.filter(Boolean).join(' ')}
      role='button'
      aria-disabled={invalid ? 'true' : undefined}
      onClick={() => onClick?.(goods)}
    >
      {/* A square box sized before the image loads: no layout shift, a placeholder colour meanwhile. */}
      <View className='goods-card__media'>
        <GoodsImage
          className='goods-card__image'
          goods={goods}
          size={imageSize ?? (layout === 'list' ? 'thumb' : 'list')}
        />
        {invalid && <Text className='goods-card__invalid'>已失效</Text>}
      </View>
      <View className='goods-card__body'>
        <View className='goods-card__title'>
          {badge && <Text className='goods-card__badge'>{badge}</Text>}
          <Text>{goods.title}</Text>
        </View>
        {layout === 'list' && supplierVisible && goods.supplier && (
          <Text className='goods-card__supplier'>{goods.supplier}</Text>
        )}
        <View className='goods-card__bottom'>
          <View className='goods-card__prices'>
            <Price cents={now} size={layout === 'list' ? 'normal' : 'small'} />
            {was !== null && <Price cents={was} strike size='small' className='goods-card__was' />}
          </View>
          {tag && (
            <Text className={`goods-card__pension goods-card__pension--${pensionTagStyle(tagTheme)}`}>{tag}</Text>
          )}
        </View>
      </View>
    </View>
  )
}
