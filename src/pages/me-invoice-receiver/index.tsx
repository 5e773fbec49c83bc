import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import BottomBar from '@/components/bottom-bar'
import { confirmAction } from '@/components/confirm'
import InvoiceTitleCard from '@/components/invoice-title-card'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { usePageData } from '@/hooks/use-page-data'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { navigate } from '@/navigation'
import { deleteInvoiceReceiver, getInvoiceReceiverList } from '@/services/api/invoice'
import type { InvoiceReceiver } from '@contract/schemas/invoice'
import { toast } from '@/utils/feedback'
import './index.scss'

export const RECEIVER_LIST_TEXT = {
  empty: '还没有发票抬头',
  emptyHint: '添加抬头和收票方式后，即可为订单申请开票',
  add: '添加收票人',
  deleteAsk: '确定要删除该发票抬头吗？已开具的发票不受影响',
  deleted: '删除成功'
} as const

const openForm = (id?: number) => void navigate('me-invoice-receiver-add', id ? { id } : {})

/** My invoice titles and where their invoices go: edit, delete (after a confirm), add. */
export default function MeInvoiceReceiverPage() {
  const list = usePageData(async () => (await getInvoiceReceiverList()).list, [], { refreshOnShow: true })

  const remove = useSingleFlight(async (r: InvoiceReceiver) => {
    const sure = await confirmAction({ content: RECEIVER_LIST_TEXT.deleteAsk, confirmText: '删除', danger: true })
    if (!sure) return
    try {
      await deleteInvoiceReceiver({ id: r.id })
      void toast(RECEIVER_LIST_TEXT.deleted, { icon: 'success' })
    } catch {
      // The request layer has shown the server's message.
    }
    await list.reload()
  })

  return (
    <PageLayout page='me-invoice-receiver' className='me-invoice-receiver'>
      <LoadState
        of={list}
        skeleton='list'
        empty={{
          title: RECEIVER_LIST_TEXT.empty,
          description: RECEIVER_LIST_TEXT.emptyHint
        }}
      >
        {(items) => (
          <View role='list' aria-label='发票抬头'>
            {items.map((r) => (
              <View key={r.id} role='listitem'>
                <InvoiceTitleCard receiver={r}>
                  <Button
                    className='me-invoice-receiver__btn'
                    size='small'
                    fill='outline'
                    onClick={() => openForm(r.id)}
                  >
                    编辑
                  </Button>
                  <Button
                    className='me-invoice-receiver__btn me-invoice-receiver__btn--danger'
                    size='small'
                    fill='outline'
                    disabled={remove.busy}
                    onClick={() => void remove.run(r)}
                  >
                    删除
                  </Button>
                </InvoiceTitleCard>
              </View>
            ))}
          </View>
        )}
      </LoadState>
      <BottomBar>
        <Button className='me-invoice-receiver__add' type='primary' block onClick={() => openForm()}>
          {RECEIVER_LIST_TEXT.add}
        </Button>
      </BottomBar>
    </PageLayout>
  )
}
