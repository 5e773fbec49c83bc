import { Text, View } from '@tarojs/components'
import InvoiceTitleCard from '@/components/invoice-title-card'
import { LoadState } from '@/components/load-state'
import MenuRow, { MenuGroup } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import { usePageData } from '@/hooks/use-page-data'
import { navigate } from '@/navigation'
import { getInvoiceList, getInvoiceReceiverList } from '@/services/api/invoice'
import './index.scss'

export const ME_INVOICE_TEXT = {
  defaultTitle: '默认抬头',
  noTitle: '还没有发票抬头，添加后即可为订单申请开票',
  titles: '发票抬头与收票人',
  titlesHint: '个人或企业抬头，收票邮箱或邮寄地址',
  invoices: '我的发票',
  invoicesHint: '开票进度，已开具的发票可查看下载',
  apply: '申请开票',
  applyHint: '在我的订单中选择已支付的订单申请'
} as const

const go = (name: 'me-invoice-receiver' | 'me-invoice-list' | 'my-order') => () => void navigate(name)

/** The invoice hub: the default title, and the ways to titles, my invoices and applying for one. */
export default function MeInvoicePage() {
  const data = usePageData(
    async () => {
      const [{ list }, invoices] = await Promise.all([
        getInvoiceReceiverList(),
        getInvoiceList({ page: 1, page_size: 1 })
      ])
      return { receivers: list, invoiceCount: invoices.total }
    },
    [],
    { refreshOnShow: true }
  )
  return (
    <PageLayout page='me-invoice' className='me-invoice'>
      <LoadState of={data}>
        {({ receivers, invoiceCount }) => {
          const main = receivers.find((r) => r.is_default) ?? receivers[0]
          return (
            <View>
              <View className='me-invoice__heading' role='heading' aria-level={2}>
                {ME_INVOICE_TEXT.defaultTitle}
              </View>
              {main ? (
                <InvoiceTitleCard receiver={main} />
              ) : (
                <Text className='me-invoice__none'>{ME_INVOICE_TEXT.noTitle}</Text>
              )}
              <MenuGroup>
                <MenuRow
                  title={ME_INVOICE_TEXT.titles}
                  hint={ME_INVOICE_TEXT.titlesHint}
                  value={`${receivers.length} 个`}
                  onClick={go('me-invoice-receiver')}
                />
                <MenuRow
                  title={ME_INVOICE_TEXT.invoices}
                  hint={ME_INVOICE_TEXT.invoicesHint}
                  value={`${invoiceCount} 张`}
                  onClick={go('me-invoice-list')}
                />
                <MenuRow title={ME_INVOICE_TEXT.apply} hint={ME_INVOICE_TEXT.applyHint} onClick={go('my-order')} />
              </MenuGroup>
            </View>
          )
        }}
      </LoadState>
    </PageLayout>
  )
}
