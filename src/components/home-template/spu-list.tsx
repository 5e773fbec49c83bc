import { Text, View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import Countdown from '@/components/countdown'
import GoodsCard, { currentActivity, fromSkuActivities } from '@/components/goods-card'
import { PRODUCT_KIND } from '@contract/enums'
import type { SkuActivities } from '@contract/schemas/goods'
import { openGoods } from './goods-nav'
import { openLink } from './open-link'
import { asText, optionSkuIds, type RendererProps } from './types'

/** The earliest end among the running flash sales of the row: the row's countdown. */
export function flashEnd(entries: SkuActivities[]): number | null {
  let end: number | null = null
  for (const e of entries) {
    const act = currentActivity(e.activities)
    if (act && act.kind === PRODUCT_KIND.flash && (end === null || act.end_time < end)) end = act.end_time
  }
  return end
}

/** spu-list: a titled row of goods that scrolls sideways (限时秒杀, 拼团特惠), with 更多 when linked. */
export default function SpuList({ inputProps, activities }: RendererProps) {
  const rowRef = useRef<HTMLElement | null>(null)
  // H5: the sideways list is a scrolling box, which must be reachable by keyboard.
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5') rowRef.current?.setAttribute?.('tabindex', '0')
  })
  const entries = optionSkuIds(inputProps.options)
    .map((id) => activities[String(id)])
    .filter(Boolean)
  if (!entries.length) return null
  const title = asText(inputProps.title)
  const moreText = asText(inputProps.more_text) || '更多'
  const moreLink = asText(inputProps.more_link)
  const end = Number(inputProps.kind) === PRODUCT_KIND.flash ? flashEnd(entries) : null
  return (
    <View className='home-spu-list' role='region' aria-label={title || '商品推荐'}>
      <View className='home-section__head'>
        {title && <Text className='home-section__title'>{title}</Text>}
        {end !== null && <Countdown endAt={end} prefix='距结束' size='small' className='home-spu-list__countdown' />}
        {moreLink && (
          <View
            className='home-section__more'
            role='link'
            aria-label={`${title}${moreText}`}
            onClick={() => void openLink(moreLink)}
          >
            <Text>{moreText} ›</Text>
          </View>
        )}
      </View>
      {/* A plain scrolling box: Taro's H5 scroll-view takes its height only once upgraded, which shifted
          everything below it as the page loaded. */}
      <View className='home-spu-list__row' ref={rowRef as never}>
        {entries.map((e) => (
          <View key={e.sku_id} className='home-spu-list__cell'>
            {/* A 240 px cell (index.scss): `list` would be more than twice what it shows on a 1.75x phone. */}
            <GoodsCard
              goods={fromSkuActivities(e)}
              layout='waterfall'
              imageSize='thumb'
              onClick={() => openGoods(e.sku_id)}
            />
          </View>
        ))}
      </View>
    </View>
  )
}
