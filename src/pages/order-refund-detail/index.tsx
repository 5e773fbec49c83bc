import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import BottomBar from '@/components/bottom-bar'
import { confirmAction } from '@/components/confirm'
import EmptyState from '@/components/empty-state'
import { LoadState } from '@/components/load-state'
import OrderGoods from '@/components/order-goods'
import PageLayout from '@/components/page-layout'
import RefundProgress from '@/components/refund-progress'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { navigate } from '@/navigation'
import { cancelAfterSale, getAfterSaleInfo, getOrderInfo } from '@/services/api/order'
import type { AfterSale } from '@contract/schemas/order'
import { toast } from '@/utils/feedback'
import { RefundInfo, Section, StatusHeader } from './parts'
import { ReturnStep } from './return-step'
import './index.scss'

export const REFUND_DETAIL_TEXT = {
  none: '该订单没有退款申请',
  cancel: '撤销申请',
  cancelAsk: '撤销后本次退款申请将关闭，订单恢复到申请前的状态，确定撤销吗？',
  cancelled: '已撤销退款申请',
  order: '查看订单',
  missingTitle: '退款申请不存在',
  missingDesc: '链接缺少退款单编号'
} as const

/** One refund application (?id=<after-sale id>, or ?order_id= for an order's latest): progress, amounts, proofs. */
export default function OrderRefundDetailPage() {
  const { id, order_id: orderId } = usePageParams<'order-refund-detail'>()
  const refund = usePageData<AfterSale | null>(
    async () => (id ? getAfterSaleInfo({ id: Number(id) }) : (await getOrderInfo({ id: Number(orderId) })).refund),
    [id, orderId],
    // Approved or refunded meanwhile (the merchant decides elsewhere): shown on return.
    { refreshOnShow: true, enabled: Boolean(id || orderId) }
  )

  const cancel = useSingleFlight(async (a: AfterSale) => {
    const sure = await confirmAction({ content: REFUND_DETAIL_TEXT.cancelAsk, confirmText: '撤销', danger: true })
    if (!sure) return
    try {
      refund.setData(await cancelAfterSale({ id: a.id }))
      void toast(REFUND_DETAIL_TEXT.cancelled, { icon: 'success' })
    } catch {
      // The server's message is on screen (decided meanwhile): show what it is now.
      await refund.reload()
    }
  })

  // Opened without either id (a bad link): say so, instead of a blank page (the loader never runs).
  if (!id && !orderId)
    return (
      <PageLayout page='order-refund-detail'>
        <EmptyState title={REFUND_DETAIL_TEXT.missingTitle} description={REFUND_DETAIL_TEXT.missingDesc} />
      </PageLayout>
    )
  return (
    <PageLayout page='order-refund-detail' className='order-refund-detail'>
      <LoadState of={refund} empty={{ title: REFUND_DETAIL_TEXT.none }}>
        {(a) =>
          a && (
            <View>
              <StatusHeader a={a} />
              <Section title='退款进度'>
                <RefundProgress afterSale={a} />
              </Section>
              <ReturnStep a={a} onChange={refund.setData} />
              <RefundInfo a={a} />
              <Section title='退款商品'>
                <OrderGoods lines={a.lines} />
              </Section>
              <BottomBar className='order-refund-detail__bar'>
                {(a.status === 0 || a.status === 5) && (
                  <Button
                    className='order-refund-detail__btn'
                    fill='outline'
                    disabled={cancel.busy}
                    onClick={() => void cancel.run(a)}
                  >
                    {REFUND_DETAIL_TEXT.cancel}
                  </Button>
                )}
                <Button
                  className='order-refund-detail__btn'
                  fill='outline'
                  onClick={() => void navigate('support-chat', { order_id: a.order_id })}
                >
                  在线客服
                </Button>
                <Button
                  className='order-refund-detail__btn'
                  fill='outline'
                  onClick={() => void navigate('order-detail', { id: a.order_id })}
                >
                  {REFUND_DETAIL_TEXT.order}
                </Button>
              </BottomBar>
            </View>
          )
        }
      </LoadState>
    </PageLayout>
  )
}
