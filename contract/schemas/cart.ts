import { Type, type Static } from '@sinclair/typebox'
import { Picture } from './picture'
import { Nullable, OneOf } from './common'
import { GoodsActivity, SpecValue } from './goods'
import { RegionRef } from './stock'

/** Why a cart line cannot be bought: off shelf or sold out. Invalid lines stay until /cart/clean. */
export type CartInvalidReason = Static<typeof CartInvalidReason>
export const CartInvalidReason = OneOf(['off_shelf', 'sold_out'])

/** normal; low = 5 or fewer left; short = fewer left than the line's qty; sold_out. */
export type StockState = Static<typeof StockState>
export const StockState = OneOf(['normal', 'low', 'short', 'sold_out'])

export type CartLine = Static<typeof CartLine>
export const CartLine = Type.Object({
  cart_id: Type.Number(),
  sku_id: Type.Number(),
  spu_id: Type.Number(),
  title: Type.String(),
  image: Type.String(),
  picture: Picture,
  specs: Type.Array(SpecValue),
  spec_text: Type.String(),
  qty: Type.Number(),
  /** Current price in cents. */
  price: Type.Number(),
  market_price: Type.Number(),
  cashback: Type.Number(),
  stock: Type.Number(),
  stock_state: StockState,
  limit_per_user: Type.Number(),
  supplier: Type.String(),
  valid: Type.Boolean(),
  invalid_reason: Nullable(CartInvalidReason),
  activities: Type.Array(GoodsActivity),
  created_time: Type.Number(),
  /** Why the line cannot ship to the default address's province ('在新疆维吾尔自治区无货'); null when it can. */
  region_block: Type.Optional(Nullable(Type.String()))
})

export type CartListResponse = Static<typeof CartListResponse>
export const CartListResponse = Type.Object({
  list: Type.Array(CartLine),
  /** Sum of qty over all lines. */
  total_qty: Type.Number(),
  valid_count: Type.Number(),
  invalid_count: Type.Number(),
  /** The default address's province the lines were checked against; null without a default address. */
  region: Type.Optional(Nullable(RegionRef))
})

export type CartNumResponse = Static<typeof CartNumResponse>
export const CartNumResponse = Type.Object({
  num: Type.Number()
})

export type CartRemovedResponse = Static<typeof CartRemovedResponse>
export const CartRemovedResponse = Type.Object({
  removed: Type.Number()
})
