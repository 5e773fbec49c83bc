import { Text, View } from '@tarojs/components'
import { Suspense, useState } from 'react'
import { ORDER_STATUS } from '@contract/enums'
import { usePageData } from '@/hooks/use-page-data'
import { getOrderReviews } from '@/services/api/review'
import type { OrderReviewLine } from '@contract/schemas/review'
import { ReviewSheet } from '../sheets'
import '../index.scss'
import GoodsImage from '@/components/goods-image'

const RECEIVED: number[] = [ORDER_STATUS.delivered, ORDER_STATUS.completed]

export interface OrderReviewsProps {
  order: { id: number; status: number }
}

/**
 * 评价商品 on order-detail: once the order is received, each line with 评价 (opens the sheet) or 已评价. Nothing
 * before receipt; the server refuses a review of an order not received anyway.
 */
export default function OrderReviews({ order }: OrderReviewsProps) {
  const received = RECEIVED.includes(order.status)
  const state = usePageData(() => getOrderReviews({ order_id: order.id }, { noTip: true }), [order.id, received], {
    enabled: received
  })
  const [writing, setWriting] = useState<OrderReviewLine | null>(null)
  const lines = state.data?.can_review ? state.data.lines : []
  if (!received || !lines.length) return null
  return (
    <View className='order-reviews'>
      <View className='order-reviews__title' role='heading' aria-level={2}>
        评价商品
      </View>
      {lines.map((l) => (
        <View key={l.sku_id} className='order-reviews__line'>
          {/* 96 px (review/index.scss): the icon size, as `thumb` would be 2.5 times what a 2x screen shows. */}
          <GoodsImage className='order-reviews__img' goods={l} size='icon' />
          <Text className='order-reviews__name'>{l.title}</Text>
          {l.reviewed ? (
            <Text className='order-reviews__done'>已评价</Text>
          ) : (
            <View
              className='order-reviews__btn'
              role='button'
              aria-label={`评价 ${l.title}`}
              {...({ tabindex: 0 } as Record<string, number>)}
              onClick={() => setWriting(l)}
            >
              <Text>评价</Text>
            </View>
          )}
        </View>
      ))}
      {writing && (
        <Suspense fallback={null}>
          <ReviewSheet
            orderId={order.id}
            line={writing}
            onClose={() => setWriting(null)}
            onDone={() => {
              setWriting(null)
              void state.reload()
            }}
          />
        </Suspense>
      )}
    </View>
  )
}
