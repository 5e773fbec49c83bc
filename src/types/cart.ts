import type { GoodsActivity, SpecValue } from './goods'
import type { RegionRef } from './stock'

/** Why a cart line cannot be bought: off shelf or sold out. Invalid lines stay until /cart/clean. */
export type CartInvalidReason = 'off_shelf' | 'sold_out'

/** normal; low = 5 or fewer left; short = fewer left than the line's qty; sold_out. */
export type StockState = 'normal' | 'low' | 'short' | 'sold_out'

export interface CartLine {
  cart_id: number
  sku_id: number
  spu_id: number
  title: string
  image: string
  specs: SpecValue[]
  spec_text: string
  qty: number
  /** Current price in cents. */
  price: number
  market_price: number
  cashback: number
  stock: number
  stock_state: StockState
  limit_per_user: number
  supplier: string
  valid: boolean
  invalid_reason: CartInvalidReason | null
  activities: GoodsActivity[]
  created_time: number
  /** Why the line cannot ship to the default address's province ('在新疆维吾尔自治区无货'); null when it can. */
  region_block?: string | null
}

export interface CartListResponse {
  list: CartLine[]
  /** Sum of qty over all lines. */
  total_qty: number
  valid_count: number
  invalid_count: number
  /** The default address's province the lines were checked against; null without a default address. */
  region?: RegionRef | null
}

export interface CartNumResponse {
  num: number
}

export interface CartRemovedResponse {
  removed: number
}
