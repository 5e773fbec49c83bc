import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import EmptyState from '@/components/empty-state'
import { orderPage } from '@/features/order/order-actions'
import PageLayout from '@/components/page-layout'
import ResultScreen from '@/components/result-screen'
import { usePageParams } from '@/hooks/use-page-params'
import { confirmPaid } from '@/flows/payment'
import { redirectTo } from '@/navigation'
import type { OrderStatusResult } from '@contract/schemas/order'
import { toast } from '@/utils/feedback'

export const THIRD_TEXT = {
  checking: '正在确认支付结果',
  checkingDesc: '支付结果以商户收到的通知为准，请稍候',
  paid: '支付成功',
  unpaid: '支付未完成，订单仍可继续支付',
  closed: '订单已关闭',
  back: '返回重新支付',
  view: '查看订单'
} as const

type Phase = { kind: 'checking' } | { kind: 'paid'; status: OrderStatusResult } | { kind: 'closed'; text: string }

/**
 * Back from a cashier (or a wallet that has not been confirmed yet): asks the server until it knows. Paid goes on to
 * the order; not paid goes back to order-pay, where the order is still payable with its clock.
 */
export default function OrderPayThirdPage() {
  const { id } = usePageParams<'order-pay-third'>()
  const orderId = Number(id)
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' })
  const alive = useRef(true)
  const checking = useRef(false)

  const backToPay = useCallback(() => {
    void redirectTo('order-pay', { id: orderId })
  }, [orderId])

  const check = useCallback(async () => {
    if (!orderId || checking.current) return
    checking.current = true
    setPhase({ kind: 'checking' })
    const res = await confirmPaid(orderId, { cancelled: () => !alive.current })
    checking.current = false
    if (!alive.current) return
    const s = res.status
    if (res.paid && s) {
      setPhase({ kind: 'paid', status: s })
      void toast(THIRD_TEXT.paid, { icon: 'success' })
      void redirectTo(orderPage(s), { id: s.id })
    } else if (s && s.status !== 0) {
      setPhase({ kind: 'closed', text: `订单${s.status_text}` })
    } else {
      void toast(THIRD_TEXT.unpaid)
      backToPay()
    }
  }, [orderId, backToPay])

  useEffect(() => {
    alive.current = true
    void check()
    return () => {
      alive.current = false
    }
  }, [check])

  const shown = useRef(false)
  useDidShow(() => {
    // Back from a wallet or the cashier once more: ask again (the first show is the mount).
    if (shown.current) void check()
    shown.current = true
  })

  if (!orderId)
    return (
      <PageLayout page='order-pay-third'>
        <EmptyState title='订单不存在' description='链接缺少订单编号' />
      </PageLayout>
    )
  const view = () => void redirectTo('order-detail', { id: orderId })
  return (
    <PageLayout page='order-pay-third'>
      {phase.kind === 'checking' && (
        <ResultScreen
          status='pending'
          title={THIRD_TEXT.checking}
          description={THIRD_TEXT.checkingDesc}
          primaryAction={{ text: THIRD_TEXT.back, onClick: backToPay }}
          secondaryAction={{ text: THIRD_TEXT.view, onClick: view }}
        />
      )}
      {phase.kind === 'paid' && (
        <ResultScreen
          status='success'
          title={THIRD_TEXT.paid}
          primaryAction={{ text: THIRD_TEXT.view, onClick: view }}
        />
      )}
      {phase.kind === 'closed' && (
        <ResultScreen
          status='fail'
          title={phase.text}
          description='该订单已不能支付，如已付款，款项将原路退回'
          primaryAction={{ text: THIRD_TEXT.view, onClick: view }}
        />
      )}
    </PageLayout>
  )
}
