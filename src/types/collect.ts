export interface CollectItem {
  id: number
  spu_id: number
  sku_id: number
  title: string
  image: string
  spec_text: string
  price: number
  market_price: number
  /** false when the goods went off shelf or sold out; kept in the list so the shopper sees why. */
  valid: boolean
  collected_time: number
}

export interface CollectListResponse {
  list: CollectItem[]
  total: number
  page: number
  page_size: number
}

export interface CollectStateResponse {
  collected: boolean
}
