import { View } from '@tarojs/components'
import BottomBar from '@/components/bottom-bar'
import EmptyState from '@/components/empty-state'
import { LoadState } from '@/components/load-state'
import ContactService from '@/features/order/contact-service'
import OrderActionBar from '@/features/order/order-actions'
import ReceiveDeadline from '@/features/order/receive-deadline'
import OrderReviews from '@/features/review/order-reviews'
import { backTo } from '@/navigation'
import OrderGoods from '@/components/order-goods'
import PageLayout from '@/components/page-layout'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { getOrderInfo } from '@/services/api/order'
import {
  AddressBlock,
  AmountBlock,
  ExpressBlock,
  GroupBlock,
  InfoBlock,
  RefundBlock,
  Section,
  StatusHeader
} from './parts'
import './index.scss'

/** One order: the server's status and its meaning, where it goes, what is in it, what it cost, and what can be done. */
export default function OrderDetailPage() {
  const { id, order_no: orderNo } = usePageParams<'order-detail'>()
  const order = usePageData(
    () => getOrderInfo(orderNo && !id ? { order_no: orderNo } : { id: Number(id) }),
    [id, orderNo],
    // An order paid, shipped or refunded elsewhere shows so when the shopper comes back.
    { refreshOnShow: true, enabled: Boolean(id || orderNo) }
  )
  const reload = () => void order.reload()
  if (!id && !orderNo)
    return (
      <PageLayout page='order-detail'>
        <EmptyState title='订单不存在' description='链接缺少订单编号' />
      </PageLayout>
    )
  return (
    <PageLayout page='order-detail' className='order-detail'>
      <LoadState of={order}>
        {(o) => (
          <View>
            <StatusHeader order={o} onTimeUp={reload}>
              <ReceiveDeadline order={o} onExtended={reload} />
            </StatusHeader>
            <GroupBlock order={o} />
            <ExpressBlock order={o} />
            <AddressBlock order={o} />
            <Section title='商品信息'>
              <OrderGoods lines={o.lines} linkToGoods />
            </Section>
            <AmountBlock order={o} />
            <RefundBlock order={o} />
            <InfoBlock order={o} />
            <OrderReviews order={o} />
            <ContactService order={o}>
              <OrderActionBar order={o} only={['delete']} onDeleted={() => void backTo('my-order')} />
            </ContactService>
            <BottomBar className='order-detail__bar'>
              <OrderActionBar
                order={o}
                onChanged={reload}
                exclude={['group', 'delete']}
                className='order-detail__actions'
              />
            </BottomBar>
          </View>
        )}
      </LoadState>
    </PageLayout>
  )
}
