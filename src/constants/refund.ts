import type { AfterSaleStatus, OrderStatus, RefundType } from '@contract/schemas/order'
import { ORDER_STATUS, REFUND_TYPE } from '@contract/enums'

/** Refund and after-sale words shared by the refund pages (the status texts themselves come from the server). */

/** Goods can be sent back only once they were shipped (the server refuses 退货退款 before). */
export function refundTypesFor(status: OrderStatus | number): RefundType[] {
  return status === ORDER_STATUS.delivering || status === ORDER_STATUS.delivered
    ? [REFUND_TYPE.refundOnly, REFUND_TYPE.returnAndRefund]
    : [REFUND_TYPE.refundOnly]
}

/** Reasons offered per type (an action sheet takes at most 6); sent to /order/refund as reason. */
export const REFUND_REASONS: Record<RefundType, readonly string[]> = {
  1: ['不想要了', '拍错/多拍了', '地址信息填写错误', '商家未按约定时间发货', '其他原因'],
  2: ['商品质量问题', '商品与描述不符', '收到商品破损', '少件/漏发', '不想要了', '其他原因']
}

/** What each after-sale status means to the shopper. */
export const AFTER_SALE_DESC: Record<AfterSaleStatus, string> = {
  0: '您的退款申请已提交，等待商家处理',
  1: '退款处理中，款项将原路退回，请留意到账',
  2: '退款已原路退回您的支付账户',
  3: '商家拒绝了您的退款申请，如有疑问请联系客服',
  4: '您已撤销本次退款申请',
  5: '商家已同意退货，请按退货地址寄回商品并填写快递单号',
  6: '您已寄回商品，等待商家收货',
  7: '超时未寄回商品，本次售后已关闭'
}

/** The outcome page's title and icon per status. */
export const AFTER_SALE_RESULT: Record<
  AfterSaleStatus,
  { title: string; status: 'success' | 'fail' | 'pending' | 'info' }
> = {
  0: { title: '退款申请已提交', status: 'pending' },
  1: { title: '退款处理中', status: 'pending' },
  2: { title: '退款成功', status: 'success' },
  3: { title: '退款申请被拒绝', status: 'fail' },
  4: { title: '退款申请已撤销', status: 'info' },
  5: { title: '请寄回商品', status: 'pending' },
  6: { title: '等待商家收货', status: 'pending' },
  7: { title: '售后已关闭', status: 'info' }
}

export const afterSaleDesc = (status: number) => (AFTER_SALE_DESC as Record<number, string>)[status] ?? ''

type ShareLine = { item_id?: number; price: number; qty: number }

/**
 * What one line of an order paid (cents): its share, by goods value, of what was paid for goods (`goodsPaid`: the pay
 * amount less freight), rounded down, the last line taking what rounding left, as the server counts it
 * (docs/decisions/0022-returns.md). Earlier refunds of the line are the server's to subtract: it refuses more.
 */
export function lineShare(goodsPaid: number, lines: ShareLine[], itemId: number): number {
  const payAmount = Math.max(0, goodsPaid)
  const total = lines.reduce((sum, l) => sum + l.price * l.qty, 0)
  if (total <= 0) return 0
  const share = (l: ShareLine) => Math.floor((payAmount * l.price * l.qty) / total)
  if (lines[lines.length - 1]?.item_id === itemId)
    return payAmount - lines.slice(0, -1).reduce((sum, l) => sum + share(l), 0)
  const line = lines.find((l) => l.item_id === itemId)
  return line ? share(line) : 0
}
