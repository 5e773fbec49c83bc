import { Type, type Static } from '@sinclair/typebox'
import { AFTER_SALE_STATUS, REFUND_TYPE } from '../enums'
import { Enum, Nullable } from './common'
import { OrderLine } from './order-parts'

// After-sale applications (退款/售后) as the shopper's answers show them; re-exported by order.ts.

/**
 * 0 applied, 1 refunding (approved; 退货退款 once the goods are back), 2 refunded, 3 rejected, 4 withdrawn by the
 * shopper, 5 待寄回 (send the goods back), 6 待收货 (sent back), 7 closed (not sent back in time).
 */
export type AfterSaleStatus = Static<typeof AfterSaleStatus>
export const AfterSaleStatus = Enum(AFTER_SALE_STATUS)

/** 1 refund only (仅退款), 2 return the goods and refund (退货退款: only once the goods were shipped). */
export type RefundType = Static<typeof RefundType>
export const RefundType = Enum(REFUND_TYPE)

export type AfterSale = Static<typeof AfterSale>
export const AfterSale = Type.Object({
  id: Type.Number(),
  order_id: Type.Number(),
  order_no: Type.String(),
  type: RefundType,
  type_text: Type.String(),
  reason: Type.String(),
  desc: Type.String(),
  images: Type.Array(Type.String()),
  amount: Type.Number(),
  status: AfterSaleStatus,
  status_text: Type.String(),
  remark: Type.String(),
  create_time: Type.Number(),
  approve_time: Nullable(Type.Number()),
  finish_time: Nullable(Type.Number()),
  lines: Type.Array(OrderLine),
  /** The order line this application is for (order_items.id), or null for the whole order. */
  item_id: Nullable(Type.Number()),
  /** 退货退款 once approved: where to send the goods, and what the shopper sent. */
  return_address: Nullable(Type.Object({ name: Type.String(), phone: Type.String(), address: Type.String() })),
  return_express: Nullable(
    Type.Object({
      com: Type.String(),
      com_name: Type.String(),
      express_no: Type.String(),
      ship_time: Nullable(Type.Number())
    })
  ),
  /** Unix seconds: the application closes unless the goods are sent back by then (status 5). */
  return_deadline: Nullable(Type.Number()),
  receive_time: Nullable(Type.Number())
})

export type AfterSaleListResult = Static<typeof AfterSaleListResult>
export const AfterSaleListResult = Type.Object({
  list: Type.Array(AfterSale),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number()
})
