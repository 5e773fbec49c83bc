import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/client'
import { categories, collects, skuWarehouseStock, skus, spus } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type {
  ActivityInfo,
  ActivityKind,
  CategoryNode,
  GoodsInfo,
  GoodsSku,
  SkuActivities,
  SpecValue
} from '@contract/schemas/goods'
import { perDb, prebuilt } from '../lib/prepared'
import { goodsPromises } from './goods-promise'
import type { WarehouseUnits } from './region-stock'
import { activityById, k, skuJson, skusOfSpu, toActivity, type SkuJson } from './catalogue-sql'
import { galleryFields, pictureAddress, pictureFields, UPLOAD_PATH } from '../lib/pictures'
import { pictureVariant } from '@contract/pictures'

/** Goods, SKUs, stock and activities. Owned by the catalogue area. */

export const KIND_TAG: Record<ActivityKind, string> = { 1: '秒杀', 2: '拼团', 4: '套餐' }
/** Stored HTML names images by path; make them absolute like every other image address. */
const absolutize = (base: string, html: string) => html.split(`src="${UPLOAD_PATH}`).join(`src="${base}${UPLOAD_PATH}`)
export const specText = (specs: SpecValue[]) => specs.map((s) => s.value).join(' ')
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)
export const offShelf = () => new AppError(ERRNO.GOODS_OFF_SHELF, '商品已下架')

/**
 * What the order area needs to price and check each SKU, read inside its transaction (one query). Unknown ids are
 * absent.
 */
export async function getSkusForOrder(tx: DbOrTx, skuIds: number[], base = '') {
  const ids = [...new Set(skuIds)]
  if (!ids.length) return new Map<number, OrderSkuWithCategory>()
  const rows = await skusForOrderQuery(tx).execute({ ids })
  const now = Date.now()
  return new Map<number, OrderSkuWithCategory>(
    rows.map((r) => [r.sku.id, { ...orderSkuOf(r, base, now), category_id: r.categoryId, held: r.held ?? [] }])
  )
}

/** A SKU row read with skuJson (alias `k`) and its SPU's title, supplier and shelf state, as the order area sees it. */
export function orderSkuOf(
  r: { sku: SkuJson; spuId: number; title: string; supplier: string; status: number },
  base: string,
  now = Date.now()
): OrderSku {
  return {
    sku_id: r.sku.id,
    spu_id: r.spuId,
    title: r.title,
    supplier: r.supplier,
    ...pictureFields(base, r.sku.picture),
    picture_key: r.sku.picture,
    specs: r.sku.specs,
    spec_text: specText(r.sku.specs),
    price: r.sku.price,
    market_price: r.sku.market_price,
    stock: r.sku.stock,
    cashback: r.sku.cashback,
    limit_per_user: r.sku.limit_per_user,
    on_shelf: r.status === 1,
    activities: r.sku.activities.map((a) => toActivity(a, base, now))
  }
}

/**
 * What checkout reads of a SKU: its category too, for coupons and cards limited to categories, and its units per
 * warehouse when it is a regional SKU (region-stock.ts), so the order needs no second read for them.
 */
export type OrderSkuWithCategory = OrderSku & { category_id: number | null; held: WarehouseUnits[] }

export interface OrderSku extends GoodsSku {
  spu_id: number
  title: string
  supplier: string
  on_shelf: boolean
  /** The SKU's picture key (its own, else the goods' main one): what an order line keeps. */
  picture_key: string
}

const IDS = sql`any(${sql.placeholder('ids')}::int[])`

const skusForOrderQuery = prebuilt('catalogue_skus_for_order', (db) =>
  db
    .select({
      sku: skuJson,
      spuId: spus.id,
      title: spus.title,
      supplier: spus.supplier,
      status: spus.status,
      categoryId: spus.categoryId,
      held: sql<WarehouseUnits[] | null>`(select json_agg(json_build_object('skuId', h.sku_id, 'warehouseId',
        h.warehouse_id, 'stock', h.stock)) from ${skuWarehouseStock} h where h.sku_id = ${k.id})`
    })
    .from(k)
    .innerJoin(spus, eq(spus.id, k.spuId))
    .where(sql`${k.id} = ${IDS}`)
)

/**
 * The category tree. Each icon is the picture the operator uploaded (a stored picture, decision 0034), `picture` for
 * the app's image helper and `icon` (its icon-size JPEG) for older clients; '' for none, and the app draws a
 * placeholder: no icon is ever drawn from the category's id or name here.
 */
export async function listCategories(db: DbOrTx, base: string): Promise<CategoryNode[]> {
  const rows = await db.select().from(categories).orderBy(desc(categories.sort), asc(categories.id))
  const node = (c: (typeof rows)[number]): CategoryNode => {
    const picture = c.picture ? pictureAddress(base, c.picture) : ''
    return { id: c.id, name: c.name, icon: pictureVariant(picture, 'icon', 'jpg'), picture, children: [] }
  }
  const tops = rows.filter((c) => c.parentId === null).map(node)
  const byId = new Map(tops.map((t) => [t.id, t]))
  for (const c of rows) if (c.parentId !== null) byId.get(c.parentId)?.children.push(node(c))
  return tops
}

function toSku(s: SkuJson, base: string, now: number): GoodsSku {
  return {
    sku_id: s.id,
    specs: s.specs,
    spec_text: specText(s.specs),
    ...pictureFields(base, s.picture),
    price: s.price,
    market_price: s.market_price,
    stock: s.stock,
    cashback: s.cashback,
    limit_per_user: s.limit_per_user,
    activities: s.activities.map((a) => toActivity(a, base, now))
  }
}

