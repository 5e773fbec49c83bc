import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { chooseAction } from '@/components/confirm'
import { ORDER_ACTION_LABEL, PRIMARY_ACTIONS, orderActions, type ActionOrder, type OrderActionKey } from './actions'
import { useOrderAction } from './use-order-action'
import './index.scss'

export { ORDER_ACTION_LABEL, orderActions, type ActionOrder, type OrderActionKey } from './actions'
export { ACTION_TEXT, orderPage, useOrderAction } from './use-order-action'

export interface OrderActionBarProps {
  order: ActionOrder
  /** After cancel or receipt: reload what the page shows (the status shown is always the server's). */
  onChanged?: () => void
  /** After 删除订单 (else onChanged): a detail page leaves, since the order is no longer the shopper's to see. */
  onDeleted?: () => void
  /** Leave some out (the detail page shows the group link elsewhere). */
  exclude?: OrderActionKey[]
  /** Only these (the detail page puts 删除订单 beside 联系客服, out of the bottom bar). */
  only?: OrderActionKey[]
  className?: string
}

/**
 * Buttons in one bar at most: four wrapped into a staggered second row on a phone (in care mode at once). The least
 * wanted ones (orderActions lists them first: 删除订单, then the secondary ones) go under 更多, an action sheet, as
 * the big shopping apps do.
 */
export const MAX_BUTTONS = 3

/** The buttons an order allows now (orderActions), right-aligned, the main one filled; the rest under 更多. */
export default function OrderActionBar({
  order,
  onChanged,
  onDeleted,
  exclude = [],
  only,
  className = ''
}: OrderActionBarProps) {
  const { run, busy } = useOrderAction(onChanged, onDeleted)
  const keys = orderActions(order).filter((k) => !exclude.includes(k) && (!only || only.includes(k)))
  if (!keys.length) return null
  const more = keys.slice(0, Math.max(0, keys.length - MAX_BUTTONS))
  const shown = keys.slice(more.length)
  const openMore = async () => {
    const key = await chooseAction(more.map((k) => ({ label: ORDER_ACTION_LABEL[k], value: k })))
    if (key) void run(key, order)
  }
  return (
    <View className={`order-actions ${className}`.trim()}>
      {more.length > 0 && (
        <Button
          className='order-actions__more'
          size='small'
          fill='none'
          disabled={busy}
          onClick={(e) => {
            e?.stopPropagation?.()
            void openMore()
          }}
        >
          更多
        </Button>
      )}
      {shown.map((key) => (
        <Button
          key={key}
          className={`order-actions__btn order-actions__btn--${key}${PRIMARY_ACTIONS.has(key) ? ' order-actions__btn--primary' : ''}`}
          size='small'
          fill={PRIMARY_ACTIONS.has(key) ? 'solid' : 'outline'}
          type={PRIMARY_ACTIONS.has(key) ? 'primary' : 'default'}
          disabled={busy}
          onClick={(e) => {
            // Inside a tappable order card: the button's own action only.
            e?.stopPropagation?.()
            void run(key, order)
          }}
        >
          {ORDER_ACTION_LABEL[key]}
        </Button>
      ))}
    </View>
  )
}
