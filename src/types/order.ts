import type { UsableCoupon } from './coupon'
import type { PaywayOption } from './payment'
import type { ExpressSummary } from './express'
import type { UndeliverableLine } from './stock'

/** Spec section 4: -4 refunded, -3 await refund, -2 closed, -1 cancelled, 0 await payment, 1 paid, 2 delivering, 3 delivered, 4 completed, 101 await grouped. */
export type OrderStatus = -4 | -3 | -2 | -1 | 0 | 1 | 2 | 3 | 4 | 101
/** Spec section 3: regular 0, flash 1, group 2. */
export type OrderType = 0 | 1 | 2
/** Tabs of the order list: delivering is 101 + 1 + 2; await_ship (待发货) 101 + 1; await_receive (待收货) 2. */
export type OrderTab = 'all' | 'await_pay' | 'delivering' | 'await_ship' | 'await_receive' | 'delivered' | 'refund'

export interface OrderItemInput {
  sku_id: number
  qty: number
}

export interface OrderLine {
  sku_id: number
  spu_id: number
  title: string
  image: string
  spec: string
  /** Unit price in cents. */
  price: number
  qty: number
  /** price × qty, cents. */
  amount: number
  /** Cashback per unit in cents. */
  cashback: number
  /** The line's id (order_items.id): an after-sale for this one line names it. */
  item_id?: number
}

export interface OrderAddress {
  addr_id?: number
  name: string
  phone: string
  province: string
  city: string
  area: string
  detail: string
  full: string
}

/**
 * Checkout deductions (issue 9), asked for at /order/confirm and again at /order/create, applied in this order after
 * the coupon: the shopping card, then points. Both are capped by what is left to pay, so pay_amount never goes below 0.
 */
export interface OrderDeductionInput {
  /** One of the caller's usable shopping cards that covers every line; takes up to its balance. */
  user_freeca_id?: number
  /** Spend points: 1 point = 1 fen (the points-to-pension rate). */
  use_points?: boolean
  /** An invoice title (receiver) of the caller's: the invoice is applied for when the order is received. */
  invoice_receiver_id?: number
}

export interface OrderFreecaDeduction {
  user_freeca_id: number
  /** The card's display name (gift_card_name rules). */
  name: string
  /** Balance before this order, fen. */
  balance: number
  /** Taken by this order, fen. */
  deduct: number
}

export interface OrderPointsDeduction {
  /** The caller's points now. */
  available: number
  /** Points this order spends (0 unless use_points). */
  used: number
  /** Fen they pay. */
  deduct: number
  /** Fen the points would pay of this order if used (equals deduct when they are): the page offers it as 可抵 ¥x. */
  worth: number
}

export interface OrderInvoiceRequest {
  receiver_id: number
  /** The title as it will be printed. */
  title: string
}

/** Answer of /order/confirm: a priced preview plus the idempotency key /order/create needs. */
export interface OrderConfirmResult {
  type: OrderType
  activity_id: number | null
  lines: OrderLine[]
  address: OrderAddress | null
  goods_amount: number
  freight: number
  discount: number
  pay_amount: number
  cashback_total: number
  /** The coupon applied: the one asked for, none for coupon_id 0, else the best usable one. Pass it to /order/create. */
  coupon_id: number | null
  coupons: UsableCoupon[]
  payways: PaywayOption[]
  confirm_token: string
  /** Unix seconds after which the token is refused. */
  confirm_expired_time: number
  /** Lines the address's province cannot receive (stock by region); /order/create refuses them. */
  undeliverable?: UndeliverableLine[]
  /** What /order/create would answer for them (errno REGION_NO_STOCK); '' when every line can ship. */
  ship_error?: string
  /** The card asked for and what it takes; null when none was asked for. */
  freeca: OrderFreecaDeduction | null
  points: OrderPointsDeduction
  invoice: OrderInvoiceRequest | null
  /** freeca.deduct + points.deduct; pay_amount is after it. */
  deduct_amount: number
}

export interface OrderCreateResult {
  id: number
  order_no: string
  status: OrderStatus
  pay_amount: number
  /** Unix seconds: the order closes unpaid after this. */
  pay_expire_time: number
}

