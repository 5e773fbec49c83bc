import { Text, View } from '@tarojs/components'
import GoodsCard, { fromSkuActivities } from '@/components/goods-card'
import { openGoods } from './goods-nav'
import { asText, optionSkuIds, type RendererProps } from './types'

/** goods-waterfall: a titled two-column grid of goods (为你推荐). */
export default function GoodsWaterfall({ inputProps, activities }: RendererProps) {
  const entries = optionSkuIds(inputProps.options)
    .map((id) => activities[String(id)])
    .filter(Boolean)
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
