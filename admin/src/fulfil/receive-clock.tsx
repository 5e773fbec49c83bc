import { Tag } from 'antd'
import dayjs from '../day'
import type { RowOf } from '../api'

/**
 * An order's 自动确认收货 clock in the console (docs/operations.md, Automatic receipt): when a shipped order will be
 * received by itself, whether the shopper used 延长收货, and whether an open after-sale has stopped it (the deadline
 * then moves later by as long as the after-sale stays open, so the time left is what counts).
 */

type Clocked = Pick<RowOf<'GET /orders'>, 'auto_receive_at' | 'receive_paused_at' | 'receive_extended_at'>

export const RECEIVE_CLOCK_TEXT = {
  due: (at: string) => `预计自动收货 ${dayjs(at).format('MM-DD HH:mm')}`,
  dueFull: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
  extended: '已延长收货',
  paused: '自动收货已暂停（售后中）',
  pausedFull: (left: string) => `已暂停：售后处理中，结束后顺延（剩余 ${left}）`
} as const

/** What was left on the clock when it stopped, in days and hours (at least 1 hour when anything was left). */
export function timeLeft(deadline: string, pausedAt: string) {
  const hours = Math.max(0, Math.ceil((dayjs(deadline).valueOf() - dayjs(pausedAt).valueOf()) / 3_600_000))
  const days = Math.floor(hours / 24)
  return days ? `${days} 天 ${hours % 24} 小时` : `${hours} 小时`
}

/** The list's tags beside the status: the deadline (and 已延长收货), or that an after-sale stopped it. */
export function ReceiveClockTags({ order }: { order: Clocked }) {
  if (!order.auto_receive_at) return null
  if (order.receive_paused_at)
    return (
      <Tag color='gold' style={{ marginLeft: 8 }}>
        {RECEIVE_CLOCK_TEXT.paused}
      </Tag>
    )
  return (
    <>
      <Tag color='blue' style={{ marginLeft: 8 }}>
        {RECEIVE_CLOCK_TEXT.due(order.auto_receive_at)}
      </Tag>
      {order.receive_extended_at && <Tag style={{ marginLeft: 8 }}>{RECEIVE_CLOCK_TEXT.extended}</Tag>}
    </>
  )
}

/** The detail's 预计自动收货 line; null when the order is not waiting for receipt. */
export function receiveClockLine(order: Clocked): string | null {
  if (!order.auto_receive_at) return null
  if (order.receive_paused_at)
    return RECEIVE_CLOCK_TEXT.pausedFull(timeLeft(order.auto_receive_at, order.receive_paused_at))
  const at = RECEIVE_CLOCK_TEXT.dueFull(order.auto_receive_at)
  return order.receive_extended_at ? `${at}（${RECEIVE_CLOCK_TEXT.extended}）` : at
}