/** Which actions the app may offer on an order now. */
export interface OrderActions {
  can_pay: boolean
  can_cancel: boolean
  can_confirm: boolean
  can_refund: boolean
  can_invoice: boolean
}

export interface OrderListItem extends OrderActions {
  id: number
  order_no: string
  type: OrderType
  status: OrderStatus
  status_text: string
  pay_amount: number
  goods_count: number
  lines: OrderLine[]
  create_time: number
  pay_expire_time: number
}

/** /order/counts: per tab (as /order/listv2's counts) and per status code (keys are the codes as strings). */
export interface OrderCounts {
  tabs: Record<OrderTab, number>
  statuses: Record<string, number>
}

export interface OrderListResult {
  list: OrderListItem[]
  total: number
  page: number
  page_size: number
  counts: Record<OrderTab, number>
}

export interface OrderGroupInfo {
  group_id: number
  size: number
  joined: number
  /** 0 forming, 1 filled, 2 failed. */
  status: number
  expire_time: number
  members: Array<{ uid: number; nick: string; head: string; is_leader: boolean }>
}

export interface OrderHistoryEntry {
  /** Null for the row that records the creation. */
  from: OrderStatus | null
  to: OrderStatus
  reason: string
  time: number
}

/** The money going back for an order (a failed group, an approved after-sale, a late payment). */
export interface OrderMoneyRefund {
  amount: number
  /** 0 in progress, 1 refunded, 2 failed (retried by the server). */
  status: 0 | 1 | 2
  status_text: string
  reason: string
  create_time: number
  finish_time: number | null
}

export interface OrderInfo extends OrderActions {
  id: number
  order_no: string
  type: OrderType
  status: OrderStatus
  status_text: string
  lines: OrderLine[]
  address: OrderAddress
  goods_amount: number
  freight: number
  discount: number
  pay_amount: number
  cashback_total: number
  payway: number | null
  payway_name: string
  remark: string
  create_time: number
  pay_expire_time: number
  pay_time: number | null
  ship_time: number | null
  receive_time: number | null
  complete_time: number | null
  close_time: number | null
  cancel_time: number | null
  refund_time: number | null
  express: ExpressSummary | null
  group: OrderGroupInfo | null
  refund: AfterSale | null
  /** The newest refund of money for this order, whatever started it. */
  money_refund: OrderMoneyRefund | null
  history: OrderHistoryEntry[]
  /** Paid at checkout by a shopping card and by points (fen); pay_amount is what is left after them. */
  freeca_deduct: number
  points_deduct: number
  points_used: number
  /** The invoice asked for at checkout, applied for on receipt; null when none was asked for. */
  invoice_request: OrderInvoiceRequest | null
}

export interface OrderStatusResult {
  id: number
  order_no: string
  status: OrderStatus
  status_text: string
  paid: boolean
  pay_amount: number
  payway: number | null
}

/**
 * 0 applied, 1 refunding (approved; 退货退款 once the goods are back), 2 refunded, 3 rejected, 4 withdrawn by the
 * shopper, 5 待寄回 (send the goods back), 6 待收货 (sent back), 7 closed (not sent back in time).
 */
export type AfterSaleStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
/** 1 refund only (仅退款), 2 return the goods and refund (退货退款: only once the goods were shipped). */
export type RefundType = 1 | 2

export interface AfterSale {
  id: number
  order_id: number
  order_no: string
  type: RefundType
  type_text: string
  reason: string
  desc: string
  images: string[]
  amount: number
  status: AfterSaleStatus
  status_text: string
  remark: string
  create_time: number
  approve_time: number | null
  finish_time: number | null
  lines: OrderLine[]
  /** The order line this application is for (order_items.id), or null for the whole order. */
  item_id: number | null
  /** 退货退款 once approved: where to send the goods, and what the shopper sent. */
  return_address: { name: string; phone: string; address: string } | null
  return_express: { com: string; com_name: string; express_no: string; ship_time: number | null } | null
  /** Unix seconds: the application closes unless the goods are sent back by then (status 5). */
  return_deadline: number | null
  receive_time: number | null
}

export interface AfterSaleListResult {
  list: AfterSale[]
  total: number
  page: number
  page_size: number
}
