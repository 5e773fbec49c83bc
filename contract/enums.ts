/**
 * Enumerations of spec section 3 and the order status table of section 4: the one copy the app, the server and the
 * console share (a gate, tests/gates/contract-imports.test.js, refuses a second one). Values are what the API
 * sends; Chinese labels are what a shopper reads. `as const` objects rather than TS enums so that they tree-shake
 * and compare against plain numbers from JSON. Plain data only: the app's bundles import this file, so it must
 * never import TypeBox (the schemas in contract/schemas derive their enums from these objects).
 */

export type ValueOf<T> = T[keyof T]

/**
 * The `default` of an exhaustive `switch` over one of these tables: it only compiles when every value has its case,
 * so a value added to a table fails the typecheck wherever behaviour depends on it.
 */
export function unreachable(value: never): never {
  throw new Error(`unhandled value ${String(value)}`)
}

/**
 * The `default` of a `switch` over a value an answer carries: compiles only when every known value has its case, and
 * at run time lets a value a newer server sends fall through to `fallback` instead of failing the screen.
 */
export const unknownValue = <T>(_value: never, fallback: T): T => fallback

export const ORDER_TYPE = { regular: 0, flash: 1, group: 2 } as const
export type OrderType = ValueOf<typeof ORDER_TYPE>

export const PRODUCT_KIND = { flash: 1, group: 2, package: 4 } as const
export type ProductKind = ValueOf<typeof PRODUCT_KIND>

export const PRODUCT_KIND_LABEL: Record<ProductKind, string> = { 1: '限时抢购', 2: '拼团', 4: '套餐' }

/** Identity verification flows: auth only, verification only, or both in one go. */
export const VERIFY_FLOW = { auth: 0, verification: 1, authAndVerification: 2 } as const
export type VerifyFlow = ValueOf<typeof VERIFY_FLOW>

export const BANK_ID = { pingan: 1, citic: 3 } as const
export type BankId = ValueOf<typeof BANK_ID>

export const BANK_NAME: Record<BankId, string> = { 1: '平安银行', 3: '中信银行' }

export const PAY_WAY = { wxpay: 1, alipay: 2, freeca: 4, efulipay: 8 } as const
export type PayWay = ValueOf<typeof PAY_WAY>

/**
 * Where a shopper pays (the app's payRoute, /order/pay's `scene`): the WeChat or Alipay mini program, WeChat's own
 * browser (JSAPI), or any other browser (the gateway's H5 cashier page).
 */
export const PAY_SCENES = ['weapp', 'alipay', 'jsapi', 'cashier'] as const
export type PayScene = (typeof PAY_SCENES)[number]

/**
 * The one table of the pay ways (issue 31): each way's gateway channel (null: a balance the server settles in its own
 * ledgers, anywhere), the name a shopper reads, and the scenes it can be paid in. The gift card's name on screen
 * follows the theme (gift_card_name + suffix): see payWayName in src/constants/order.ts.
 */
export const PAY_CHANNELS = {
  1: { channel: 'wxpay', name: '微信支付', scenes: ['weapp', 'jsapi', 'cashier'] },
  2: { channel: 'alipay', name: '支付宝', scenes: ['alipay', 'cashier'] },
  4: { channel: null, name: '购物卡', scenes: PAY_SCENES },
  8: { channel: null, name: '福利余额', scenes: PAY_SCENES }
} as const satisfies Record<PayWay, { channel: string | null; name: string; scenes: readonly PayScene[] }>

/** The two outside payment channels (WeChat Pay, Alipay); the other ways have none. */
export type PayChannel = NonNullable<(typeof PAY_CHANNELS)[PayWay]['channel']>

/** The pay ways in the table's order (1, 2, 4, 8). */
export const PAY_WAYS = Object.values(PAY_WAY)

/** Whether a number is a pay way of the table. */
export const isPayWay = (n: number): n is PayWay => Object.prototype.hasOwnProperty.call(PAY_CHANNELS, n)

/** The gateway channel of a pay way; null for the balance ways and for a number that is no pay way. */
export const payChannelOf = (payway: number): PayChannel | null =>
  isPayWay(payway) ? PAY_CHANNELS[payway].channel : null

/** The pay ways with a gateway channel (paid through WeChat Pay or Alipay). */
export const GATEWAY_PAY_WAYS = PAY_WAYS.filter((w) => PAY_CHANNELS[w].channel !== null)

/** The pay way of a gateway channel. */
export const payWayOfChannel = (channel: PayChannel): PayWay =>
  PAY_WAYS.find((w) => PAY_CHANNELS[w].channel === channel) as PayWay

/** Coupon kinds: full reduction (amount off above a threshold), discount (pay `rate` percent, up to max_discount). */
export const COUPON_KIND = { fullReduction: 1, discount: 2 } as const
export type CouponKind = ValueOf<typeof COUPON_KIND>

