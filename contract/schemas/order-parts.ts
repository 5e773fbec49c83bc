import { Type, type Static } from '@sinclair/typebox'
import { Picture } from './picture'
import { ORDER_STATUS, ORDER_TYPE } from '../enums'
import { Enum, OneOf } from './common'

// The pieces of an order every order answer and the after-sales share: its status and type, the list's tabs, a line
// and the address. A file of its own (re-exported by order.ts) so that aftersale.ts and order.ts both build on it.

/** Spec section 4: -4 refunded, -3 await refund, -2 closed, -1 cancelled, 0 await payment, 1 paid, 2 delivering, 3 delivered, 4 completed, 101 await grouped. */
export type OrderStatus = Static<typeof OrderStatus>
export const OrderStatus = Enum(ORDER_STATUS)

/** Spec section 3: regular 0, flash 1, group 2. */
export type OrderType = Static<typeof OrderType>
export const OrderType = Enum(ORDER_TYPE)

/** Tabs of the order list: delivering is 101 + 1 + 2; await_ship (待发货) 101 + 1; await_receive (待收货) 2. */
export type OrderTab = Static<typeof OrderTab>
export const ORDER_TAB_KEYS = [
  'all',
  'await_pay',
  'delivering',
  'await_ship',
  'await_receive',
  'delivered',
  'refund'
] as const
export const OrderTab = OneOf(ORDER_TAB_KEYS)

export type OrderItemInput = Static<typeof OrderItemInput>
export const OrderItemInput = Type.Object({
  sku_id: Type.Number(),
  qty: Type.Number()
})

export type OrderLine = Static<typeof OrderLine>
export const OrderLine = Type.Object({
  sku_id: Type.Number(),
  spu_id: Type.Number(),
  title: Type.String(),
  image: Type.String(),
  picture: Picture,
  spec: Type.String(),
  /** Unit price in cents. */
  price: Type.Number(),
  qty: Type.Number(),
  /** price × qty, cents. */
  amount: Type.Number(),
  /** Cashback per unit in cents. */
  cashback: Type.Number(),
  /** The line's id (order_items.id): an after-sale for this one line names it. */
  item_id: Type.Optional(Type.Number())
})

export type OrderAddress = Static<typeof OrderAddress>
export const OrderAddress = Type.Object({
  addr_id: Type.Optional(Type.Number()),
  name: Type.String(),
  phone: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  detail: Type.String(),
  full: Type.String()
})
