import { Text, View } from '@tarojs/components'
import OrderActionBar, { orderPage } from '@/features/order/order-actions'
import { ReceiveDeadlineNote } from '@/features/order/receive-deadline'
import OrderGoods from '@/components/order-goods'
import Price from '@/components/price'
import { ORDER_TABS } from '@/constants/order'
import { navigate } from '@/navigation'
import type { OrderListItem, OrderTab } from '@contract/schemas/order'

/** A tab stop for tappable Views (H5 keyboard users; a page of Views has nothing focusable otherwise). */
const TAB_STOP = { tabindex: 0 } as Record<string, number>

const TYPE_BADGE: Record<number, string> = { 1: '秒杀', 2: '拼团' }

export function OrderTabs({ active, onChange }: { active: OrderTab; onChange: (t: OrderTab) => void }) {
  return (
    <View className='mo-tabs' role='tablist' aria-label='订单状态'>
      {ORDER_TABS.map((t) => (
        <View
          key={t.key}
          className={`mo-tabs__tab${t.key === active ? ' mo-tabs__tab--on' : ''}`}
          role='tab'
          {...TAB_STOP}
          aria-selected={t.key === active}
          onClick={() => t.key !== active && onChange(t.key)}
        >
          <Text>{t.title}</Text>
        </View>
      ))}
    </View>
  )
}

/** One order in the list: the whole card opens it, its buttons act on it. */
export function OrderCard({ order, onChanged }: { order: OrderListItem; onChanged: () => void }) {
  const open = () => void navigate(orderPage(order), { id: order.id })
  return (
    <View className='mo-card'>
      <View className='mo-card__open' role='link' {...TAB_STOP} onClick={open}>
        <View className='mo-card__head'>
          <Text className='mo-card__no'>
            {TYPE_BADGE[order.type] && <Text className='mo-card__badge'>{TYPE_BADGE[order.type]}</Text>}
            订单号 <Text className='mo-card__no-value'>{order.order_no}</Text>
          </Text>
          <Text className='mo-card__status'>{order.status_text}</Text>
        </View>
        <OrderGoods lines={order.lines.slice(0, 3)} />
        {order.lines.length > 3 && <Text className='mo-card__more'>等 {order.lines.length} 种商品</Text>}
        <View className='mo-card__sum'>
          <Text>共 {order.goods_count} 件</Text>
          <Text>{order.status === 0 ? '应付' : '实付'}</Text>
          <Price cents={order.pay_amount} size='small' />
        </View>
        <ReceiveDeadlineNote order={order} />
      </View>
      <OrderActionBar order={order} onChanged={onChanged} />
    </View>
  )
}
