import { Type } from '@sinclair/typebox'
import { ORDER_STATUS, ORDER_TYPE, PAY_SCENES, PAY_WAY, REFUND_TYPE } from '../enums'
import { Enum, OneOf } from '../schemas/common'
import {
  AfterSale,
  AfterSaleListResult,
  AfterSaleStatus,
  ORDER_TAB_KEYS,
  OrderAddress,
  OrderConfirmResult,
  OrderCounts,
  OrderCreateResult,
  OrderInfo,
  OrderListResult,
  OrderStatus,
  OrderStatusResult
} from '../schemas/order'
import { ExpressCompany } from '../schemas/express'
import { PayResult, PaywayResult } from '../schemas/payment'
import { OrderReviewState, ReviewListResult } from '../schemas/review'
import { ORDER_KEYWORD_MAX, REVIEW_LIMITS } from '../rules'
import { WelfareBalance } from '../schemas/giftcard'
import { PointsInfo } from '../schemas/points'
import { Empty, ID_MAX, Id, IdList, OrderNo, Paging, PagingFields, Phone } from '../schemas/request'
import { rawRoute, route } from './route'

const Item = Type.Object({ sku_id: Id, qty: Type.Integer({ minimum: 1, maximum: 99 }) })
/** Cart ids come comma-joined like /cart/del, or as a list. */
const CartIds = Type.Union([IdList, Type.Array(Id, { minItems: 1, maxItems: 100 })])
const Goods = {
  items: Type.Optional(Type.Array(Item, { minItems: 1, maxItems: 50 })),
  cart_ids: Type.Optional(CartIds),
  activity_id: Type.Optional(Id),
  group_id: Type.Optional(Id),
  // Checkout deductions and the invoice title (issue 9), the same at confirm and at create.
  user_freeca_id: Type.Optional(Id),
  use_points: Type.Optional(Type.Boolean()),
  invoice_receiver_id: Type.Optional(Id)
}
const CouponChoice = Type.Optional(Type.Integer({ minimum: 0, maximum: ID_MAX }))
/** A list tab ('' is all) or a status code. */
const TabKey = OneOf(['', ...ORDER_TAB_KEYS])
/** Only a path on our own site: the cashier must never redirect a shopper elsewhere. */
const ReturnPath = Type.String({ pattern: '^/(?![/\\\\])[^\\s]*$', maxLength: 300 })
const ImageUrl = Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 500 })

/** What /order/refund answers: the application as it now stands. */
const RefundApplied = Type.Object({
  id: Type.Number(),
  order_id: Type.Number(),
  status: AfterSaleStatus,
  status_text: Type.String()
})

/** Orders and after-sales: every call needs a login, other users' orders are "not found"; prefix /api/v1. */
export const orderRoutes = {
  '/order/confirm': route(OrderConfirmResult, {
    body: Type.Object({ ...Goods, addr_id: Type.Optional(Id), coupon_id: CouponChoice })
  }),
  '/order/create': route(OrderCreateResult, {
    body: Type.Object({
      ...Goods,
      confirm_token: Type.String({ minLength: 1, maxLength: 128 }),
      addr_id: Id,
      coupon_id: CouponChoice,
      remark: Type.Optional(Type.String({ maxLength: 200 }))
    })
  }),
  '/order/payway': route(PaywayResult, { body: Type.Object({ order_no: OrderNo }) }),
  '/order/pay': route(PayResult, {
    body: Type.Object({
      order_no: OrderNo,
      payway: Enum(PAY_WAY),
      user_freeca_id: Type.Optional(Id),
      return_url: Type.Optional(ReturnPath),
      /** Where the app launches the payment: the provider opens the matching trade (server/src/payment). */
      scene: Type.Optional(OneOf(PAY_SCENES))
    })
  }),
  '/order/counts': route(OrderCounts, { body: Empty }),
  '/order/listv2': route(OrderListResult, {
    body: Type.Object({
      status: Type.Optional(Type.Union([Enum(ORDER_STATUS), TabKey])),
      type: Type.Optional(Enum(ORDER_TYPE)),
      /** 订单搜索: six digits or more, the start of an order number; else words of a goods name. Trimmed; '' is none. */
      keyword: Type.Optional(Type.String({ maxLength: ORDER_KEYWORD_MAX })),
      ...PagingFields
    })
  }),
  /** 提醒发货: a paid order not yet shipped, once a day (errno SHIP_REMINDED_TODAY the second time). */
  '/order/remind': route(Type.Object({ id: Type.Number(), remind_time: Type.Number(), message: Type.String() }), {
    body: Type.Object({ id: Id })
  }),
  /**
   * 修改地址: to one of the shopper's saved addresses, on a paid order not yet shipped nor printed, once (errno
   * ADDRESS_LOCKED, ADDRESS_CHANGED_ONCE, REGION_NO_STOCK).
   */
  '/order/address': route(Type.Object({ id: Type.Number(), address: OrderAddress }), {
    body: Type.Object({ id: Id, addr_id: Id })
  }),
  '/order/infov2': route(OrderInfo, {
    body: Type.Object({ id: Type.Optional(Id), order_no: Type.Optional(OrderNo) })
  }),
  '/order/status': route(OrderStatusResult, { body: Type.Object({ id: Id }) }),
  '/order/cancel': route(Type.Object({ id: Type.Number(), status: OrderStatus }), {
    body: Type.Object({ id: Id, reason: Type.Optional(Type.String({ maxLength: 50 })) })
  }),
  '/order/recvconfirm': route(Type.Object({ id: Type.Number(), status: OrderStatus, points: Type.Number() }), {
    body: Type.Object({ id: Id })
  }),
  /**
   * 延长收货: the automatic receipt's deadline moves later (RECEIVE_EXTEND_SECONDS), once per shipped order and only
   * before it (errno RECEIVE_EXTENDED_ONCE, RECEIVE_EXTEND_LATE). Answers the new deadline, unix seconds.
   */
  '/order/recvextend': route(Type.Object({ id: Type.Number(), auto_receive_time: Type.Number() }), {
    body: Type.Object({ id: Id })
  }),
  '/order/refund': route(RefundApplied, {
    body: Type.Object({
      id: Id,
      reason: Type.String({ minLength: 1, maxLength: 100 }),
      images: Type.Optional(Type.Array(ImageUrl, { maxItems: 9 })),
      desc: Type.Optional(Type.String({ maxLength: 500 })),
      type: Type.Optional(Enum(REFUND_TYPE)),
      amount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
      // One line of the order (its item_id); the whole order without it.
      item_id: Type.Optional(Id)
    })
  }),
  '/order/aftersales': route(AfterSaleListResult, { body: Paging }),
  '/order/aftersale/info': route(AfterSale, { body: Type.Object({ id: Id }) }),
  '/order/aftersale/cancel': route(AfterSale, { body: Type.Object({ id: Id }) }),
  // 删除订单: a finished or cancelled order leaves the shopper's lists (docs/decisions/0024-reviews.md).
  '/order/del': route(Type.Object({ id: Type.Number() }), { body: Type.Object({ id: Id }) }),
  // 退货退款: the courier companies a return waybill may name, and the waybill of the goods sent back.
  '/order/aftersale/couriers': route(Type.Object({ list: Type.Array(ExpressCompany) }), { body: Empty }),
  '/order/aftersale/return': route(AfterSale, {
    body: Type.Object({
      id: Id,
      com: Type.String({ pattern: '^[A-Za-z]{2,10}$' }),
      express_no: Type.String({ pattern: '^[A-Za-z0-9]{6,32}$' })
    })
  })
}

