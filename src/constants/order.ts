import { PAY_CHANNELS, PAY_WAY, isPayWay, type OrderStatus } from '@contract/enums'
import { NAMESPACE } from './storage-keys'
import type { OrderTab } from '@contract/schemas/order'

/** Order pages' shared words and contracts: status meanings, list tabs, pay-way names, the address hand-over. */

/** What each status means to the shopper (the texts themselves are ORDER_STATUS_LABEL in enums.ts). */
export const ORDER_STATUS_DESC: Record<OrderStatus, string> = {
  [-4]: '退款已退回原支付账户，请留意到账信息',
  [-3]: '退款申请处理中，请耐心等待',
  [-2]: '订单已关闭',
  [-1]: '订单已取消',
  0: '请在倒计时结束前完成支付，超时订单将自动关闭',
  1: '商家正在备货，请耐心等待发货',
  2: '商品已发出，请留意物流信息',
  3: '已确认收货，感谢您的购买',
  4: '订单已完成，返现将进入您的养老金账户',
  101: '已支付，等待好友参团，人满后发货；未成团将自动退款'
}

export function orderStatusDesc(status: number): string {
  return (ORDER_STATUS_DESC as Record<number, string>)[status] ?? ''
}

/** The tabs of 我的订单, in order; keys are /order/listv2's tab keys. */
export const ORDER_TABS: ReadonlyArray<{ key: OrderTab; title: string }> = [
  { key: 'all', title: '全部' },
  { key: 'await_pay', title: '待付款' },
  { key: 'await_ship', title: '待发货' },
  { key: 'await_receive', title: '待收货' },
  { key: 'delivered', title: '已完成' },
  { key: 'refund', title: '退款/售后' }
]

export interface GiftCardNaming {
  gift_card_name?: string
  gift_card_name_suffix?: string
}

/**
 * A pay way's name on screen: the shared table, except that the gift card is called what the theme calls it
 * (theme.config gift_card_name + gift_card_name_suffix, e.g. 购物卡余额).
 */
export function payWayName(payway: number, theme: GiftCardNaming = {}): string {
  if (payway === PAY_WAY.freeca && theme.gift_card_name)
    return `${theme.gift_card_name}${theme.gift_card_name_suffix ?? ''}`
  return isPayWay(payway) ? PAY_CHANNELS[payway].name : ''
}

/**
 * After handing the shopper to a wallet or cashier, how long to wait between /order/status checks (ms). The
 * client's own "paid" is never trusted: only the server's answer, bounded to about 15 s before the page says so.
 */
export const PAY_POLL_DELAYS: readonly number[] = [800, 1000, 1500, 2000, 2500, 3000, 4000]

/** Reasons offered when cancelling an unpaid order (sent to /order/cancel as reason). */
export const CANCEL_REASONS: readonly string[] = ['不想买了', '商品选错了', '地址信息填写错误', '其他原因']

/**
 * The address hand-over between the address pages and the pages that ask for an address (order-confirm, the
 * prize draw). The asking page opens choose-address (or address-action to add one) with `?from=<its page key>`
 * and `&id=<selected addr id>`. The address page, when the shopper picks or saves one:
 * 1. triggers `Taro.eventCenter.trigger(ADDRESS_CHOSEN_EVENT, address)` with the Address object (types/address);
 * 2. writes the same Address to session storage under CHOSEN_ADDRESS_KEY (utils/storage sessionSet), for a
 *    page that was re-created meanwhile (an H5 reload);
 * 3. goes back.
 * The asking page listens to the event, and on show takes (reads and removes) the stored choice; then it reloads.
 */
export const ADDRESS_CHOSEN_EVENT = 'address:chosen'
export const CHOSEN_ADDRESS_KEY = `${NAMESPACE}:chosen_address`
