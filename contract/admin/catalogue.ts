import { Type, type Static } from '@sinclair/typebox'
import { Done, route } from '../api/route'
import { Nullable, OneOf } from '../schemas/common'
import { GALLERY_MAX, PICTURE_KEY_PATTERN } from '../pictures'
import { Cents, Color, Count, IdParams, Listing, PageFields, RequestId, When } from './common'

// Goods, stock by region, categories, activities and goods pictures (server/src/admin/catalogue.routes.ts,
// upload.routes.ts): the request of each route and its answer. The server validates and serializes with them, the
// console (admin/) takes their static types (import type). Money is integer cents; the console shows yuan.

export const GoodsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 60 })),
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  ...PageFields
})

/** A stored picture's key (contract/pictures.ts), as POST /upload answered it. */
const PictureKey = Type.String({ pattern: PICTURE_KEY_PATTERN })
/** A picture key, or '' for none. */
const OptionalPicture = Type.String({ pattern: `^$|${PICTURE_KEY_PATTERN}` })

export const RegionStock = Type.Object({ warehouse_id: Type.Integer({ minimum: 1 }), stock: Count })

export const SkuInput = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  specs: Type.Array(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 10 }),
      value: Type.String({ minLength: 1, maxLength: 20 })
    }),
    { maxItems: 3 }
  ),
  /** The SKU's own picture (a colour); '' or missing: the goods' main picture. */
  picture: Type.Optional(OptionalPicture),
  price: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  market_price: Cents,
  cashback: Cents,
  limit_per_user: Type.Integer({ minimum: 0, maximum: 9999 }),
  stock: Count,
  /** Stock by warehouse; when given, the SKU ships only where these warehouses ship, and stock is their sum. */
  region_stock: Type.Array(RegionStock, { maxItems: 50 })
})

export const GoodsInput = Type.Object({
  category_id: Type.Integer({ minimum: 1 }),
  title: Type.String({ minLength: 1, maxLength: 60 }),
  subtitle: Type.String({ maxLength: 120 }),
  supplier: Type.String({ maxLength: 40 }),
  /** The main picture: lists, cart and orders show it; '' or missing: none yet. */
  picture: Type.Optional(OptionalPicture),
  /** The gallery after the main picture on goods info. */
  images: Type.Array(PictureKey, { maxItems: GALLERY_MAX }),
  detail: Type.String({ maxLength: 50_000 }),
  status: Type.Integer({ minimum: 0, maximum: 1 }),
  skus: Type.Array(SkuInput, { minItems: 1, maxItems: 50 }),
  /** The revision the edit started from (0 for goods never saved by the console); a save from an older one is stale. */
  revision: Type.Optional(Type.Integer({ minimum: 0 }))
})

/** The warehouse's edit: stock only, per SKU, from the revision it read. */
export const StockInput = Type.Object({
  skus: Type.Array(
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      stock: Count,
      region_stock: Type.Array(RegionStock, { maxItems: 50 })
    }),
    { minItems: 1, maxItems: 50 }
  ),
  revision: Type.Integer({ minimum: 0 })
})

export const Shelf = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
  status: Type.Integer({ minimum: 0, maximum: 1 })
})

export const CategoryInput = Type.Object({
  parent_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  name: Type.String({ minLength: 1, maxLength: 20 }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  /** The icon's picture key, '' for none (the app draws a placeholder); missing: left as it is. */
  picture: Type.Optional(OptionalPicture),
  /** The colour of the generated icons categories had before uploaded ones; no shopper sees it. */
  color: Type.Optional(Color)
})

export const ActivityInput = Type.Object({
  sku_id: Type.Integer({ minimum: 1 }),
  kind: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4)]),
  title: Type.String({ minLength: 1, maxLength: 40 }),
  price: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  start_at: Type.String({ format: 'date-time' }),
  end_at: Type.String({ format: 'date-time' }),
  stock: Type.Union([Count, Type.Null()]),
  limit_per_user: Type.Integer({ minimum: 0, maximum: 9999 }),
  group_size: Type.Union([Type.Integer({ minimum: 2, maximum: 100 }), Type.Null()]),
  group_seconds: Type.Union([Type.Integer({ minimum: 60, maximum: 7 * 24 * 3600 }), Type.Null()]),
  items: Type.Union([
    Type.Array(Type.Object({ sku_id: Type.Integer({ minimum: 1 }), qty: Type.Integer({ minimum: 1, maximum: 99 }) }), {
      maxItems: 10
    }),
    Type.Null()
  ]),
  status: Type.Integer({ minimum: 0, maximum: 1 })
})

