import { Type, type Static } from '@sinclair/typebox'
import { CountsOf, Nullable, OneOf } from './common'
import { UsableCoupon } from './coupon'
import { PaywayOption } from './payment'
import { ExpressSummary } from './express'
import { UndeliverableLine } from './stock'
import { ORDER_TAB_KEYS, OrderAddress, OrderLine, OrderStatus, OrderType } from './order-parts'
import { AfterSale } from './aftersale'

// The order's answers (checkout, list, detail, status). Its pieces and the after-sales have files of their own,
// re-exported here so that an import of schemas/order finds every order schema.
export * from './order-parts'
export * from './aftersale'

/**
 * Checkout deductions (issue 9), asked for at /order/confirm and again at /order/create, applied in this order after
 * the coupon: the shopping card, then points. Both are capped by what is left to pay, so pay_amount never goes below 0.
 */
export type OrderDeductionInput = Static<typeof OrderDeductionInput>
export const OrderDeductionInput = Type.Object({
  /** One of the caller's usable shopping cards that covers every line; takes up to its balance. */
  user_freeca_id: Type.Optional(Type.Number()),
  /** Spend points: 1 point = 1 fen (the points-to-pension rate). */
  use_points: Type.Optional(Type.Boolean()),
  /** An invoice title (receiver) of the caller's: the invoice is applied for when the order is received. */
  invoice_receiver_id: Type.Optional(Type.Number())
})

export type OrderFreecaDeduction = Static<typeof OrderFreecaDeduction>
export const OrderFreecaDeduction = Type.Object({
  user_freeca_id: Type.Number(),
  /** The card's display name (gift_card_name rules). */
  name: Type.String(),
  /** Balance before this order, fen. */
  balance: Type.Number(),
  /** Taken by this order, fen. */
  deduct: Type.Number()
})

export type OrderPointsDeduction = Static<typeof OrderPointsDeduction>
export const OrderPointsDeduction = Type.Object({
  /** The caller's points now. */
  available: Type.Number(),
  /** Points this order spends (0 unless use_points). */
  used: Type.Number(),
  /** Fen they pay. */
  deduct: Type.Number(),
  /** Fen the points would pay of this order if used (equals deduct when they are): the page offers it as 可抵 ¥x. */
  worth: Type.Number()
})

export type OrderInvoiceRequest = Static<typeof OrderInvoiceRequest>
export const OrderInvoiceRequest = Type.Object({
  receiver_id: Type.Number(),
  /** The title as it will be printed. */
  title: Type.String()
})

/** Answer of /order/confirm: a priced preview plus the idempotency key /order/create needs. */
export type OrderConfirmResult = Static<typeof OrderConfirmResult>
export const OrderConfirmResult = Type.Object({
  type: OrderType,
  activity_id: Nullable(Type.Number()),
  lines: Type.Array(OrderLine),
  address: Nullable(OrderAddress),
  goods_amount: Type.Number(),
  freight: Type.Number(),
  discount: Type.Number(),
  pay_amount: Type.Number(),
  cashback_total: Type.Number(),
  /** The coupon applied: the one asked for, none for coupon_id 0, else the best usable one. Pass it to /order/create. */
  coupon_id: Nullable(Type.Number()),
  coupons: Type.Array(UsableCoupon),
  payways: Type.Array(PaywayOption),
  confirm_token: Type.String(),
  /** Unix seconds after which the token is refused. */
  confirm_expired_time: Type.Number(),
  /** Lines the address's province cannot receive (stock by region); /order/create refuses them. */
  undeliverable: Type.Optional(Type.Array(UndeliverableLine)),
  /** What /order/create would answer for them (errno REGION_NO_STOCK); '' when every line can ship. */
  ship_error: Type.Optional(Type.String()),
  /** The card asked for and what it takes; null when none was asked for. */
  freeca: Nullable(OrderFreecaDeduction),
  points: OrderPointsDeduction,
  invoice: Nullable(OrderInvoiceRequest),
  /** freeca.deduct + points.deduct; pay_amount is after it. */
  deduct_amount: Type.Number()
})

export type OrderCreateResult = Static<typeof OrderCreateResult>
export const OrderCreateResult = Type.Object({
  id: Type.Number(),
  order_no: Type.String(),
  status: OrderStatus,
  pay_amount: Type.Number(),
  /** Unix seconds: the order closes unpaid after this. */
  pay_expire_time: Type.Number()
})

/** Which actions the app may offer on an order now. */
export type OrderActions = Static<typeof OrderActions>
export const OrderActions = Type.Object({
  can_pay: Type.Boolean(),
  can_cancel: Type.Boolean(),
  can_confirm: Type.Boolean(),
  can_refund: Type.Boolean(),
  can_invoice: Type.Boolean(),
  /** 提醒发货: paid and not shipped (a second reminder the same day is refused with SHIP_REMINDED_TODAY). */
  can_remind: Type.Optional(Type.Boolean()),
  /** 修改地址 by the shopper: paid, not shipped, not printed by the warehouse, not changed before (once). */
  can_change_address: Type.Optional(Type.Boolean()),
  /** 延长收货: shipped, not extended before (once) and before auto_receive_time. */
  can_extend_receive: Type.Optional(Type.Boolean())
})

