import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { pensionTagStyle, pensionTagText } from '@/components/goods-card'
import Price from '@/components/price'
import { stockText } from '@/components/sku-sheet/sku-logic'
import { useThemeStore } from '@/stores/theme'
import type { GoodsInfo, GoodsSku } from '@contract/schemas/goods'
import { toast } from '@/utils/feedback'

/** H5 has no share menu: 分享 copies the page's address. Mini programs share through the menu. */
async function copyLink() {
  if (process.env.TARO_ENV === 'h5') {
    try {
      await Taro.setClipboardData({ data: window.location.href })
      void toast('链接已复制，快去分享给好友吧')
    } catch {
      void toast('复制失败，请复制浏览器地址栏中的链接')
    }
  }
}

interface HeadlineProps {
  info: GoodsInfo
  sku: GoodsSku
  /** An activity band shows the price already. */
  showPrice: boolean
  /** 分享海报: opens the poster sheet. */
  onPoster?: () => void
}

/** Price (when no activity band shows it), pension cashback tag, title, subtitle, sales, 分享. */
export function Headline({ info, sku, showPrice, onPoster }: HeadlineProps) {
  const pensionVisible = useThemeStore((s) => s.config.pension_visible)
  const tagTheme = useThemeStore((s) => s.config.pension_tag_theme)
  const tag = pensionVisible ? pensionTagText(sku.cashback) : null
  return (
    <View className='goods-head'>
      {(showPrice || tag) && (
        <View className='goods-head__prices'>
          {showPrice && <Price cents={sku.price} size='large' />}
          {showPrice && sku.market_price > sku.price && <Price cents={sku.market_price} strike size='small' />}
          {tag && (
            <Text className={`goods-head__pension goods-head__pension--${pensionTagStyle(tagTheme)}`}>购物{tag}</Text>
          )}
        </View>
      )}
      <View className='goods-head__title-row'>
        <View className='goods-head__title' role='heading' aria-level={1}>
          <Text>{info.title}</Text>
        </View>
        {onPoster && (
          <View className='goods-head__share' role='button' aria-label='分享海报' onClick={onPoster}>
            <Text aria-hidden='true'>海报</Text>
          </View>
        )}
        {process.env.TARO_ENV === 'h5' && (
          <View
            className='goods-head__share'
            role='button'
            aria-label='分享（复制链接）'
            onClick={() => void copyLink()}
          >
            <Text aria-hidden='true'>分享</Text>
          </View>
        )}
      </View>
      {info.subtitle && <Text className='goods-head__subtitle'>{info.subtitle}</Text>}
      <View className='goods-head__meta'>
        {info.tags.map((t) => (
          <Text key={t} className='goods-head__tag'>
            {t}
          </Text>
        ))}
        <Text className='goods-head__sales'>已售 {info.sales}</Text>
      </View>
    </View>
  )
}

interface ChoiceRowsProps {
  info: GoodsInfo
  sku: GoodsSku
  qty: number
  /** The stock and limit the current way of buying has (an activity's own, else the SKU's). */
  stock: number
  limit: number
  onChoose: () => void
}

/** 已选 (opens the SKU sheet), stock, purchase limit, supplier. */
export function ChoiceRows({ info, sku, qty, stock, limit, onChoose }: ChoiceRowsProps) {
  const supplierVisible = useThemeStore((s) => s.config.supplier_visible)
  return (
    <View className='goods-rows'>
      <View
        className='goods-rows__row'
        role='button'
        aria-label={`已选 ${sku.spec_text} ${qty}件，点击修改`}
        onClick={onChoose}
      >
        <Text className='goods-rows__label'>已选</Text>
        <Text className='goods-rows__value'>
          {sku.spec_text ? `${sku.spec_text}，` : ''}
          {qty}件
        </Text>
        <Text className='goods-rows__more' aria-hidden='true'>
          ›
        </Text>
      </View>
      <View className='goods-rows__row'>
        <Text className='goods-rows__label'>库存</Text>
        <Text className={stock > 0 ? 'goods-rows__value' : 'goods-rows__value goods-rows__value--out'}>
          {stockText(stock)}
        </Text>
        {limit > 0 && <Text className='goods-rows__limit'>每人限购 {limit} 件</Text>}
      </View>
      {supplierVisible && info.supplier && (
        <View className='goods-rows__row'>
          <Text className='goods-rows__label'>供应商</Text>
          <Text className='goods-rows__value'>{info.supplier}</Text>
        </View>
      )}
    </View>
  )
}
