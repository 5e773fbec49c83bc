import { Text, View } from '@tarojs/components'
import { GROUP_STATUS, ORDER_STATUS } from '@contract/enums'
import { useEffect } from 'react'
import EmptyState from '@/components/empty-state'
import { LoadState } from '@/components/load-state'
import OrderGoods from '@/components/order-goods'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import ResultScreen from '@/components/result-screen'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { navigate, redirectTo } from '@/navigation'
import { getOrderInfo } from '@/services/api/order'
import type { OrderInfo } from '@contract/schemas/order'
import { formatTime } from '@/utils/format'
import './index.scss'

/** Where the money of a failed group stands: refunded, on its way, or nothing was paid. */
function RefundState({ order }: { order: OrderInfo }) {
  const m = order.money_refund
  if (!m)
    return (
      <Text className='ogc-refund__text'>{order.pay_time ? '退款处理中，请稍后刷新查看' : '订单未支付，无需退款'}</Text>
    )
  return (
    <View className='ogc-refund'>
      <View className='ogc-refund__row'>
        <Text className='ogc-refund__label'>退款状态</Text>
        <Text className='ogc-refund__value'>{m.status_text}</Text>
      </View>
      <View className='ogc-refund__row'>
        <Text className='ogc-refund__label'>退款金额</Text>
        <Price cents={m.amount} size='small' />
      </View>
      {order.payway_name && (
        <View className='ogc-refund__row'>
          <Text className='ogc-refund__label'>退回至</Text>
          <Text className='ogc-refund__value'>{order.payway_name}</Text>
        </View>
      )}
      {m.finish_time && (
        <View className='ogc-refund__row'>
          <Text className='ogc-refund__label'>到账时间</Text>
          <Text className='ogc-refund__value'>{formatTime(m.finish_time)}</Text>
        </View>
      )}
    </View>
  )
}

/** A group that did not fill in time: the order closed, and what happened to the money. */
export default function OrderDetailGroupClosedPage() {
  const { id } = usePageParams<'order-detail-group-closed'>()
  const data = usePageData(() => getOrderInfo({ id: Number(id) }), [id], { refreshOnShow: true, enabled: Boolean(id) })
  const o = data.data
  useEffect(() => {
    // A group still forming or filled is not closed: show it where it belongs.
    if (o && o.group?.status !== GROUP_STATUS.failed)
      void redirectTo(o.status === ORDER_STATUS.awaitGrouped ? 'order-detail-group' : 'order-detail', { id: o.id })
  }, [o])
  if (!id)
    return (
      <PageLayout page='order-detail-group-closed'>
        <EmptyState title='订单不存在' description='链接缺少订单编号' />
      </PageLayout>
    )
  return (
    <PageLayout page='order-detail-group-closed'>
      <LoadState of={data}>
        {(order) => (
          <ResultScreen
            status='fail'
            title='拼团未成功'
            description='很遗憾，拼团时间结束时人数未满，订单已关闭'
            primaryAction={{
              text: '重新开团',
              onClick: () => void navigate('goods-info', { sku_id: order.lines[0]?.sku_id })
            }}
            secondaryAction={{
              text: '查看订单',
              onClick: () => void navigate('order-detail', { id: order.id })
            }}
          >
            <View className='ogc-box'>
              <OrderGoods lines={order.lines} />
            </View>
            <View className='ogc-box'>
              <RefundState order={order} />
            </View>
          </ResultScreen>
        )}
      </LoadState>
    </PageLayout>
  )
}
