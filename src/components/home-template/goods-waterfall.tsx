import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import GoodsCard, { fromSkuActivities } from '@/components/goods-card'
import { openGoods } from './goods-nav'
import { asText, optionSkuIds, type RendererProps } from './types'

/** Cards drawn at first, and added each time the shopper reaches the bottom. */
export const WATERFALL_STEP = 8

/**
 * goods-waterfall: a titled two-column grid of goods (为你推荐). It grows as the shopper scrolls, so the
 * first screen draws a few cards rather than the whole feed.
 */
export default function GoodsWaterfall({ inputProps, activities }: RendererProps) {
  const [shown, setShown] = useState(WATERFALL_STEP)
  const all = optionSkuIds(inputProps.options)
    .map((id) => activities[String(id)])
    .filter(Boolean)
  useReachBottom(() => setShown((n) => (n < all.length ? n + WATERFALL_STEP : n)))
  const entries = all.slice(0, shown)
  if (!entries.length) return null
  const title = asText(inputProps.title)
  // Alternating columns: the cards are of one height, so both columns end level.
  const columns = [entries.filter((_, i) => i % 2 === 0), entries.filter((_, i) => i % 2 === 1)]
  return (
    <View className='home-waterfall' role='region' aria-label={title || '为你推荐'}>
      {title && (
        <View className='home-section__head'>
          <Text className='home-section__title'>{title}</Text>
        </View>
      )}
      <View className='home-waterfall__columns'>
        {columns.map((col, c) => (
          <View key={c} className='home-waterfall__column'>
            {col.map((e) => (
              <GoodsCard
                key={e.sku_id}
                className='home-waterfall__card'
                goods={fromSkuActivities(e)}
                layout='waterfall'
                onClick={() => openGoods(e.sku_id)}
              />
            ))}
          </View>
        ))}
      </View>
    </View>
  )
}
