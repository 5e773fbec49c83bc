import { Text, View } from '@tarojs/components'
import { ORDER_STATUS } from '@contract/enums'
import type { OrderInfo } from '@contract/schemas/order'
import { confirmAction } from '@/components/confirm'
import { tapProps } from '@/components/menu-row'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { extendOrderReceipt } from '@/services/api/order'
import { toast } from '@/utils/feedback'
import { formatTime } from '@/utils/format'
import './index.scss'

export const RECEIVE_TEXT = {
  when: (at: number) => `预计 ${formatTime(at, 'YYYY-MM-DD HH:mm')} 自动确认收货`,
  extend: '延长收货',
  extendAsk: '确定延长收货时间吗？每个订单只能延长一次。',
  extended: '已延长收货',
  /** The list card's short line: the deadline is days away, so month and day say which one. */
  short: (at: number) => `预计 ${formatTime(at, 'MM-DD HH:mm')} 自动确认收货`
} as const

/**
 * The list card's line under a shipped order (docs/operations.md, Automatic receipt): when it is received by itself,
 * nothing for any other order. 延长收货 stays on order-detail, where the whole story is.
 */
export function ReceiveDeadlineNote({ order }: { order: Pick<OrderInfo, 'status' | 'auto_receive_time'> }) {
  const at = order.auto_receive_time
  if (order.status !== ORDER_STATUS.delivering || !at) return null
  return <Text className='receive-deadline-note'>{RECEIVE_TEXT.short(at)}</Text>
}

export interface ReceiveDeadlineProps {
  order: Pick<OrderInfo, 'id' | 'status' | 'auto_receive_time' | 'can_extend_receive'>
  /** After 延长收货: reload the order, whose answer carries the new time. */
  onExtended?: () => void
  className?: string
}

/**
 * A shipped order's 自动确认收货 time and 延长收货 (docs/operations.md, Automatic receipt): the time the server set,
 * and the button while the server allows one extension and the time has not come (hidden once extended). The
 * server refuses a second or late one with its own message, which the request layer shows.
 */
export default function ReceiveDeadline({ order, onExtended, className = '' }: ReceiveDeadlineProps) {
  const flight = useSingleFlight(async () => {
    if (!(await confirmAction({ content: RECEIVE_TEXT.extendAsk, confirmText: RECEIVE_TEXT.extend }))) return
    await extendOrderReceipt({ id: order.id })
    void toast(RECEIVE_TEXT.extended, { icon: 'success' })
    onExtended?.()
  })
  const at = order.auto_receive_time
  if (order.status !== ORDER_STATUS.delivering || !at) return null
  const canExtend = Boolean(order.can_extend_receive) && Date.now() < at * 1000
  return (
    <View className={`receive-deadline ${className}`.trim()}>
      <Text className='receive-deadline__text'>{RECEIVE_TEXT.when(at)}</Text>
      {canExtend && (
        <View
          className={`receive-deadline__btn${flight.busy ? ' receive-deadline__btn--busy' : ''}`}
          {...tapProps('button')}
          aria-disabled={flight.busy}
          // The request layer has shown the server's reason (extended before, too late).
          onClick={() => void flight.run().catch(() => undefined)}
        >
          <Text>{RECEIVE_TEXT.extend}</Text>
        </View>
      )}
    </View>
  )
}
