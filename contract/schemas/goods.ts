/** Catalogue responses. Money is integer cents; times are unix seconds. */
import { Type, type Static } from '@sinclair/typebox'
import { Picture } from './picture'
import { PRODUCT_KIND } from '../enums'
import { Enum, Nullable, OneOf } from './common'

/** Product kinds (spec section 3): flash 1, group 2, package 4. */
export type ActivityKind = Static<typeof ActivityKind>
export const ActivityKind = Enum(PRODUCT_KIND)

export type ActivityState = Static<typeof ActivityState>
export const ActivityState = OneOf(['upcoming', 'ongoing', 'ended', 'sold_out'])

export type CategoryNode = Static<typeof CategoryNode>
export const CategoryNode = Type.Recursive((This) =>
  Type.Object({
    id: Type.Number(),
    name: Type.String(),
    /** The icon's `icon`-size JPEG, for clients that predate `picture`; '' when the category has none. */
    icon: Type.String(),
    /** The icon as a stored picture's address without a size (the app's image helper sizes it); '' for none. */
    picture: Picture,
    children: Type.Array(This)
  })
)

export type SpecValue = Static<typeof SpecValue>
export const SpecValue = Type.Object({
  name: Type.String(),
  value: Type.String()
})

export type PackageItemInfo = Static<typeof PackageItemInfo>
export const PackageItemInfo = Type.Object({
  sku_id: Type.Number(),
  spu_id: Type.Number(),
  qty: Type.Number(),
  title: Type.String(),
  spec_text: Type.String(),
  image: Type.String(),
  picture: Picture,
  price: Type.Number()
})

export type GoodsActivity = Static<typeof GoodsActivity>
export const GoodsActivity = Type.Object({
  id: Type.Number(),
  sku_id: Type.Number(),
  kind: ActivityKind,
  title: Type.String(),
  price: Type.Number(),
  start_time: Type.Number(),
  end_time: Type.Number(),
  state: ActivityState,
  /** Flash sales: units left in the activity; null when only the SKU stock limits it. */
  stock: Nullable(Type.Number()),
  sold: Type.Number(),
  /** 0 = no limit. */
  limit_per_user: Type.Number(),
  group_size: Nullable(Type.Number()),
  /** Time a group has to fill, in seconds. */
  group_seconds: Nullable(Type.Number()),
  /** Package bundles: the SKUs in the package (empty for other kinds). */
  items: Type.Array(PackageItemInfo),
  /** Package bundles: what the items cost one by one. */
  original_price: Type.Number()
})

/** A forming group of a group buy that a shopper may join (去参团 with its group_id). */
export type OpenGroup = Static<typeof OpenGroup>
export const OpenGroup = Type.Object({
  group_id: Type.Number(),
  size: Type.Number(),
  /** Seats taken (paid or awaiting payment). */
  joined: Type.Number(),
  /** Unix seconds when the group fails if not full. */
  expire_time: Type.Number(),
  leader_nick: Type.String(),
  leader_head: Type.String()
})

export type ActivityInfo = Static<typeof ActivityInfo>
export const ActivityInfo = Type.Composite([
  GoodsActivity,
  Type.Object({
    spu_id: Type.Number(),
    goods_title: Type.String(),
    image: Type.String(),
    picture: Picture,
    sku_price: Type.Number(),
    server_time: Type.Number(),
    /** Group buys: groups still forming with a seat free, soonest to close first (at most 5). */
    groups: Type.Optional(Type.Array(OpenGroup))
  })
])

/** One result of /goods/search, one per SPU, shown through its representative SKU. */
export type GoodsListItem = Static<typeof GoodsListItem>
export const GoodsListItem = Type.Object({
  spu_id: Type.Number(),
  sku_id: Type.Number(),
  title: Type.String(),
  subtitle: Type.String(),
  image: Type.String(),
  picture: Picture,
  price: Type.Number(),
  market_price: Type.Number(),
  cashback: Type.Number(),
  sales: Type.Number(),
  supplier: Type.String(),
  tags: Type.Array(Type.String()),
  /** Kind of the SKU's current activity, null when none. */
  kind: Nullable(ActivityKind),
  /** Price of that activity: per unit for flash and group, the whole bundle for a package. */
  activity_price: Nullable(Type.Number())
})

export type GoodsSearchResult = Static<typeof GoodsSearchResult>
export const GoodsSearchResult = Type.Object({
  list: Type.Array(GoodsListItem),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number()
})

export type GoodsSort = Static<typeof GoodsSort>
export const GoodsSort = OneOf(['default', 'sales', 'price_asc', 'price_desc', 'new'])

