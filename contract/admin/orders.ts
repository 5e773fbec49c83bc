import { Type, type Static } from '@sinclair/typebox'
import { rawRoute, route } from '../api/route'
import { Nullable, OneOf } from '../schemas/common'
import { OrderStatus } from '../schemas/order'
import { IdParams, Listing, MobilePhone, PageFields, Reason } from './common'

// Orders and shipping (仓库), the dashboard, and an order's address before shipping (server/src/admin/fulfil.routes.ts,
// returns.routes.ts): requests and answers. Money is integer cents; times are ISO strings.

export const OrderQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: -4, maximum: 101 })),
  order_no: Type.Optional(Type.String({ maxLength: 32 })),
  phone: Type.Optional(MobilePhone),
  goods: Type.Optional(Type.String({ maxLength: 60 })),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  ...PageFields
})
export type OrderQueryT = Static<typeof OrderQuery>

export const ShipInput = Type.Object({
  com: Type.String({ minLength: 1, maxLength: 16 }),
  express_no: Type.String({ minLength: 1, maxLength: 32 })
})

export const BulkShipInput = Type.Object({ csv: Type.String({ minLength: 1, maxLength: 400_000 }) })

/** A new delivery address for an order not yet shipped. */
export const AddressInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 30 }),
  phone: MobilePhone,
  province: Type.String({ minLength: 2, maxLength: 20 }),
  city: Type.String({ minLength: 1, maxLength: 30 }),
  area: Type.String({ maxLength: 30 }),
  detail: Type.String({ minLength: 1, maxLength: 120 })
})
export type AddressInputT = Static<typeof AddressInput>

// ---- answers

export type AdminOrderRow = Static<typeof AdminOrderRow>
export const AdminOrderRow = Type.Object({
  id: Type.Number(),
  order_no: Type.String(),
  status: OrderStatus,
  status_text: Type.String(),
  pay_amount: Type.Number(),
  goods_amount: Type.Number(),
  /** The buyer's phone ('' for a deleted account). */
  phone: Type.String(),
  /** Name and phone of the delivery address. */
  consignee: Type.String(),
  address: Type.String(),
  express_com: Nullable(Type.String()),
  express_name: Type.String(),
  express_no: Nullable(Type.String()),
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
  shipped_at: Nullable(Type.String()),
  /** 提醒发货: the shopper's latest reminder while the order waits to ship (the list shows these first); else null. */
  reminded_at: Nullable(Type.String()),
  /** 打印面单: when the warehouse printed the waybill (the shopper can no longer change the address). */
  printed_at: Nullable(Type.String()),
  /**
   * 自动确认收货 (docs/operations.md, Automatic receipt): the deadline while the order is shipped, and while an open
   * after-sale stops its clock (then it moves later by the pause when the after-sale ends); null otherwise.
   */
  auto_receive_at: Nullable(Type.String()),
  /** When an open after-sale stopped the receipt clock (the order is 退款中); null while it runs. */
  receive_paused_at: Nullable(Type.String()),
  /** 延长收货: when the shopper pushed the deadline later (once per order); null if never. */
  receive_extended_at: Nullable(Type.String())
})

export type AdminOrderDetail = Static<typeof AdminOrderDetail>
export const AdminOrderDetail = Type.Composite([
  AdminOrderRow,
  Type.Object({
    items: Type.Array(
      Type.Object({
        id: Type.Number(),
        title: Type.String(),
        spec: Type.String(),
        price: Type.Number(),
        qty: Type.Number()
      })
    ),
    history: Type.Array(
      Type.Object({
        from: Nullable(Type.Number()),
        to: Type.Number(),
        to_text: Type.String(),
        reason: Type.String(),
        at: Type.String()
      })
    ),
    after_sales: Type.Array(
      Type.Object({
        id: Type.Number(),
        kind: Type.Number(),
        status: Type.Number(),
        reason: Type.String(),
        amount: Type.Number()
      })
    ),
    refunds: Type.Array(Type.Object({ refund_no: Type.String(), amount: Type.Number(), status: Type.Number() }))
  })
])

export type Dashboard = Static<typeof Dashboard>
export const Dashboard = Type.Object({
  today: Type.Object({
    orders: Type.Number(),
    paid_orders: Type.Number(),
    /** Gross: what the orders paid today cost, cents. */
    sales: Type.Number(),
    /** What refunds finished today sent back (any pay way), cents. */
    refunds: Type.Number(),
    /** sales - refunds: the day's sales net of refunds, cents (negative on a day that refunds more than it sells). */
    net_sales: Type.Number(),
    waiting_shipment: Type.Number(),
    after_sales: Type.Number(),
    withdrawals: Type.Number()
  }),
  /** 30 days of paid orders, oldest first; day is China's YYYY-MM-DD; sales gross, refunds finished, net_sales. */
  days: Type.Array(
    Type.Object({
      day: Type.String(),
      orders: Type.Number(),
      sales: Type.Number(),
      refunds: Type.Number(),
      net_sales: Type.Number()
    })
  ),
  /** The app's client errors of the last 7 days, grouped by message, most frequent first. */
  errors: Type.Array(
    Type.Object({
      message: Type.String(),
      kind: Type.String(),
      count: Type.Number(),
      last_at: Nullable(Type.String()),
      page: Type.String()
    })
  )
})

export type Courier = Static<typeof Courier>
export const Courier = Type.Object({ com: Type.String(), name: Type.String() })

export type ShipRowResult = Static<typeof ShipRowResult>
export const ShipRowResult = Type.Object({
  line: Type.Number(),
  order_no: Type.String(),
  result: OneOf(['shipped', 'already', 'failed']),
  message: Type.String()
})

/** Prefix /api/admin. */
export const adminOrderRoutes = {
  /** Newest first, except orders shoppers reminded to ship (提醒发货) and still waiting: those lead, latest reminder first. */
  'GET /orders': route(Listing(AdminOrderRow), { querystring: OrderQuery }),
  'GET /orders/:id': route(AdminOrderDetail, { params: IdParams }),
  'GET /dashboard': route(Dashboard),
  'GET /couriers': route(Type.Array(Courier)),
  /** The filtered orders as CSV (UTF-8 with BOM), streamed; page and page_size are ignored. */
  'GET /orders-export': rawRoute('text/csv', { querystring: OrderQuery }),
  /** `already`: the same waybill again on an order it shipped; nothing is shipped twice. */
  'POST /orders/:id/ship': route(Type.Object({ id: Type.Number(), already: Type.Boolean() }), {
    params: IdParams,
    body: ShipInput
  }),
  /** 打印面单 of a paid order waiting to ship; again keeps the first time. */
  'POST /orders/:id/printed': route(Type.Object({ id: Type.Number(), printed_at: Type.String() }), {
    params: IdParams
  }),
  'POST /orders/ship-csv': route(Type.Array(ShipRowResult), { body: BulkShipInput }),
  'POST /orders/:id/close': route(Type.Object({ id: Type.Number(), status: OrderStatus }), {
    params: IdParams,
    body: Reason
  }),
  'POST /orders/:id/address': route(
    Type.Object({
      id: Type.Number(),
      address: Type.Composite([AddressInput, Type.Object({ full: Type.String() })])
    }),
    { params: IdParams, body: AddressInput }
  )
}
