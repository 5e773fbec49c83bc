import { Type } from '@sinclair/typebox'
import { ORDER_STATUS, ORDER_TYPE, PAY_WAY, REFUND_TYPE } from '../enums'
import { Enum, OneOf } from '../schemas/common'
import {
  AfterSale,
  AfterSaleListResult,
  AfterSaleStatus,
  ORDER_TAB_KEYS,
  OrderConfirmResult,
  OrderCounts,
  OrderCreateResult,
  OrderInfo,
  OrderListResult,
  OrderStatus,
  OrderStatusResult
} from '../schemas/order'
import { PayResult, PaywayResult } from '../schemas/payment'
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
      return_url: Type.Optional(ReturnPath)
    })
  }),
  '/order/counts': route(OrderCounts, { body: Empty }),
  '/order/listv2': route(OrderListResult, {
    body: Type.Object({
      status: Type.Optional(Type.Union([Enum(ORDER_STATUS), TabKey])),
      type: Type.Optional(Enum(ORDER_TYPE)),
      ...PagingFields
    })
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
  '/order/refund': route(RefundApplied, {
    body: Type.Object({
      id: Id,
      reason: Type.String({ minLength: 1, maxLength: 100 }),
      images: Type.Optional(Type.Array(ImageUrl, { maxItems: 9 })),
      desc: Type.Optional(Type.String({ maxLength: 500 })),
      type: Type.Optional(Enum(REFUND_TYPE)),
      amount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 }))
    })
  }),
  '/order/aftersales': route(AfterSaleListResult, { body: Paging }),
  '/order/aftersale/info': route(AfterSale, { body: Type.Object({ id: Id }) }),
  '/order/aftersale/cancel': route(AfterSale, { body: Type.Object({ id: Id }) })
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
  '/payment/callback/:provider': route(Type.Object({ result: Type.String() }), {
    params: Type.Object({ provider: OneOf(['wxpay', 'alipay']) }),
    body: Type.Object({}, { additionalProperties: true })
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