/** The stock screen's list: SKUs whose goods title contains q. */
export const StockSheetQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 60 })), ...PageFields })

/**
 * The warehouse keeper's count for one SKU in one region (warehouse_id null: a SKU stocked nationwide): the units on
 * hand, counting those unpaid orders hold, so never fewer than they hold. Sent once per request id.
 */
export const StockAdjust = Type.Object({
  sku_id: Type.Integer({ minimum: 1 }),
  warehouse_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  stock: Count,
  reason: Type.String({ minLength: 1, maxLength: 100 }),
  request_id: RequestId
})

export type StockSheetQueryT = Static<typeof StockSheetQuery>
export type StockAdjustT = Static<typeof StockAdjust>
export type GoodsInputT = Static<typeof GoodsInput>
export type SkuInputT = Static<typeof SkuInput>
export type StockInputT = Static<typeof StockInput>
export type GoodsQueryT = Static<typeof GoodsQuery>
export type CategoryInputT = Static<typeof CategoryInput>
export type ActivityInputT = Static<typeof ActivityInput>

// ---- answers

const Spec = Type.Object({ name: Type.String(), value: Type.String() })
const RegionStockRow = Type.Object({ warehouse_id: Type.Number(), stock: Type.Number() })

/** A row of the goods list: the SPU and its SKUs' totals (camelCase: the query's own names). */
export type GoodsListRow = Static<typeof GoodsListRow>
export const GoodsListRow = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  /** The main picture's key; '' for none. */
  picture: Type.String(),
  categoryId: Type.Number(),
  status: Type.Number(),
  sales: Type.Number(),
  minPrice: Type.Number(),
  stock: Type.Number(),
  skuCount: Type.Number(),
  /** The SKU a home component or an activity names for this goods; null without SKUs. */
  firstSkuId: Nullable(Type.Number())
})

/** The goods as the editor loads it; `revision` is what a save must carry back. */
export type GoodsDetail = Static<typeof GoodsDetail>
export const GoodsDetail = Type.Object({
  id: Type.Number(),
  category_id: Type.Number(),
  title: Type.String(),
  subtitle: Type.String(),
  supplier: Type.String(),
  /** Picture keys (contract/pictures.ts): the main one ('' for none) and the gallery. */
  picture: Type.String(),
  images: Type.Array(Type.String()),
  detail: Type.String(),
  status: Type.Number(),
  revision: Type.Number(),
  updated_by: Type.String(),
  skus: Type.Array(
    Type.Object({
      id: Type.Number(),
      specs: Type.Array(Spec),
      picture: Type.String(),
      price: Type.Number(),
      market_price: Type.Number(),
      cashback: Type.Number(),
      limit_per_user: Type.Number(),
      stock: Type.Number(),
      sales: Type.Number(),
      region_stock: Type.Array(RegionStockRow)
    })
  )
})

export type Warehouse = Static<typeof Warehouse>
export const Warehouse = Type.Object({ id: Type.Number(), name: Type.String() })

export type CategoryRow = Static<typeof CategoryRow>
export const CategoryRow = Type.Object({
  id: Type.Number(),
  /** null: a top category. */
  parentId: Nullable(Type.Number()),
  name: Type.String(),
  sort: Type.Number(),
  color: Type.String(),
  /** The icon's picture key; '' for none. */
  picture: Type.String()
})

