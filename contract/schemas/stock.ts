/** Stock by region (spec section 2): what a SKU has for the shopper's province. */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OneOf } from './common'

/** A province (GB/T 2260 code such as '650000') the goods ship to. */
export type RegionRef = Static<typeof RegionRef>
export const RegionRef = Type.Object({
  code: Type.String(),
  name: Type.String()
})

/** in_stock 有货; low 仅剩 N 件 (5 or fewer); out_of_stock 无货 (none there, or off shelf). */
export type RegionStockState = Static<typeof RegionStockState>
export const RegionStockState = OneOf(['in_stock', 'low', 'out_of_stock'])

export type SkuRegionStock = Static<typeof SkuRegionStock>
export const SkuRegionStock = Type.Object({
  sku_id: Type.Number(),
  /** Units that can ship to the region (nationwide when the answer's region is null). */
  stock: Type.Number(),
  state: RegionStockState,
  /** 有货 / 无货 / 仅剩3件 */
  text: Type.String()
})

/** /goods/stock body: the province, else a position (the nearest province), else nationwide. */
export type GoodsStockParams = Static<typeof GoodsStockParams>
export const GoodsStockParams = Type.Object({
  /** Comma-joined. */
  sku_ids: Type.String(),
  province: Type.Optional(Type.String()),
  longitude: Type.Optional(Type.Number()),
  latitude: Type.Optional(Type.Number())
})

export type GoodsStockResult = Static<typeof GoodsStockResult>
export const GoodsStockResult = Type.Object({
  /** The province the answer is for; null: nationwide. */
  region: Nullable(RegionRef),
  list: Type.Array(SkuRegionStock)
})

/** A line that cannot ship to the address's province, and why ('在新疆维吾尔自治区无货'). */
export type UndeliverableLine = Static<typeof UndeliverableLine>
export const UndeliverableLine = Type.Object({
  sku_id: Type.Number(),
  title: Type.String(),
  reason: Type.String()
})
