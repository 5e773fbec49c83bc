import { ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getReviewList } from '@/services/api/review'
import type { Review, ReviewSummary } from '@contract/schemas/review'
import ReviewCard from './review-card'
import './index.scss'
import './sheets.scss'

export const PAGE_SIZE = 10
const TAB_STOP = { tabindex: 0 } as Record<string, number>

export interface ReviewListSheetProps {
  skuId: number
  summary: ReviewSummary
  onClose: () => void
}

/**
 * 全部评价: every visible review of the goods, newest first, a page at a time; scrolling to the end of the sheet
 * loads the next page (the 加载更多 button does the same for a keyboard or a screen reader).
 */
export default function ReviewListSheet({ skuId, summary, onClose }: ReviewListSheetProps) {
  const [items, setItems] = useState<Review[]>([])
  const [total, setTotal] = useState(summary.count)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  const page = useRef(0)
  const busy = useRef(false)
  const done = page.current > 0 && items.length >= total

  const more = useCallback(async () => {
    if (busy.current) return
    busy.current = true
    setState('loading')
    try {
      const res = await getReviewList({ sku_id: skuId, page: page.current + 1, page_size: PAGE_SIZE }, { noTip: true })
      page.current += 1
      setTotal(res.total)
      // A review written meanwhile shifts the pages by one: skip what is already shown.
      setItems((list) => [...list, ...res.list.filter((r) => !list.some((x) => x.id === r.id))])
      setState('idle')
    } catch {
      setState('error')
    } finally {
      busy.current = false
    }
  }, [skuId])

  useEffect(() => {
    void more()
  }, [more])

  return (
    <Popup visible position='bottom' round closeable={false} onClose={onClose}>
      <View className='review-list' role='dialog' aria-label='全部评价'>
        <View className='review-list__head'>
          <Text className='review-list__title'>全部评价（{total}）</Text>
          {summary.count > 0 && <Text className='review-list__rate'>好评率 {summary.good_rate}%</Text>}
          <View className='review-list__close' role='button' aria-label='关闭' {...TAB_STOP} onClick={onClose}>
            <Text aria-hidden='true'>×</Text>
          </View>
        </View>
        <ScrollView
          className='review-list__body'
          scrollY
          lowerThreshold={50}
          onScrollToLower={() => !done && state !== 'error' && void more()}
        >
          <View className='review-list__inner'>
            {items.map((r) => (
              <ReviewCard key={r.id} review={r} />
            ))}
            <View className='review-list__foot'>
              {state === 'loading' ? (
                <Text className='review-list__state'>加载中…</Text>
              ) : state === 'error' ? (
                <View className='review-list__more' role='button' {...TAB_STOP} onClick={() => void more()}>
                  <Text>加载失败，点击重试</Text>
                </View>
              ) : done ? (
                <Text className='review-list__state'>{total ? '没有更多评价了' : '暂无评价'}</Text>
              ) : (
                <View className='review-list__more' role='button' {...TAB_STOP} onClick={() => void more()}>
                  <Text>加载更多</Text>
                </View>
              )}
            </View>
          </View>
        </ScrollView>
      </View>
    </Popup>
  )
}
