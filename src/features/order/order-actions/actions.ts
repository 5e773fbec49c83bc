import { ORDER_STATUS } from '@contract/enums'
import type { OrderActions, OrderListItem } from '@contract/schemas/order'

/** What a shopper can do with an order, by its status and the server's flags (can_pay ...). */
export type OrderActionKey =
  'pay' | 'cancel' | 'confirm' | 'express' | 'refund' | 'refundDetail' | 'invoice' | 'buyAgain' | 'group'

export const ORDER_ACTION_LABEL: Record<OrderActionKey, string> = {
  pay: '立即支付',
  cancel: '取消订单',
  confirm: '确认收货',
  express: '查看物流',
  refund: '申请退款',
  refundDetail: '退款详情',
  invoice: '申请发票',
  buyAgain: '再次购买',
  group: '拼团详情'
}

/** The main way on for a status: drawn filled, the others outlined. */
export const PRIMARY_ACTIONS: ReadonlySet<OrderActionKey> = new Set<OrderActionKey>(['pay', 'confirm', 'group'])

/** The fields of an order (list item or detail) the actions need. */
export type ActionOrder = Pick<OrderListItem, 'id' | 'order_no' | 'type' | 'status' | 'lines'> & OrderActions

const S = ORDER_STATUS

/**
 * The actions of an order, secondary first and the main one last (the bar reads left to right). The server's
 * flags decide pay / cancel / confirm / refund / invoice; the status decides the rest.
 */
export function orderActions(o: ActionOrder): OrderActionKey[] {
  const keys: Array<OrderActionKey | false> = (() => {
    switch (o.status) {
      case S.awaitPayment:
        return [o.can_cancel && 'cancel', o.can_pay && 'pay']
      case S.awaitGrouped:
        return ['group']
      case S.paymentFinished:
        return [o.can_refund && 'refund', o.can_invoice && 'invoice']
      case S.delivering:
        return ['express', o.can_refund && 'refund', o.can_confirm && 'confirm']
      case S.delivered:
        return ['express', o.can_refund && 'refund', o.can_invoice && 'invoice', 'buyAgain']
      case S.completed:
        return ['express', o.can_invoice && 'invoice', 'buyAgain']
      case S.awaitRefund:
        return ['refundDetail']
      case S.refunded:
        return ['refundDetail', 'buyAgain']
      case S.cancelled:
        return ['buyAgain']
      case S.closed:
        // A closed group order: its page tells why (the group failed) and how the money went back.
        return [o.type === 2 && 'group', 'buyAgain']
      default:
        return []
    }
  })()
  return keys.filter((k): k is OrderActionKey => Boolean(k))
}
