import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import BottomBar from '@/components/bottom-bar'
import EmptyState from '@/components/empty-state'
import InvoiceTitleCard from '@/components/invoice-title-card'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import { INVOICE_TYPE_NAME } from '@/constants/invoice'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { navigate, redirectTo } from '@/navigation'
import { applyInvoice, getInvoiceReceiverList } from '@/services/api/invoice'
import { getOrderInfo } from '@/services/api/order'
import type { InvoiceReceiver } from '@contract/schemas/invoice'
import type { OrderInfo } from '@contract/schemas/order'
import { toast } from '@/utils/feedback'
import './index.scss'

export const APPLY_TEXT = {
  noOrder: '订单不存在',
  notInvoiceable: '该订单暂不能申请开票',
  notInvoiceableHint: '已支付且未退款的订单可申请开票，每个订单可申请一次',
  myInvoices: '查看我的发票',
  pickTitle: '选择发票抬头',
  noTitle: '还没有发票抬头，请先添加',
  addTitle: '新增发票抬头',
  pickFirst: '请选择发票抬头',
  submit: '提交申请',
  submitted: '开票申请已提交'
} as const

const openAdd = () => void navigate('me-invoice-receiver-add')

/** The one to preselect: the one picked before if it still exists, else the default, else the first. */
const preselect = (list: InvoiceReceiver[], picked: number | null) =>
  list.find((r) => r.id === picked)?.id ?? list.find((r) => r.is_default)?.id ?? list[0]?.id ?? null

function ApplyForm({ order, receivers }: { order: OrderInfo; receivers: InvoiceReceiver[] }) {
  const [picked, setPicked] = useState<number | null>(null)
  const chosen = preselect(receivers, picked)
  const submit = useSingleFlight(async () => {
    if (!chosen) return void toast(APPLY_TEXT.pickFirst)
    try {
      await applyInvoice({ order_id: order.id, receiver_id: chosen })
    } catch {
      // The server's message is on screen (applied already, refunded meanwhile ...).
      return
    }
    void toast(APPLY_TEXT.submitted, { icon: 'success' })
    await redirectTo('me-invoice-list')
  })
  return (
    <View>
      <View className='ia-section'>
        <View className='ia-row'>
          <Text className='ia-row__label'>发票类型</Text>
          <Text className='ia-row__value'>{INVOICE_TYPE_NAME}</Text>
        </View>
        <View className='ia-row'>
          <Text className='ia-row__label'>开票金额</Text>
          <Price cents={order.pay_amount} />
        </View>
        <View className='ia-row'>
          <Text className='ia-row__label'>订单编号</Text>
          <Text className='ia-row__value'>{order.order_no}</Text>
        </View>
      </View>
      <View className='ia-heading' role='heading' aria-level={2}>
        {APPLY_TEXT.pickTitle}
      </View>
      {receivers.length ? (
        <View role='list' aria-label={APPLY_TEXT.pickTitle}>
          {receivers.map((r) => (
            <View key={r.id} role='listitem'>
              <InvoiceTitleCard receiver={r} selected={r.id === chosen} onPick={() => setPicked(r.id)} />
            </View>
          ))}
        </View>
      ) : (
        <Text className='ia-none'>{APPLY_TEXT.noTitle}</Text>
      )}
      <View className='ia-add'>
        <Button className='ia-add__btn' fill='outline' size='small' onClick={openAdd}>
          {APPLY_TEXT.addTitle}
        </Button>
      </View>
      <BottomBar>
        <Button
          className='ia-submit'
          type='primary'
          block
          loading={submit.busy}
          disabled={!chosen}
          onClick={() => void submit.run()}
        >
          {APPLY_TEXT.submit}
        </Button>
      </BottomBar>
    </View>
  )
}

/** 申请开票 for an order (?order_id=): the amount, a title picked from mine (or a new one), then my invoices. */
export default function MeInvoiceApplyPage() {
  const { order_id: orderId } = usePageParams<'me-invoice-apply'>()
  const data = usePageData(
    async () => {
      const [order, { list }] = await Promise.all([getOrderInfo({ id: Number(orderId) }), getInvoiceReceiverList()])
      return { order, receivers: list }
    },
    [orderId],
    // Back from adding a title: it is in the list (and preselected when it is the default).
    { refreshOnShow: true, enabled: Boolean(orderId) }
  )
  return (
    <PageLayout page='me-invoice-apply' className='me-invoice-apply'>
      {!orderId ? (
        <EmptyState title={APPLY_TEXT.noOrder} />
      ) : (
        <LoadState of={data}>
          {({ order, receivers }) =>
            order.can_invoice ? (
              <ApplyForm order={order} receivers={receivers} />
            ) : (
              <EmptyState
                title={APPLY_TEXT.notInvoiceable}
                description={APPLY_TEXT.notInvoiceableHint}
                actionText={APPLY_TEXT.myInvoices}
                onAction={() => void navigate('me-invoice-list')}
              />
            )
          }
        </LoadState>
      )}
    </PageLayout>
  )
}
