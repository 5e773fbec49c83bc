import { ORDER_STATUS, ORDER_TYPE, unknownValue } from '@contract/enums'
import type { OrderActions, OrderListItem } from '@contract/schemas/order'

/** What a shopper can do with an order, by its status and the server's flags (can_pay ...). */
export type OrderActionKey =
  | 'pay'
  | 'cancel'
  | 'confirm'
  | 'express'
  | 'refund'
  | 'refundDetail'
  | 'invoice'
  | 'buyAgain'
  | 'group'
  | 'delete'
  | 'remind'
  | 'address'

export const ORDER_ACTION_LABEL: Record<OrderActionKey, string> = {
  pay: '立即支付',
  cancel: '取消订单',
  confirm: '确认收货',
  express: '查看物流',
  refund: '申请退款',
  refundDetail: '退款详情',
  invoice: '申请发票',
  buyAgain: '再次购买',
  group: '拼团详情',
  delete: '删除订单',
  remind: '提醒发货',
  address: '修改地址'
}

/** Orders that are over (received, completed, refunded, cancelled, closed): the server's rule, order-delete.ts. */
const DELETABLE: ReadonlySet<number> = new Set([
  ORDER_STATUS.delivered,
  ORDER_STATUS.completed,
  ORDER_STATUS.refunded,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.closed
])

/** The main way on for a status: drawn filled, the others outlined. */
export const PRIMARY_ACTIONS: ReadonlySet<OrderActionKey> = new Set<OrderActionKey>(['pay', 'confirm', 'group'])

/** The fields of an order (list item or detail) the actions need. */
export type ActionOrder = Pick<OrderListItem, 'id' | 'order_no' | 'type' | 'status' | 'lines'> & OrderActions

/**
 * The actions of an order, secondary first and the main one last (the bar reads left to right). The server's
 * flags decide pay / cancel / confirm / refund / invoice; the status decides the rest.
 */
export function orderActions(o: ActionOrder): OrderActionKey[] {
  const keys: Array<OrderActionKey | false> = (() => {
    switch (o.status) {
      case ORDER_STATUS.awaitPayment:
        return [o.can_cancel && 'cancel', o.can_pay && 'pay']
      case ORDER_STATUS.awaitGrouped:
        return ['group']
      case ORDER_STATUS.paymentFinished:
        // 提醒发货 is what a shopper waiting for the goods wants most; 修改地址 only before the warehouse prints it.
        return [
          o.can_invoice && 'invoice',
          !!o.can_change_address && 'address',
          o.can_refund && 'refund',
          !!o.can_remind && 'remind'
        ]
      case ORDER_STATUS.delivering:
        return ['express', o.can_refund && 'refund', o.can_confirm && 'confirm']
      case ORDER_STATUS.delivered:
        return ['express', o.can_refund && 'refund', o.can_invoice && 'invoice', 'buyAgain']
      case ORDER_STATUS.completed:
        return ['express', o.can_invoice && 'invoice', 'buyAgain']
      case ORDER_STATUS.awaitRefund:
        return ['refundDetail']
      case ORDER_STATUS.refunded:
        return ['refundDetail', 'buyAgain']
      case ORDER_STATUS.cancelled:
        return ['buyAgain']
      case ORDER_STATUS.closed:
        // A closed group order: its page tells why (the group failed) and how the money went back.
        return [o.type === ORDER_TYPE.group && 'group', 'buyAgain']
      default:
        return unknownValue(o.status, [])
    }
  })()
  // 删除订单 reads first: the least wanted action sits farthest from the main one.
  return [
    ...(DELETABLE.has(o.status) ? ['delete' as const] : []),
    ...keys.filter((k): k is OrderActionKey => Boolean(k))
  ]
}