export type GoodsSearchParams = Static<typeof GoodsSearchParams>
export const GoodsSearchParams = Type.Object({
  keyword: Type.Optional(Type.String()),
  category_id: Type.Optional(Type.Number()),
  sort: Type.Optional(GoodsSort),
  price_min: Type.Optional(Type.Number()),
  price_max: Type.Optional(Type.Number()),
  kind: Type.Optional(ActivityKind),
  page: Type.Optional(Type.Number()),
  page_size: Type.Optional(Type.Number())
})

export type GoodsSku = Static<typeof GoodsSku>
export const GoodsSku = Type.Object({
  sku_id: Type.Number(),
  specs: Type.Array(SpecValue),
  spec_text: Type.String(),
  image: Type.String(),
  picture: Picture,
  price: Type.Number(),
  market_price: Type.Number(),
  stock: Type.Number(),
  cashback: Type.Number(),
  /** 0 = no limit. */
  limit_per_user: Type.Number(),
  activities: Type.Array(GoodsActivity)
})

/** One service promise of a goods (issue 20): a short title for the row, a sentence for the sheet. */
export type GoodsPromise = Static<typeof GoodsPromise>
export const GoodsPromise = Type.Object({
  key: OneOf(['ship', 'freight', 'return']),
  title: Type.String(),
  text: Type.String()
})

/** One 热门搜索 word (/goods/hotwords). */
export type HotWord = Static<typeof HotWord>
export const HotWord = Type.Object({ text: Type.String() })

export type GoodsInfo = Static<typeof GoodsInfo>
export const GoodsInfo = Type.Object({
  spu_id: Type.Number(),
  sku_id: Type.Number(),
  title: Type.String(),
  subtitle: Type.String(),
  /** The main picture and the gallery, as large JPEGs (for clients that predate `pictures`). */
  images: Type.Array(Type.String()),
  /** The same pictures' addresses without a size (contract/pictures.ts), for the app's image helper. */
  pictures: Type.Optional(Type.Array(Type.String())),
  /** HTML fragment. */
  detail: Type.String(),
  category_id: Type.Number(),
  category_path: Type.Array(
    Type.Object({
      id: Type.Number(),
      name: Type.String()
    })
  ),
  supplier: Type.String(),
  tags: Type.Array(Type.String()),
  sales: Type.Number(),
  /** 1 on shelf. */
  status: Type.Number(),
  /** The spec matrix: each spec name with the values its SKUs use, in order. */
  specs: Type.Array(
    Type.Object({
      name: Type.String(),
      values: Type.Array(Type.String())
    })
  ),
  skus: Type.Array(GoodsSku),
  /** The requested SKU. */
  sku: GoodsSku,
  /** The requested SKU's first current activity, if any. */
  activity: Nullable(GoodsActivity),
  /** Whether the caller has this SKU in favourites (false when not logged in). */
  collected: Type.Boolean(),
  /** 规格参数: name / value rows (empty when the catalogue has none). */
  params: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  /** 发货时间, freight and 七天无理由退货, as the shop promises them for these goods. */
  promises: Type.Array(GoodsPromise)
})

/** One entry of /goods/activities: the list is keyed by sku_id. */
export type SkuActivities = Static<typeof SkuActivities>
export const SkuActivities = Type.Object({
  sku_id: Type.Number(),
  spu_id: Type.Number(),
  title: Type.String(),
  image: Type.String(),
  picture: Picture,
  price: Type.Number(),
  market_price: Type.Number(),
  cashback: Type.Number(),
  sales: Type.Number(),
  stock: Type.Number(),
  activities: Type.Array(GoodsActivity)
})

/**
 * What a goods card shows. GoodsListItem (/goods/search) and CollectItem (/collect/list) fit as they
 * are; a home template's SkuActivities maps through components/goods-card's fromSkuActivities.
 */
export type GoodsCardItem = Static<typeof GoodsCardItem>
export const GoodsCardItem = Type.Object({
  sku_id: Type.Number(),
  spu_id: Type.Optional(Type.Number()),
  title: Type.String(),
  image: Type.String(),
  picture: Picture,
  /** The SKU's own price, in cents. */
  price: Type.Number(),
  market_price: Type.Optional(Type.Number()),
  /** Pension cashback per unit, in cents; unknown when missing (the tag then shows without an amount). */
  cashback: Type.Optional(Type.Number()),
  supplier: Type.Optional(Type.String()),
  /** Kind of the current activity, null or missing when none. */
  kind: Type.Optional(Nullable(ActivityKind)),
  /** That activity's price: per unit for flash and group, the whole bundle for a package. */
  activity_price: Type.Optional(Nullable(Type.Number())),
  /** Package bundles: what the items cost one by one (struck through beside the bundle price). */
  original_price: Type.Optional(Type.Number()),
  /** false when off shelf or sold out (favourites keep such goods so the shopper sees why). */
  valid: Type.Optional(Type.Boolean())
})