const parent = alias(categories, 'parent_category')

/** The SKU's goods in one query: SPU, category path, and every SKU with its activities. */
const goodsInfoQuery = perDb((db) =>
  db
    .select({
      spu: {
        id: spus.id,
        title: spus.title,
        subtitle: spus.subtitle,
        picture: spus.picture,
        images: spus.images,
        detail: spus.detail,
        categoryId: spus.categoryId,
        supplier: spus.supplier,
        tags: spus.tags,
        sales: spus.sales,
        status: spus.status,
        params: spus.params,
        shipHours: spus.shipHours,
        noReasonReturn: spus.noReasonReturn
      },
      category: { id: categories.id, name: categories.name },
      parent: { id: parent.id, name: parent.name },
      skus: skusOfSpu(spus.id)
    })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .innerJoin(categories, eq(categories.id, spus.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(skus.id, sql.placeholder('skuId')))
    .prepare('catalogue_goods_info')
)

/** Goods info as every shopper sees it; `collected` (personal) is false here, see isCollected. */
export async function getGoodsInfo(db: DbOrTx, skuId: number, base: string): Promise<GoodsInfo> {
  const [row] = await goodsInfoQuery(db).execute({ skuId })
  if (!row) throw notFound('商品')
  const { spu, category, parent: top } = row
  if (spu.status !== 1) throw offShelf()
  const now = Date.now()
  const list = row.skus.map((s) => toSku(s, base, now))
  const sku = list.find((s) => s.sku_id === skuId) as GoodsSku
  const specs: Array<{ name: string; values: string[] }> = []
  for (const s of row.skus)
    for (const v of s.specs) {
      let spec = specs.find((x) => x.name === v.name)
      if (!spec) specs.push((spec = { name: v.name, values: [] }))
      if (!spec.values.includes(v.value)) spec.values.push(v.value)
    }
  return {
    spu_id: spu.id,
    sku_id: skuId,
    title: spu.title,
    subtitle: spu.subtitle,
    ...galleryFields(base, [spu.picture, ...spu.images]),
    detail: absolutize(base, spu.detail),
    category_id: spu.categoryId,
    category_path: [top, category].flatMap((c) => (c ? [{ id: c.id, name: c.name }] : [])),
    supplier: spu.supplier,
    tags: spu.tags,
    sales: spu.sales,
    status: spu.status,
    specs,
    skus: list,
    sku,
    activity: sku.activities.find((a) => a.state === 'ongoing') ?? sku.activities[0] ?? null,
    collected: false,
    params: spu.params,
    promises: goodsPromises(spu)
  }
}

const collectedQuery = perDb((db) =>
  db
    .select({ id: collects.id })
    .from(collects)
    .where(and(eq(collects.userId, sql.placeholder('userId')), eq(collects.skuId, sql.placeholder('skuId'))))
    .limit(1)
    .prepare('catalogue_collected')
)

/** Whether the user collected the SKU: the one personal field of goods info. */
export async function isCollected(db: DbOrTx, userId: number, skuId: number) {
  return (await collectedQuery(db).execute({ userId, skuId })).length > 0
}

const activityInfoQuery = perDb((db) =>
  db
    .select({
      spuId: spus.id,
      title: spus.title,
      status: spus.status,
      price: k.price,
      picture: sql<string>`coalesce(nullif(${k.picture}, ''), ${spus.picture})`,
      activities: sql<SkuJson['activities']>`${activityById(sql.placeholder('activityId'))}`
    })
    .from(k)
    .innerJoin(spus, eq(spus.id, k.spuId))
    .where(eq(k.id, sql.placeholder('skuId')))
    .prepare('catalogue_activity_info')
)

export async function getActivityInfo(
  db: DbOrTx,
  skuId: number,
  activityId: number,
  base: string
): Promise<ActivityInfo> {
  const [row] = await activityInfoQuery(db).execute({ skuId, activityId })
  if (!row?.activities.length) throw notFound('活动')
  if (row.status !== 1) throw offShelf()
  const now = Date.now()
  return {
    ...toActivity(row.activities[0], base, now),
    spu_id: row.spuId,
    goods_title: row.title,
    ...pictureFields(base, row.picture),
    sku_price: row.price,
    server_time: seconds(new Date(now))
  }
}

const skuActivitiesQuery = perDb((db) =>
  db
    .select({ sku: skuJson, spuId: spus.id, title: spus.title, sales: spus.sales })
    .from(k)
    .innerJoin(spus, eq(spus.id, k.spuId))
    .where(and(sql`${k.id} = ${IDS}`, eq(spus.status, 1)))
    .prepare('catalogue_sku_activities')
)

/** /goods/activities: one entry per known on-shelf SKU, in the order asked, each with its activities (one query). */
export async function getSkuActivities(db: DbOrTx, skuIds: number[], base: string): Promise<SkuActivities[]> {
  const ids = [...new Set(skuIds)]
  if (!ids.length) return []
  const rows = await skuActivitiesQuery(db).execute({ ids })
  const byId = new Map(rows.map((r) => [r.sku.id, r]))
  const now = Date.now()
  return ids.flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    return [
      {
        sku_id: id,
        spu_id: r.spuId,
        title: r.title,
        ...pictureFields(base, r.sku.picture),
        price: r.sku.price,
        market_price: r.sku.market_price,
        cashback: r.sku.cashback,
        sales: r.sales,
        stock: r.sku.stock,
        activities: r.sku.activities.map((a) => toActivity(a, base, now))
      }
    ]
  })
}
