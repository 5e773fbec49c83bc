import { Text, View } from '@tarojs/components'
import { ListState, LoadState } from '@/components/load-state'
import { tapProps } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import RefundProgress from '@/components/refund-progress'
import ResultScreen from '@/components/result-screen'
import { AFTER_SALE_RESULT, afterSaleDesc } from '@/constants/refund'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { usePagedList } from '@/hooks/use-paged-list'
import { type PageArgs, type PageName, navigate } from '@/navigation'
import { getAfterSaleInfo, getAfterSales, getOrderInfo } from '@/services/api/order'
import type { AfterSale } from '@contract/schemas/order'
import { formatTime } from '@/utils/format'
import { goHome } from '@/utils/route'
import './index.scss'

export const AFTER_SALE_TEXT = {
  none: '暂无售后申请',
  noneHint: '申请退款后，可在这里查看处理进度',
  detail: '查看退款详情',
  sendBack: '寄回商品并填写物流',
  order: '查看订单',
  home: '返回首页'
} as const

const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)

/** One application's outcome: the result screen with its progress and amount. */
function OneAfterSale({ id, orderId }: { id?: string; orderId?: string }) {
  const refund = usePageData<AfterSale | null>(
    async () => (id ? getAfterSaleInfo({ id: Number(id) }) : (await getOrderInfo({ id: Number(orderId) })).refund),
    [id, orderId],
    { refreshOnShow: true }
  )
  return (
    <LoadState of={refund} empty={{ title: AFTER_SALE_TEXT.none }}>
      {(a) =>
        a && (
          <ResultScreen
            status={AFTER_SALE_RESULT[a.status].status}
            title={AFTER_SALE_RESULT[a.status].title}
            description={afterSaleDesc(a.status)}
            primaryAction={{
              text: a.status === 5 ? AFTER_SALE_TEXT.sendBack : AFTER_SALE_TEXT.detail,
              onClick: () => go('order-refund-detail', { id: a.id })
            }}
            secondaryAction={{
              text: AFTER_SALE_TEXT.order,
              onClick: () => go('order-detail', { id: a.order_id })
            }}
          >
            <View className='as-status__amount'>
              <Text>{a.type_text} · 退款金额</Text>
              <Price cents={a.amount} />
            </View>
            <RefundProgress afterSale={a} className='as-status__steps' />
            <View
              className='as-status__chat'
              {...tapProps('button')}
              onClick={() => go('support-chat', { order_id: a.order_id })}
            >
              在线客服
            </View>
          </ResultScreen>
        )
      }
    </LoadState>
  )
}

/** Every application, newest first (/order/aftersales), each opening its detail. */
function AfterSaleList() {
  const list = usePagedList((q) => getAfterSales(q), [], { pageSize: 10, refreshOnShow: true })
  return (
    <ListState
      of={list}
      empty={{
        title: AFTER_SALE_TEXT.none,
        description: AFTER_SALE_TEXT.noneHint,
        actionText: AFTER_SALE_TEXT.home,
        onAction: () => void goHome()
      }}
    >
      {(items) => (
        <View role='list' aria-label='售后申请'>
          {items.map((a) => (
            <View key={a.id} role='listitem'>
              <View
                className='as-card'
                role='link'
                {...({ tabindex: 0 } as Record<string, number>)}
                onClick={() => go('order-refund-detail', { id: a.id })}
              >
                <View className='as-card__head'>
                  <Text className='as-card__no'>订单 {a.order_no}</Text>
                  <Text className={`as-card__status as-card__status--${a.status}`}>{a.status_text}</Text>
                </View>
                <Text className='as-card__title'>{a.lines[0]?.title ?? ''}</Text>
                <View className='as-card__foot'>
                  <Text className='as-card__meta'>
                    {a.type_text} · {formatTime(a.create_time, 'YYYY-MM-DD HH:mm')}
                  </Text>
                  <Price cents={a.amount} size='small' />
                </View>
              </View>
            </View>
          ))}
        </View>
      )}
    </ListState>
  )
}

/** 售后进度: one application's outcome (?id= or ?order_id=), or the list of all of them. */
export default function AfterSaleStatusPage() {
  const { id, order_id: orderId } = usePageParams<'after-sale-status'>()
  return (
    <PageLayout page='after-sale-status' className='after-sale-status'>
      {id || orderId ? <OneAfterSale id={id} orderId={orderId} /> : <AfterSaleList />}
    </PageLayout>
  )
}
