import { Text, View } from '@tarojs/components'
import type { ComponentType } from 'react'
import { Received, Refund, ToPay, ToReceive, Transit } from '@nutui/icons-react-taro'
import { badgeText, tapProps } from '@/components/menu-row'
import { type PageArgs, type PageName, navigate } from '@/navigation'
import type { OrderCounts, OrderTab } from '@contract/schemas/order'

type Icon = ComponentType<{ className?: string }>

export interface OrderShortcut {
  label: string
  /** The my-order tab it opens (`?tab=`, an /order/listv2 tab key, constants/order ORDER_TABS). */
  tab: OrderTab
  icon: Icon
  count: (c: OrderCounts) => number
}

const n = (v: number | undefined) => (typeof v === 'number' && v > 0 ? v : 0)
const code = (c: OrderCounts, status: number) => n(c.statuses[String(status)])

/** 待付款, 待发货 (paid, or waiting for the group), 待收货, 已完成 (no count), 退款/售后 (refunds under way). */
export const ORDER_SHORTCUTS: OrderShortcut[] = [
  { label: '待付款', tab: 'await_pay', icon: ToPay, count: (c) => code(c, 0) },
  { label: '待发货', tab: 'await_ship', icon: Transit, count: (c) => code(c, 1) + code(c, 101) },
  { label: '待收货', tab: 'await_receive', icon: ToReceive, count: (c) => code(c, 2) },
  { label: '已完成', tab: 'delivered', icon: Received, count: () => 0 },
  { label: '退款/售后', tab: 'refund', icon: Refund, count: (c) => code(c, -3) }
]

/** "My orders" with a shortcut per status, each with its count. */
export default function OrderShortcuts({ counts }: { counts: OrderCounts | null }) {
  const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)
  return (
    <View className='my-orders'>
      <View className='my-orders__head' {...tapProps()} onClick={() => go('my-order')}>
        <Text className='my-orders__title'>我的订单</Text>
        <Text className='my-orders__all'>全部订单 ›</Text>
      </View>
      <View className='my-orders__row'>
        {ORDER_SHORTCUTS.map((s) => {
          const count = counts ? s.count(counts) : 0
          const Glyph = s.icon
          return (
            <View
              key={s.tab}
              className='my-orders__item'
              {...tapProps()}
              onClick={() => go('my-order', { tab: s.tab })}
            >
              <View className='my-orders__icon-box'>
                <Glyph className='my-orders__icon' />
                {count > 0 && <Text className='my-orders__badge'>{badgeText(count)}</Text>}
              </View>
              <Text className='my-orders__label'>{s.label}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}
