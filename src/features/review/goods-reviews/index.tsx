import { Text, View } from '@tarojs/components'
import { Suspense, useState } from 'react'
import { usePageData } from '@/hooks/use-page-data'
import { getReviewList } from '@/services/api/review'
import ReviewCard from '../review-card'
import { ReviewListSheet } from '../sheets'
import '../index.scss'

/** How many of the newest reviews the goods page shows before 全部评价. */
export const LATEST = 2

/**
 * 评价 on goods-info: the count, the rating (好评率 and the average), the newest reviews, and 全部评价 opening the
 * paged sheet. A failed load leaves the section out: the goods page is there to buy from.
 */
export default function GoodsReviews({ skuId }: { skuId: number }) {
  const latest = usePageData(
    () => getReviewList({ sku_id: skuId, page: 1, page_size: LATEST }, { noTip: true }),
    [skuId],
    {
      enabled: skuId > 0
    }
  )
  const [all, setAll] = useState(false)
  const data = latest.data
  if (!data) return null
  const { summary } = data
  return (
    <View className='goods-reviews'>
      <View className='goods-reviews__head'>
        <View className='goods-reviews__title' role='heading' aria-level={2}>
          评价（{summary.count}）
        </View>
        {summary.count > 0 && (
          <Text className='goods-reviews__rate'>
            好评率 {summary.good_rate}% · {summary.rating.toFixed(1)} 分
          </Text>
        )}
      </View>
      {data.list.length ? (
        data.list.map((r) => <ReviewCard key={r.id} review={r} />)
      ) : (
        <Text className='goods-reviews__none'>暂无评价，买过的朋友还没有说</Text>
      )}
      {summary.count > 0 && (
        <View
          className='goods-reviews__all'
          role='button'
          aria-haspopup='dialog'
          {...({ tabindex: 0 } as Record<string, number>)}
          onClick={() => setAll(true)}
        >
          <Text>全部评价</Text>
        </View>
      )}
      {all && (
        <Suspense fallback={null}>
          <ReviewListSheet skuId={skuId} summary={summary} onClose={() => setAll(false)} />
        </Suspense>
      )}
    </View>
  )
}
