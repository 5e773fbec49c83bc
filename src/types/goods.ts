/** Catalogue responses. Money is integer cents; times are unix seconds. */

/** Product kinds (spec section 3): flash 1, group 2, package 4. */
export type ActivityKind = 1 | 2 | 4

export type ActivityState = 'upcoming' | 'ongoing' | 'ended' | 'sold_out'

export interface CategoryNode {
  id: number
  name: string
  icon: string
  children: CategoryNode[]
}

export interface SpecValue {
  name: string
  value: string
}

export interface PackageItemInfo {
  sku_id: number
  spu_id: number
  qty: number
  title: string
  spec_text: string
  image: string
  price: number
}

export interface GoodsActivity {
  id: number
  sku_id: number
  kind: ActivityKind
  title: string
  price: number
  start_time: number
  end_time: number
  state: ActivityState
  /** Flash sales: units left in the activity; null when only the SKU stock limits it. */
  stock: number | null
  sold: number
  /** 0 = no limit. */
  limit_per_user: number
  group_size: number | null
  /** Time a group has to fill, in seconds. */
  group_seconds: number | null
  /** Package bundles: the SKUs in the package (empty for other kinds). */
  items: PackageItemInfo[]
  /** Package bundles: what the items cost one by one. */
  original_price: number
}

export interface ActivityInfo extends GoodsActivity {
  spu_id: number
  goods_title: string
  image: string
  sku_price: number
  server_time: number
  /** Group buys: groups still forming with a seat free, soonest to close first (at most 5). */
  groups?: OpenGroup[]
}

/** A forming group of a group buy that a shopper may join (去参团 with its group_id). */
export interface OpenGroup {
  group_id: number
  size: number
  /** Seats taken (paid or awaiting payment). */
  joined: number
  /** Unix seconds when the group fails if not full. */
  expire_time: number
  leader_nick: string
  leader_head: string
}

/** One result of /goods/search, one per SPU, shown through its representative SKU. */
export interface GoodsListItem {
  spu_id: number
  sku_id: number
  title: string
  subtitle: string
  image: string
  price: number
  market_price: number
  cashback: number
  sales: number
  supplier: string
  tags: string[]
  /** Kind of the SKU's current activity, null when none. */
  kind: ActivityKind | null
  /** Price of that activity: per unit for flash and group, the whole bundle for a package. */
  activity_price: number | null
}

export interface GoodsSearchResult {
  list: GoodsListItem[]
  total: number
  page: number
  page_size: number
}

export type GoodsSort = 'default' | 'sales' | 'price_asc' | 'price_desc' | 'new'

export interface GoodsSearchParams {
  keyword?: string
  category_id?: number
  sort?: GoodsSort
  price_min?: number
  price_max?: number
  kind?: ActivityKind
  page?: number
  page_size?: number
}

export interface GoodsSku {
  sku_id: number
  specs: SpecValue[]
  spec_text: string
  image: string
  price: number
  market_price: number
  stock: number
  cashback: number
  /** 0 = no limit. */
  limit_per_user: number
  activities: GoodsActivity[]
}

export interface GoodsInfo {
  spu_id: number
  sku_id: number
  title: string
  subtitle: string
  images: string[]
  /** HTML fragment. */
  detail: string
  category_id: number
  category_path: Array<{ id: number; name: string }>
  supplier: string
  tags: string[]
  sales: number
  /** 1 on shelf. */
  status: number
  /** The spec matrix: each spec name with the values its SKUs use, in order. */
  specs: Array<{ name: string; values: string[] }>
  skus: GoodsSku[]
  /** The requested SKU. */
  sku: GoodsSku
  /** The requested SKU's first current activity, if any. */
  activity: GoodsActivity | null
  /** Whether the caller has this SKU in favourites (false when not logged in). */
  collected: boolean
  /** 规格参数: name / value rows (empty when the catalogue has none). */
  params: Array<{ name: string; value: string }>
  /** 发货时间, freight and 七天无理由退货, as the shop promises them for these goods. */
  promises: GoodsPromise[]
}

/** One service promise of a goods: a short title for the row, a sentence for the sheet. */
export interface GoodsPromise {
  key: 'ship' | 'freight' | 'return'
  title: string
  text: string
}

/** One entry of /goods/activities: the list is keyed by sku_id. */
export interface SkuActivities {
  sku_id: number
  spu_id: number
  title: string
  image: string
  price: number
  market_price: number
  cashback: number
  sales: number
  stock: number
  activities: GoodsActivity[]
}

/**
 * What a goods card shows. GoodsListItem (/goods/search) and CollectItem (/collect/list) fit as they
 * are; a home template's SkuActivities maps through components/goods-card's fromSkuActivities.
 */
export interface GoodsCardItem {
  sku_id: number
  spu_id?: number
  title: string
  image: string
  /** The SKU's own price, in cents. */
  price: number
  market_price?: number
  /** Pension cashback per unit, in cents; unknown when missing (the tag then shows without an amount). */
  cashback?: number
  supplier?: string
  /** Kind of the current activity, null or missing when none. */
  kind?: ActivityKind | null
  /** That activity's price: per unit for flash and group, the whole bundle for a package. */
  activity_price?: number | null
  /** Package bundles: what the items cost one by one (struck through beside the bundle price). */
  original_price?: number
  /** false when off shelf or sold out (favourites keep such goods so the shopper sees why). */
  valid?: boolean
}

/** One 热门搜索 word (/goods/hotwords). */
export interface HotWord {
  text: string
}