export const COUPON_KIND_LABEL: Record<CouponKind, string> = { 1: '满减券', 2: '折扣券' }

export const CASHBACK_TYPE = { orderCashback: 0, pointsExchange: 1, scanGift: 2, unknown: 3 } as const
export type CashbackType = ValueOf<typeof CASHBACK_TYPE>

export const CASHBACK_TYPE_LABEL: Record<CashbackType, string> = {
  0: '订单返现',
  1: '积分兑换',
  2: '扫码赠送',
  3: '其他'
}

export const SETTLEMENT_STATUS = { pendingSettlement: 0, pendingDeposit: 1, deposited: 2, unknown: 3 } as const
export type SettlementStatus = ValueOf<typeof SETTLEMENT_STATUS>

export const SETTLEMENT_STATUS_LABEL: Record<SettlementStatus, string> = {
  0: '待结算',
  1: '待入账',
  2: '已入账',
  3: '未知'
}

/** Identity authentication (fdd) result. */
export const FDD_STATUS = { unauthenticated: 0, verified: 1, unregistered: 2 } as const
export type FddStatus = ValueOf<typeof FDD_STATUS>

export const FDD_STATUS_LABEL: Record<FddStatus, string> = { 0: '未认证', 1: '已认证', 2: '未注册' }

export const ORDER_STATUS = {
  refunded: -4,
  awaitRefund: -3,
  closed: -2,
  cancelled: -1,
  awaitPayment: 0,
  paymentFinished: 1,
  delivering: 2,
  delivered: 3,
  /** The second delivered code: the after-sale window has passed, the order is complete. */
  completed: 4,
  awaitGrouped: 101
} as const
export type OrderStatus = ValueOf<typeof ORDER_STATUS>

/** The one table of status texts, shared by the app and the server (status_text, refusal messages). */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  [-4]: '已退款',
  [-3]: '退款中',
  [-2]: '已关闭',
  [-1]: '已取消',
  0: '待付款',
  1: '待发货',
  2: '待收货',
  3: '已收货',
  4: '已完成',
  101: '待成团'
}

/** A group-buying group (拼团): forming until it fills (formed) or runs out of time (failed, its orders refunded). */
export const GROUP_STATUS = { forming: 0, formed: 1, failed: 2 } as const
export type GroupStatus = ValueOf<typeof GROUP_STATUS>

export const GROUP_STATUS_LABEL: Record<GroupStatus, string> = { 0: '拼团中', 1: '拼团成功', 2: '拼团失败' }

/** Label of any status code, including one this build does not know yet. */
export function orderStatusLabel(status: number): string {
  return (ORDER_STATUS_LABEL as Record<number, string>)[status] ?? '未知状态'
}

/** Pension withdrawal application states. */
export const WITHDRAW_STATUS = { applied: 0, reviewed: 1, paid: 2, failed: 3 } as const
export type WithdrawStatus = ValueOf<typeof WITHDRAW_STATUS>

/** After-sale (refund application) states; withdrawn: cancelled by the shopper. */
// 5 待寄回, 6 待收货 (sent back), 7 closed (not sent back in time): the 退货退款 return step (docs/decisions/0022-returns.md).
export const AFTER_SALE_STATUS = {
  applied: 0,
  approved: 1,
  refunded: 2,
  rejected: 3,
  withdrawn: 4,
  awaitingReturn: 5,
  returned: 6,
  closed: 7
} as const
export type AfterSaleStatus = ValueOf<typeof AFTER_SALE_STATUS>

/** refundOnly 仅退款; returnAndRefund 退货退款 (only once the goods were shipped). */
export const REFUND_TYPE = { refundOnly: 1, returnAndRefund: 2 } as const
export type RefundType = ValueOf<typeof REFUND_TYPE>

export const REFUND_TYPE_LABEL: Record<RefundType, string> = { 1: '仅退款', 2: '退货退款' }

/** Invoice states: issuing, issued, voided (the order was refunded). */
export const INVOICE_STATUS = { issuing: 0, issued: 1, voided: 2, refused: 3 } as const
export type InvoiceStatus = ValueOf<typeof INVOICE_STATUS>

/** Who an invoice is made out to. */
export const INVOICE_RECEIVER_KIND = { personal: 1, company: 2 } as const
export type InvoiceReceiverKind = ValueOf<typeof INVOICE_RECEIVER_KIND>

/** Label of any cashback type code; an unknown one reads as 其他. */
export const cashbackTypeLabel = (type: number): string =>
  (CASHBACK_TYPE_LABEL as Record<number, string>)[type] ?? CASHBACK_TYPE_LABEL[CASHBACK_TYPE.unknown]

/** Label of any settlement state code; an unknown one reads as 未知. */
export const settlementStatusLabel = (status: number): string =>
  (SETTLEMENT_STATUS_LABEL as Record<number, string>)[status] ?? SETTLEMENT_STATUS_LABEL[SETTLEMENT_STATUS.unknown]
