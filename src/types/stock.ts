/** Stock by region (spec section 2): what a SKU has for the shopper's province. */

/** A province (GB/T 2260 code such as '650000') the goods ship to. */
export interface RegionRef {
  code: string
  name: string
}

/** in_stock 有货; low 仅剩 N 件 (5 or fewer); out_of_stock 无货 (none there, or off shelf). */
export type RegionStockState = 'in_stock' | 'low' | 'out_of_stock'

export interface SkuRegionStock {
  sku_id: number
  /** Units that can ship to the region (nationwide when the answer's region is null). */
  stock: number
  state: RegionStockState
  /** 有货 / 无货 / 仅剩3件 */
  text: string
}

/** /goods/stock body: the province, else a position (the nearest province), else nationwide. */
export interface GoodsStockParams {
  /** Comma-joined. */
  sku_ids: string
  province?: string
  longitude?: number
  latitude?: number
}

export interface GoodsStockResult {
  /** The province the answer is for; null: nationwide. */
  region: RegionRef | null
  list: SkuRegionStock[]
}

/** A line that cannot ship to the address's province, and why ('在新疆维吾尔自治区无货'). */
export interface UndeliverableLine {
  sku_id: number
  title: string
  reason: string
}
