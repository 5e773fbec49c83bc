import { Text, View } from '@tarojs/components'
import { GROUP_STATUS, ORDER_STATUS } from '@contract/enums'
import Taro from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { Suspense, useEffect, useState } from 'react'
import Countdown from '@/components/countdown'
import EmptyState from '@/components/empty-state'
import { LoadState } from '@/components/load-state'
import OrderGoods from '@/components/order-goods'
import PageLayout from '@/components/page-layout'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { navigate, pageUrl, redirectTo } from '@/navigation'
import { getOrderInfo } from '@/services/api/order'
import type { OrderInfo } from '@contract/schemas/order'
import { toast } from '@/utils/feedback'
import { SharePoster } from '@/features/catalogue/share-poster/load'
import { Members } from './parts'
import './index.scss'
import { imageUrl } from '@/utils/image'

/** Where a friend joins this group: the goods page with the group to join (goods-info passes group_id on). */
const joinPath = (o: OrderInfo) => pageUrl('goods-info', { sku_id: o.lines[0]?.sku_id, group_id: o.group?.group_id })

function shareTitle(o: OrderInfo) {
  const left = o.group ? Math.max(0, o.group.size - o.group.joined) : 0
  return `还差${left}人成团，一起拼「${o.lines[0]?.title ?? ''}」`
}

async function copyInvite(o: OrderInfo) {
  let link = joinPath(o)
  if (process.env.TARO_ENV === 'h5') link = `${window.location.origin}${window.location.pathname}#${link}`
  try {
    await Taro.setClipboardData({ data: `${shareTitle(o)} ${link}` })
    void toast('邀请链接已复制，快去发给好友吧')
  } catch {
    void toast('复制失败，请稍后重试')
  }
}

/** A group order: members, seats left, time left, and an invitation to fill it. */
export default function OrderDetailGroupPage() {
  const { id } = usePageParams<'order-detail-group'>()
  const data = usePageData(() => getOrderInfo({ id: Number(id) }), [id], { refreshOnShow: true, enabled: Boolean(id) })
  const o = data.data
  const [poster, setPoster] = useState(false)
  useEffect(() => {
    // Not (or no longer) a forming group: the page that tells this order's story.
    if (!o) return
    if (!o.group) void redirectTo('order-detail', { id: o.id })
    else if (o.group.status === GROUP_STATUS.failed) void redirectTo('order-detail-group-closed', { id: o.id })
  }, [o])
  const mini = process.env.TARO_ENV !== 'h5'
  if (!id)
    return (
      <PageLayout page='order-detail-group'>
        <EmptyState title='订单不存在' description='链接缺少订单编号' />
      </PageLayout>
    )
  return (
    <PageLayout
      page='order-detail-group'
      className='order-group'
      share={o?.group ? { title: shareTitle(o), path: joinPath(o) } : undefined}
    >
      <LoadState of={data}>
        {(order) => {
          const g = order.group
          if (!g) return null
          const left = Math.max(0, g.size - g.joined)
          const forming = g.status === GROUP_STATUS.forming && order.status === ORDER_STATUS.awaitGrouped
          return (
            <View>
              <View className='og-card'>
                <OrderGoods lines={order.lines} linkToGoods />
              </View>
              <View className='og-card og-state' role='status'>
                <Text className='og-state__title'>
                  {g.status === GROUP_STATUS.formed ? '拼团成功' : forming ? `还差 ${left} 人成团` : order.status_text}
                </Text>
                <Text className='og-state__desc'>
                  {g.status === GROUP_STATUS.formed
                    ? '人已凑齐，商家将尽快发货'
                    : `${g.size} 人团，人满即发货，到时未成团将自动退款`}
                </Text>
                {forming && (
                  <Countdown
                    className='og-state__clock'
                    endAt={g.expire_time}
                    prefix='剩余'
                    onEnd={() => void data.reload()}
                  />
                )}
                <Members group={g} />
              </View>
              <View className='og-actions'>
                {forming &&
                  (mini ? (
                    <Button className='og-actions__invite' type='primary' block openType='share'>
                      邀请好友参团
                    </Button>
                  ) : (
                    <Button className='og-actions__invite' type='primary' block onClick={() => void copyInvite(order)}>
                      邀请好友参团
                    </Button>
                  ))}
                {forming && order.lines[0] && (
                  <Button className='og-actions__view' fill='outline' block onClick={() => setPoster(true)}>
                    生成分享海报
                  </Button>
                )}
                <Button
                  className='og-actions__view'
                  fill='outline'
                  block
                  onClick={() => void navigate('order-detail', { id: order.id })}
                >
                  查看订单详情
                </Button>
              </View>
              {poster && order.lines[0] && (
                <Suspense fallback={null}>
                  <SharePoster
                    skuId={order.lines[0].sku_id}
                    groupId={g.group_id}
                    title={order.lines[0].title}
                    image={imageUrl(order.lines[0], 'large', 'jpg')}
                    cents={order.lines[0].price}
                    priceLabel={`${g.size}人拼团价`}
                    onClose={() => setPoster(false)}
                  />
                </Suspense>
              )}
            </View>
          )
        }}
      </LoadState>
    </PageLayout>
  )
}
