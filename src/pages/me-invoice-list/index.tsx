import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ListState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import { INVOICE_KIND_LABEL, INVOICE_STATUS_DESC, INVOICE_TYPE_NAME } from '@/constants/invoice'
import { usePagedList } from '@/hooks/use-paged-list'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { navigate } from '@/navigation'
import { openPdf } from '@/platform/document'
import { getInvoiceList } from '@/services/api/invoice'
import type { Invoice } from '@contract/schemas/invoice'
import { toast } from '@/utils/feedback'
import { formatTime } from '@/utils/format'
import './index.scss'

export const INVOICE_LIST_TEXT = {
  empty: '暂无发票',
  emptyHint: '在已支付订单的详情页可申请开票',
  toOrders: '去我的订单',
  view: '查看发票',
  refused: '无法打开该地址',
  failed: '发票打开失败，请稍后重试'
} as const

function InvoiceCard({ invoice: i, onOpen }: { invoice: Invoice; onOpen: (i: Invoice) => void }) {
  return (
    <View className='il-card'>
      <View className='il-card__head'>
        <Text className='il-card__title'>{i.title}</Text>
        <Text className={`il-card__status il-card__status--${i.status}`}>{i.status_text}</Text>
      </View>
      <Text className='il-card__line'>
        {INVOICE_TYPE_NAME} · {INVOICE_KIND_LABEL[i.kind]}
        {i.tax_no ? ` · 税号 ${i.tax_no}` : ''}
      </Text>
      <View className='il-card__amount'>
        <Text className='il-card__line'>开票金额</Text>
        <Price cents={i.amount} size='small' />
      </View>
      <View
        className='il-card__line il-card__link'
        role='link'
        {...({ tabindex: 0 } as Record<string, number>)}
        onClick={() => void navigate('order-detail', { id: i.order_id })}
      >
        订单编号 {i.order_no}
      </View>
      <Text className='il-card__line'>申请时间 {formatTime(i.apply_time)}</Text>
      {i.invoice_no && <Text className='il-card__line'>发票号码 {i.invoice_no}</Text>}
      {i.issue_time && <Text className='il-card__line'>开票时间 {formatTime(i.issue_time)}</Text>}
      <View className='il-card__foot'>
        <Text className='il-card__desc'>{INVOICE_STATUS_DESC[i.status]}</Text>
        {i.pdf_url && (
          <Button className='il-card__view' size='small' fill='outline' onClick={() => onOpen(i)}>
            {INVOICE_LIST_TEXT.view}
          </Button>
        )}
      </View>
    </View>
  )
}

/** My invoices, newest first: status, amount, and the PDF once issued. */
export default function MeInvoiceListPage() {
  // Issued meanwhile (the tax service works in the background): shown on return and on pull-down.
  const list = usePagedList((q) => getInvoiceList(q), [], { pageSize: 15, refreshOnShow: true })
  const open = useSingleFlight(async (i: Invoice) => {
    const result = await openPdf(i.pdf_url ?? '')
    if (result !== 'opened') void toast(result === 'refused' ? INVOICE_LIST_TEXT.refused : INVOICE_LIST_TEXT.failed)
  })
  return (
    <PageLayout page='me-invoice-list' className='me-invoice-list'>
      <ListState
        of={list}
        empty={{
          title: INVOICE_LIST_TEXT.empty,
          description: INVOICE_LIST_TEXT.emptyHint,
          actionText: INVOICE_LIST_TEXT.toOrders,
          onAction: () => void navigate('my-order')
        }}
      >
        {(items) => (
          <View role='list' aria-label='我的发票'>
            {items.map((i) => (
              <View key={i.id} role='listitem'>
                <InvoiceCard invoice={i} onOpen={(x) => void open.run(x)} />
              </View>
            ))}
          </View>
        )}
      </ListState>
    </PageLayout>
  )
}
