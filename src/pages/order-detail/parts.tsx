import { Text, View } from '@tarojs/components'
import { GROUP_STATUS, ORDER_STATUS } from '@contract/enums'
import type { ReactNode } from 'react'
import CopyButton from '@/components/copy-button'
import Countdown from '@/components/countdown'
import Price from '@/components/price'
import { orderStatusDesc } from '@/constants/order'
import { navigate } from '@/navigation'
import { useThemeStore } from '@/stores/theme'
import type { OrderInfo } from '@contract/schemas/order'
import { formatTime } from '@/utils/format'

/** A tab stop for tappable Views (H5 keyboard users; a page of Views has nothing focusable otherwise). */
const TAB_STOP = { tabindex: 0 } as Record<string, number>

export function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <View className='od-section'>
      {title && <Text className='od-section__title'>{title}</Text>}
      {children}
    </View>
  )
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='od-row'>
      <Text className='od-row__label'>{label}</Text>
      <View className='od-row__value'>{children}</View>
    </View>
  )
}

/** The status the server says, what it means, and its clock (pay before / group time left / receipt). */
export function StatusHeader({
  order,
  onTimeUp,
  children
}: {
  order: OrderInfo
  onTimeUp: () => void
  children?: ReactNode
}) {
  return (
    <View className='od-status' role='status'>
      <Text className='od-status__title'>{order.status_text}</Text>
      <Text className='od-status__desc'>{orderStatusDesc(order.status)}</Text>
      {order.status === ORDER_STATUS.awaitPayment && order.can_pay && (
        <Countdown className='od-status__clock' endAt={order.pay_expire_time} prefix='剩余支付时间' onEnd={onTimeUp} />
      )}
      {order.status === ORDER_STATUS.awaitGrouped && order.group && (
        <Countdown className='od-status__clock' endAt={order.group.expire_time} prefix='拼团剩余' onEnd={onTimeUp} />
      )}
      {children}
    </View>
  )
}

export function GroupBlock({ order }: { order: OrderInfo }) {
  const g = order.group
  if (!g) return null
  const left = Math.max(0, g.size - g.joined)
  const failed = g.status === GROUP_STATUS.failed
  const text = failed ? '拼团未成功' : g.status === GROUP_STATUS.formed ? '拼团成功' : `还差 ${left} 人成团`
  const open = () => navigate(failed ? 'order-detail-group-closed' : 'order-detail-group', { id: order.id })
  return (
    <Section title='拼团信息'>
      <View className='od-link' role='link' {...TAB_STOP} onClick={open}>
        <Text className='od-link__text'>
          {g.size} 人团 · {text}
        </Text>
        <Text className='od-link__more'>查看拼团 〉</Text>
      </View>
    </Section>
  )
}

export function ExpressBlock({ order }: { order: OrderInfo }) {
  const e = order.express
  if (!e) return null
  return (
    <Section title='物流信息'>
      <View className='od-link' role='link' {...TAB_STOP} onClick={() => navigate('order-express', { id: order.id })}>
        <View className='od-link__text'>
          <Text className='od-express__com'>
            {e.com_name} {e.express_no}
          </Text>
          {e.latest && <Text className='od-express__latest'>{e.latest.context}</Text>}
          {e.latest && <Text className='od-express__time'>{formatTime(e.latest.time)}</Text>}
        </View>
        <Text className='od-link__more'>查看物流 〉</Text>
      </View>
    </Section>
  )
}

export function AddressBlock({ order }: { order: OrderInfo }) {
  const a = order.address
  return (
    <Section title='收货信息'>
      <Text className='od-address__who'>
        {a.name} {a.phone}
      </Text>
      <Text className='od-address__full'>{a.full}</Text>
    </Section>
  )
}

export function AmountBlock({ order }: { order: OrderInfo }) {
  // The card's own name without the theme's suffix (购物卡, not 购物卡余额): it names what paid.
  const cardName = useThemeStore((s) => s.config.gift_card_name || '购物卡')
  return (
    <Section title='金额明细'>
      <Row label='商品金额'>
        <Price cents={order.goods_amount} size='small' />
      </Row>
      <Row label='运费'>
        <Price cents={order.freight} size='small' />
      </Row>
      {order.discount > 0 && (
        <Row label='优惠'>
          <Text className='od-minus'>-</Text>
          <Price cents={order.discount} size='small' />
        </Row>
      )}
      {order.freeca_deduct > 0 && (
        <Row label={`${cardName}抵扣`}>
          <Price cents={-order.freeca_deduct} size='small' />
        </Row>
      )}
      {order.points_deduct > 0 && (
        <Row label='积分抵扣'>
          <Text className='od-points'>{order.points_used} 积分 </Text>
          <Price cents={-order.points_deduct} size='small' />
        </Row>
      )}
      <Row label={order.pay_time ? '实付款' : '应付款'}>
        <Price cents={order.pay_amount} />
      </Row>
      {order.cashback_total > 0 && (
        <Row label='养老金返现'>
          <Price cents={order.cashback_total} size='small' />
        </Row>
      )}
      {order.invoice_request && (
        <View className='od-row od-invoice'>
          <Text className='od-row__label'>发票：{order.invoice_request.title}（确认收货后开具）</Text>
        </View>
      )}
    </Section>
  )
}

export function RefundBlock({ order }: { order: OrderInfo }) {
  const a = order.refund
  const m = order.money_refund
  if (!a && !m) return null
  return (
    <Section title='退款信息'>
      {a && (
        <View className='od-link' role='link' onClick={() => navigate('order-refund-detail', { order_id: order.id })}>
          <Text className='od-link__text'>售后申请：{a.status_text}</Text>
          <Text className='od-link__more'>退款详情 〉</Text>
        </View>
      )}
      {m && (
        <Row label={`退款 ${m.status_text}`}>
          <Price cents={m.amount} size='small' />
        </Row>
      )}
    </Section>
  )
}

const TIMES: Array<[keyof OrderInfo, string]> = [
  ['create_time', '下单时间'],
  ['pay_time', '支付时间'],
  ['ship_time', '发货时间'],
  ['receive_time', '收货时间'],
  ['complete_time', '完成时间'],
  ['cancel_time', '取消时间'],
  ['close_time', '关闭时间'],
  ['refund_time', '退款时间']
]

export function InfoBlock({ order }: { order: OrderInfo }) {
  return (
    <Section title='订单信息'>
      <Row label='订单编号'>
        <Text className='od-mono'>{order.order_no}</Text>
        <CopyButton text={order.order_no} what='订单编号' />
      </Row>
      {order.payway_name && <Row label='支付方式'>{order.payway_name}</Row>}
      {TIMES.filter(([k]) => order[k]).map(([k, label]) => (
        <Row key={k} label={label}>
          {formatTime(order[k] as number)}
        </Row>
      ))}
      {order.remark && <Row label='订单备注'>{order.remark}</Row>}
    </Section>
  )
}