export type OrderListItem = Static<typeof OrderListItem>
export const OrderListItem = Type.Composite([
  OrderActions,
  Type.Object({
    id: Type.Number(),
    order_no: Type.String(),
    type: OrderType,
    status: OrderStatus,
    status_text: Type.String(),
    pay_amount: Type.Number(),
    goods_count: Type.Number(),
    lines: Type.Array(OrderLine),
    create_time: Type.Number(),
    pay_expire_time: Type.Number(),
    /** 自动确认收货 of a shipped order (unix seconds), as /order/infov2's; null otherwise. */
    auto_receive_time: Type.Optional(Nullable(Type.Number()))
  })
])

/** /order/counts: per tab (as /order/listv2's counts) and per status code (keys are the codes as strings). */
export type OrderCounts = Static<typeof OrderCounts>
export const OrderCounts = Type.Object({
  tabs: CountsOf(ORDER_TAB_KEYS),
  statuses: Type.Record(Type.String(), Type.Number())
})

export type OrderListResult = Static<typeof OrderListResult>
export const OrderListResult = Type.Object({
  list: Type.Array(OrderListItem),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number(),
  counts: CountsOf(ORDER_TAB_KEYS)
})

export type OrderGroupInfo = Static<typeof OrderGroupInfo>
export const OrderGroupInfo = Type.Object({
  group_id: Type.Number(),
  size: Type.Number(),
  joined: Type.Number(),
  /** GROUP_STATUS (contract/enums.ts): 0 forming, 1 filled, 2 failed. */
  status: Type.Number(),
  expire_time: Type.Number(),
  members: Type.Array(
    Type.Object({
      uid: Type.Number(),
      nick: Type.String(),
      head: Type.String(),
      is_leader: Type.Boolean()
    })
  )
})

export type OrderHistoryEntry = Static<typeof OrderHistoryEntry>
export const OrderHistoryEntry = Type.Object({
  /** Null for the row that records the creation. */
  from: Nullable(OrderStatus),
  to: OrderStatus,
  reason: Type.String(),
  time: Type.Number()
})

/** The money going back for an order (a failed group, an approved after-sale, a late payment). */
export type OrderMoneyRefund = Static<typeof OrderMoneyRefund>
export const OrderMoneyRefund = Type.Object({
  amount: Type.Number(),
  /** 0 in progress, 1 refunded, 2 failed (retried by the server). */
  status: OneOf([0, 1, 2]),
  status_text: Type.String(),
  reason: Type.String(),
  create_time: Type.Number(),
  finish_time: Nullable(Type.Number())
})

export type OrderInfo = Static<typeof OrderInfo>
export const OrderInfo = Type.Composite([
  OrderActions,
  Type.Object({
    id: Type.Number(),
    order_no: Type.String(),
    type: OrderType,
    status: OrderStatus,
    status_text: Type.String(),
    lines: Type.Array(OrderLine),
    address: OrderAddress,
    goods_amount: Type.Number(),
    freight: Type.Number(),
    discount: Type.Number(),
    pay_amount: Type.Number(),
    cashback_total: Type.Number(),
    payway: Nullable(Type.Number()),
    payway_name: Type.String(),
    remark: Type.String(),
    create_time: Type.Number(),
    pay_expire_time: Type.Number(),
    pay_time: Nullable(Type.Number()),
    ship_time: Nullable(Type.Number()),
    /** 自动确认收货: when a shipped order is received by itself (unix seconds); null otherwise, or in an after-sale. */
    auto_receive_time: Type.Optional(Nullable(Type.Number())),
    receive_time: Nullable(Type.Number()),
    complete_time: Nullable(Type.Number()),
    close_time: Nullable(Type.Number()),
    cancel_time: Nullable(Type.Number()),
    refund_time: Nullable(Type.Number()),
    express: Nullable(ExpressSummary),
    group: Nullable(OrderGroupInfo),
    refund: Nullable(AfterSale),
    /** The newest refund of money for this order, whatever started it. */
    money_refund: Nullable(OrderMoneyRefund),
    history: Type.Array(OrderHistoryEntry),
    /** Paid at checkout by a shopping card and by points (fen); pay_amount is what is left after them. */
    freeca_deduct: Type.Number(),
    points_deduct: Type.Number(),
    points_used: Type.Number(),
    /** The invoice asked for at checkout, applied for on receipt; null when none was asked for. */
    invoice_request: Nullable(OrderInvoiceRequest)
  })
])

export type OrderStatusResult = Static<typeof OrderStatusResult>
export const OrderStatusResult = Type.Object({
  id: Type.Number(),
  order_no: Type.String(),
  status: OrderStatus,
  status_text: Type.String(),
  paid: Type.Boolean(),
  pay_amount: Type.Number(),
  payway: Nullable(Type.Number())
})