/** An activity as stored (camelCase); kind 1 flash, 2 group, 4 package. */
export type ActivityRow = Static<typeof ActivityRow>
export const ActivityRow = Type.Object({
  id: Type.Number(),
  skuId: Type.Number(),
  kind: OneOf([1, 2, 4]),
  title: Type.String(),
  price: Type.Number(),
  startAt: When,
  endAt: When,
  stock: Nullable(Type.Number()),
  sold: Type.Number(),
  limitPerUser: Type.Number(),
  groupSize: Nullable(Type.Number()),
  groupSeconds: Nullable(Type.Number()),
  items: Type.Union([Type.Array(Type.Object({ sku_id: Type.Number(), qty: Type.Number() })), Type.Null()]),
  status: Type.Number()
})
export type ActivityListRow = Static<typeof ActivityListRow>
export const ActivityListRow = Type.Object({
  activity: ActivityRow,
  spuTitle: Type.String(),
  spuId: Type.Number(),
  /** The SKU's or else the goods' main picture key; '' for none. */
  picture: Type.String()
})

const StockRegion = Type.Object({
  /** null: nationwide. */
  warehouse_id: Nullable(Type.Number()),
  warehouse_name: Type.String(),
  /** Left to sell. */
  available: Type.Number(),
  /** Held by unpaid orders (given back if they are cancelled). */
  held: Type.Number(),
  /** On hand: available + held; what the keeper sets. */
  stock: Type.Number()
})
export type StockSheetRow = Static<typeof StockSheetRow>
export const StockSheetRow = Type.Object({
  sku_id: Type.Number(),
  spu_id: Type.Number(),
  title: Type.String(),
  spec: Type.String(),
  regions: Type.Array(StockRegion)
})

/** Prefix /api/admin. */
/** What an upload through the console's one upload path answers (POST /upload, POST /support/upload). */
export const UploadedPicture = Type.Object({
  /** The large JPEG, for fields that keep an address (banners). */
  url: Type.String(),
  /** The picture's key, which goods save (contract/pictures.ts). */
  picture: Type.String(),
  width: Type.Number(),
  height: Type.Number()
})

export const adminCatalogueRoutes = {
  'GET /stock': route(Listing(StockSheetRow), { querystring: StockSheetQuery }),
  'POST /stock/adjust': route(
    Type.Object({
      sku_id: Type.Number(),
      warehouse_id: Nullable(Type.Number()),
      stock: Type.Number(),
      available: Type.Number(),
      held: Type.Number()
    }),
    { body: StockAdjust }
  ),
  'GET /goods': route(Listing(GoodsListRow), { querystring: GoodsQuery }),
  'GET /goods/:id': route(GoodsDetail, { params: IdParams }),
  'POST /goods': route(GoodsDetail, { body: GoodsInput }),
  'PUT /goods/:id': route(GoodsDetail, { params: IdParams, body: GoodsInput }),
  'DELETE /goods/:id': route(Done, { params: IdParams }),
  'POST /goods/shelf': route(Type.Object({ changed: Type.Number() }), { body: Shelf }),
  'PUT /goods/:id/stock': route(GoodsDetail, { params: IdParams, body: StockInput }),
  'GET /warehouses': route(Type.Array(Warehouse)),
  'GET /categories': route(Type.Array(CategoryRow)),
  'POST /categories': route(CategoryRow, { body: CategoryInput }),
  'PUT /categories/:id': route(CategoryRow, { params: IdParams, body: CategoryInput }),
  'DELETE /categories/:id': route(Done, { params: IdParams }),
  'GET /activities': route(Type.Array(ActivityListRow)),
  'POST /activities': route(ActivityRow, { body: ActivityInput }),
  'PUT /activities/:id': route(ActivityRow, { params: IdParams, body: ActivityInput }),
  /** Multipart (field `file`): read by the handler, so no body schema. */
  'POST /upload': route(UploadedPicture)
}
