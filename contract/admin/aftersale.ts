import { Type, type Static } from '@sinclair/typebox'
import { route } from '../api/route'
import { Nullable } from '../schemas/common'
import { ExpressInfo } from '../schemas/express'
import { AfterSale } from '../schemas/order'
import { Confirm, IdParams, Listing, PageFields, Reason } from './common'

// The after-sale queue (客服 decides, 财务 refunds) and the 退货退款 return step (docs/decisions/0022-returns.md;
// server/src/admin/fulfil.routes.ts, returns.routes.ts). A decision answers the application as the shopper sees it.

export const AfterSaleQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 })),
  order_no: Type.Optional(Type.String({ maxLength: 32 })),
  ...PageFields
})
export const Approve = Type.Object({
  confirm: Type.Literal(true),
  remark: Type.Optional(Type.String({ maxLength: 100 }))
})
/** Where a shopper sends goods back. */
export const ReturnAddressInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 30 }),
  phone: Type.String({ minLength: 7, maxLength: 20 }),
  address: Type.String({ minLength: 5, maxLength: 200 })
})
export type ReturnAddressInputT = Static<typeof ReturnAddressInput>
export const AcceptReturn = Type.Object({
  // Asked by the console's confirmation, as for every decision: a stray body does nothing.
  confirm: Type.Literal(true),
  address: Type.Optional(ReturnAddressInput),
  remark: Type.Optional(Type.String({ maxLength: 100 }))
})

// ---- answers

export type ReturnAddress = Static<typeof ReturnAddress>
export const ReturnAddress = Type.Object({ name: Type.String(), phone: Type.String(), address: Type.String() })
const MaybeAddress = Type.Union([ReturnAddress, Type.Null()])

export type AfterSaleQueueRow = Static<typeof AfterSaleQueueRow>
export const AfterSaleQueueRow = Type.Object({
  id: Type.Number(),
  order_id: Type.Number(),
  order_no: Type.String(),
  phone: Type.String(),
  /** 1 仅退款, 2 退货退款. */
  kind: Type.Number(),
  kind_text: Type.String(),
  /** The order line applied for; null for the whole order. */
  item_id: Nullable(Type.Number()),
  return_address: MaybeAddress,
  return_com: Nullable(Type.String()),
  return_express_no: Nullable(Type.String()),
  return_deadline: Nullable(Type.String()),
  received_at: Nullable(Type.String()),
  /** 退货退款 received and not yet refunded: 财务's 退款 button. */
  awaiting_refund: Type.Boolean(),
  reason: Type.String(),
  description: Type.String(),
  images: Type.Array(Type.String()),
  amount: Type.Number(),
  pay_amount: Type.Number(),
  status: Type.Number(),
  status_text: Type.String(),
  remark: Type.String(),
  refund: Type.Union([
    Type.Object({
      refund_no: Type.String(),
      amount: Type.Number(),
      status: Type.Number(),
      status_text: Type.String()
    }),
    Type.Null()
  ]),
  created_at: Type.String()
})

/** Prefix /api/admin. */
export const adminAfterSaleRoutes = {
  'GET /aftersales': route(Listing(AfterSaleQueueRow), { querystring: AfterSaleQuery }),
  'POST /aftersales/:id/approve': route(AfterSale, { params: IdParams, body: Approve }),
  'POST /aftersales/:id/refuse': route(AfterSale, { params: IdParams, body: Reason }),
  /** The default return address; null until one is set. */
  'GET /return-address': route(MaybeAddress),
  'POST /return-address': route(MaybeAddress, { body: ReturnAddressInput }),
  'POST /aftersales/:id/accept-return': route(AfterSale, { params: IdParams, body: AcceptReturn }),
  /** The shopper's return waybill traced; null before one is given (or when the courier does not know it). */
  'GET /aftersales/:id/return-track': route(Type.Union([ExpressInfo, Type.Null()]), { params: IdParams }),
  'POST /aftersales/:id/receive': route(AfterSale, { params: IdParams, body: Confirm }),
  'POST /aftersales/:id/refund': route(AfterSale, { params: IdParams, body: Confirm })
}
