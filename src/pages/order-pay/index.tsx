import { Text, View } from '@tarojs/components'
import { ORDER_STATUS } from '@contract/enums'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import BottomBar from '@/components/bottom-bar'
import Countdown from '@/components/countdown'
import EmptyState from '@/components/empty-state'
import { LoadState } from '@/components/load-state'
import { orderPage } from '@/features/order/order-actions'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import ResultScreen from '@/components/result-screen'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { pageUrl, redirectTo } from '@/navigation'
import { canPayHere } from '@/platform/payment'
import { getEfuliBalance } from '@/services/api/giftcard'
import { getOrderInfo, getOrderPayway } from '@/services/api/order'
import { startPayment } from '@/flows/payment'
import { useThemeStore } from '@/stores/theme'
import type { OrderStatus } from '@contract/schemas/order'
import type { Payway } from '@contract/schemas/payment'
import { toast } from '@/utils/feedback'
import { PayWayList, defaultChoice, type Choice } from './parts'
import './index.scss'

export const PAY_TEXT = {
  submit: '立即支付',
  paid: '支付成功',
  cancelled: '已取消支付',
  choose: '请选择支付方式'
} as const

async function loadPayment(key: { id: number } | { order_no: string }) {
  const info = await getOrderInfo(key)
  if (info.status !== ORDER_STATUS.awaitPayment || !info.can_pay) return { info, ways: [], welfare: undefined }
  const [payway, welfare] = await Promise.all([
    getOrderPayway({ order_no: info.order_no }),
    getEfuliBalance({ noTip: true }).then(
      (b) => b.balance,
      () => undefined
    )
  ])
  return { info, ways: payway.payways.filter((w) => canPayHere(w.payway)), welfare }
}

/** Paying an order: the amount, the clock to auto-close, the ways this host can pay, one tap to pay. */
export default function OrderPayPage() {
  // `channel`: a partner's pay link names the channel the payment is for (sent as /order/pay's channel option).
  const { id, order_no: orderNo, user_freeca_id: cardParam, channel } = usePageParams<'order-pay'>()
  const preferredCard = Number(cardParam) || undefined
  const key = id ? { id: Number(id) } : { order_no: orderNo ?? '' }
  const data = usePageData(() => loadPayment(key), [id, orderNo], {
    refreshOnShow: true,
    enabled: Boolean(id || orderNo)
  })
  const naming = useThemeStore((s) => s.config)
  const [choice, setChoice] = useState<Choice | null>(null)
  useEffect(() => {
    // Keep the shopper's pick across reloads while it is still possible.
    const ways = data.data?.ways ?? []
    setChoice((c) =>
      c && ways.some((w) => w.payway === c.payway && w.available) ? c : defaultChoice(ways, preferredCard)
    )
  }, [data.data, preferredCard])

  const pay = useSingleFlight(async () => {
    const o = data.data?.info
    if (!o || !choice) return void toast(PAY_TEXT.choose)
    try {
      const outcome = await startPayment({
        id: o.id,
        order_no: o.order_no,
        payway: choice.payway as Payway,
        user_freeca_id: choice.cardId,
        return_url: `/#${pageUrl('order-pay-third', { id: o.id })}`,
        // Only a well-formed channel id may become a header (the server takes the same form).
        ...(channel && /^[A-Za-z0-9_-]{1,32}$/.test(channel) ? { channel } : {})
      })
      if (outcome.kind === 'paid') {
        void toast(PAY_TEXT.paid, { icon: 'success' })
        await redirectTo(orderPage({ status: outcome.status as OrderStatus }), { id: o.id })
      } else if (outcome.kind === 'pending') {
        await redirectTo('order-pay-third', { id: o.id })
      } else if (outcome.kind === 'cancelled') {
        void toast(PAY_TEXT.cancelled)
      } else if (outcome.kind === 'failed') {
        void toast(outcome.message)
      }
    } catch {
      // The server's message is on screen; what the order is now is what the server says.
      void data.reload()
    }
  })

  if (!id && !orderNo)
    return (
      <PageLayout page='order-pay'>
        <EmptyState title='订单不存在' description='链接缺少订单编号' />
      </PageLayout>
    )
  return (
    <PageLayout page='order-pay' className='order-pay'>
      <LoadState of={data}>
        {({ info, ways, welfare }) =>
          info.status !== ORDER_STATUS.awaitPayment || !info.can_pay ? (
            <ResultScreen
              status={info.pay_time ? 'success' : 'info'}
              title={
                info.pay_time
                  ? '订单已支付'
                  : `订单${info.status === ORDER_STATUS.awaitPayment ? '已超时' : info.status_text}`
              }
              description={info.pay_time ? '无需重复支付' : '该订单已不能支付，如需购买请重新下单'}
              primaryAction={{ text: '查看订单', onClick: () => void redirectTo(orderPage(info), { id: info.id }) }}
            />
          ) : (
            <View>
              <View className='order-pay__head'>
                <Text className='order-pay__label'>支付金额</Text>
                <Price cents={info.pay_amount} size='large' />
                <Countdown
                  className='order-pay__clock'
                  endAt={info.pay_expire_time}
                  prefix='剩余支付时间'
                  onEnd={() => void data.reload()}
                />
                <Text className='order-pay__no'>订单编号 {info.order_no}</Text>
              </View>
              <PayWayList ways={ways} choice={choice} onChoose={setChoice} naming={naming} welfareBalance={welfare} />
              <BottomBar>
                <Button
                  className='order-pay__submit'
                  type='primary'
                  block
                  loading={pay.busy}
                  disabled={pay.busy || !choice}
                  onClick={() => void pay.run()}
                >
                  {PAY_TEXT.submit}
                </Button>
              </BottomBar>
            </View>
          )
        }
      </LoadState>
    </PageLayout>
  )
}