/**
 * Reviews (评价), prefix /api/v1 (docs/decisions/0024-reviews.md): writing and the order's state need a login,
 * the goods' list does not. The text's limit is checked trimmed by the service, so its message can say the limit.
 */
export const reviewRoutes = {
  '/review/create': route(Type.Object({ id: Type.Number() }), {
    body: Type.Object({
      order_id: Id,
      sku_id: Id,
      stars: Type.Integer({ minimum: 1, maximum: 5 }),
      content: Type.String({ maxLength: REVIEW_LIMITS.contentMax * 4 }),
      images: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: REVIEW_LIMITS.images })),
      anonymous: Type.Optional(Type.Boolean())
    })
  }),
  '/review/order': route(OrderReviewState, { body: Type.Object({ order_id: Id }) }),
  '/review/list': route(ReviewListResult, { body: Type.Object({ sku_id: Id, ...PagingFields }) })
}

const TradeFields = {
  out_trade_no: Type.String({ pattern: '^P\\d{24}$' }),
  sign: Type.String({ pattern: '^[0-9a-f]{64}$' })
}
const Remark = Type.Object({ id: Id, remark: Type.Optional(Type.String({ maxLength: 200 })) })

/**
 * Payment gateways' callbacks, the sandbox cashier and the development merchant's actions; prefix /api. A
 * callback's body is the gateway's own (its signature is checked by the provider).
 */
export const paymentRoutes = {
  /**
   * The body is the gateway's raw bytes (a string: they are signed as sent), so no body schema. A real gateway's
   * acknowledgement (Alipay's text "success" / "fail", WeChat Pay's JSON { code, message } with 200 or 400) is sent as
   * a string with its own content type, exactly as the gateway expects it, so no schema reshapes it; only the sandbox
   * gateway, which has no acknowledgement of its own, gets the envelope below.
   */
  '/payment/callback/:provider': route(Type.Object({ result: Type.String() }), {
    params: Type.Object({ provider: OneOf(['wxpay', 'alipay']) })
  }),
  '/payment/sandbox/cashier': rawRoute('text/html', { querystring: Type.Object(TradeFields) }),
  '/payment/sandbox/pay': rawRoute('text/html', {
    body: Type.Object({
      ...TradeFields,
      action: OneOf(['pay', 'cancel']),
      times: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
      fail: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 }))
    })
  }),
  '/dev/order/ship': route(
    Type.Object({
      id: Type.Number(),
      order_no: Type.String(),
      status: OrderStatus,
      com: Type.String(),
      express_no: Type.String()
    }),
    { body: Type.Object({ order_no: OrderNo }) }
  ),
  '/dev/refund/approve': route(AfterSale, { body: Remark }),
  '/dev/refund/reject': route(AfterSale, { body: Remark }),
  // Welfare balances start at 0; this is how a tester funds one to try the efulipay way.
  '/dev/welfare/grant': route(WelfareBalance, {
    body: Type.Object({ phone: Phone, amount: Type.Integer({ minimum: 1, maximum: 10_000_000 }) })
  }),
  // Points come from received orders; this gives a tester some at once to try points redemption.
  '/dev/points/grant': route(PointsInfo, {
    body: Type.Object({ phone: Phone, points: Type.Integer({ minimum: 1, maximum: 10_000_000 }) })
  })
}
