import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { categories, collects, goodsActivities, skus, spus } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type {
  ActivityInfo,
  ActivityKind,
  ActivityState,
  CategoryNode,
  GoodsActivity,
  GoodsInfo,
  GoodsSku,
  SkuActivities,
  SpecValue
} from '../../../src/types/goods'

/** Goods, SKUs, stock and activities. Owned by the catalogue area. */

export const KIND_TAG: Record<ActivityKind, string> = { 1: '秒杀', 2: '拼团', 4: '套餐' }
const IMAGE_PATH = '/api/v1/goods/image/'

/** Absolute address of a generated image: mini programs cannot load a path relative to the API host. */
export const imageUrl = (base: string, key: string) => `${base}${IMAGE_PATH}${key}.svg`
/** Stored HTML names images by path; make them absolute like every other image address. */
const absolutize = (base: string, html: string) => html.split(`src="${IMAGE_PATH}`).join(`src="${base}${IMAGE_PATH}`)
export const specText = (specs: SpecValue[]) => specs.map((s) => s.value).join(' ')
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)
export const offShelf = () => new AppError(ERRNO.GOODS_OFF_SHELF, '商品已下架')

/** What the order area needs to price and check each SKU, read inside its transaction. Unknown ids are absent. */
export async function getSkusForOrder(tx: DbOrTx, skuIds: number[], base = '') {
  const ids = [...new Set(skuIds)]
  if (!ids.length) return new Map<number, OrderSku>()
  const rows = await tx
    .select({ sku: skus, title: spus.title, supplier: spus.supplier, status: spus.status })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(inArray(skus.id, ids))
  const acts = await loadActivities(tx, ids, base)
  return new Map<number, OrderSku>(
    rows.map((r) => [
      r.sku.id,
      {
        sku_id: r.sku.id,
        spu_id: r.sku.spuId,
        title: r.title,
        supplier: r.supplier,
        image: imageUrl(base, String(r.sku.id)),
        specs: r.sku.specs,
        spec_text: specText(r.sku.specs),
        price: r.sku.price,
        market_price: r.sku.marketPrice,
        stock: r.sku.stock,
        cashback: r.sku.cashback,
        limit_per_user: r.sku.limitPerUser,
        on_shelf: r.status === 1,
        activities: acts.get(r.sku.id) ?? []
      }
    ])
  )
}

export interface OrderSku extends GoodsSku {
  spu_id: number
  title: string
  supplier: string
  on_shelf: boolean
}

type ActivityRow = typeof goodsActivities.$inferSelect

export function activityState(a: ActivityRow, now = new Date()): ActivityState {
  if (a.status !== 1 || now >= a.endAt) return 'ended'
  if (now < a.startAt) return 'upcoming'
  if (a.stock !== null && a.stock <= 0) return 'sold_out'
  return 'ongoing'
}

/** Activities not yet over (ongoing, upcoming, or sold out) of each SKU, package items resolved. */
async function loadActivities(db: DbOrTx, skuIds: number[], base: string, activityId?: number) {
  const out = new Map<number, GoodsActivity[]>()
  if (!skuIds.length) return out
  const now = new Date()
  const rows = await db
    .select()
    .from(goodsActivities)
    .where(
      activityId
        ? and(eq(goodsActivities.id, activityId), inArray(goodsActivities.skuId, skuIds))
        : and(inArray(goodsActivities.skuId, skuIds), eq(goodsActivities.status, 1), gt(goodsActivities.endAt, now))
    )
    .orderBy(asc(goodsActivities.kind), asc(goodsActivities.startAt), asc(goodsActivities.id))
  const itemIds = [...new Set(rows.flatMap((r) => (r.items ?? []).map((i) => i.sku_id)))]
  const itemRows = itemIds.length
    ? await db
        .select({ id: skus.id, spuId: skus.spuId, specs: skus.specs, price: skus.price, title: spus.title })
        .from(skus)
        .innerJoin(spus, eq(spus.id, skus.spuId))
        .where(inArray(skus.id, itemIds))
    : []
  const byId = new Map(itemRows.map((r) => [r.id, r]))
  for (const a of rows) {
    const items = (a.items ?? []).flatMap((i) => {
      const s = byId.get(i.sku_id)
      if (!s) return []
      return [
        {
          sku_id: s.id,
          spu_id: s.spuId,
          qty: i.qty,
          title: s.title,
          spec_text: specText(s.specs),
          image: imageUrl(base, String(s.id)),
          price: s.price
        }
      ]
    })
    const list = out.get(a.skuId) ?? []
    list.push({
      id: a.id,
      sku_id: a.skuId,
      kind: a.kind as ActivityKind,
      title: a.title,
      price: a.price,
      start_time: seconds(a.startAt),
      end_time: seconds(a.endAt),
      state: activityState(a, now),
      stock: a.stock,
      sold: a.sold,
      limit_per_user: a.limitPerUser,
      group_size: a.groupSize,
      group_seconds: a.groupSeconds,
      items,
      original_price: items.reduce((sum, i) => sum + i.price * i.qty, 0)
    })
    out.set(a.skuId, list)
  }
  return out
}

export async function listCategories(db: DbOrTx, base: string): Promise<CategoryNode[]> {
  const rows = await db.select().from(categories).orderBy(desc(categories.sort), asc(categories.id))
  const node = (c: (typeof rows)[number]): CategoryNode => ({
    id: c.id,
    name: c.name,
    icon: imageUrl(base, `c${c.id}`),
    children: []
  })
  const tops = rows.filter((c) => c.parentId === null).map(node)
  const byId = new Map(tops.map((t) => [t.id, t]))
  for (const c of rows) if (c.parentId !== null) byId.get(c.parentId)?.children.push(node(c))
  return tops
}

function toSku(s: typeof skus.$inferSelect, base: string, acts: Map<number, GoodsActivity[]>): GoodsSku {
  return {
    sku_id: s.id,
    specs: s.specs,
    spec_text: specText(s.specs),
    image: imageUrl(base, String(s.id)),
    price: s.price,
    market_price: s.marketPrice,
    stock: s.stock,
    cashback: s.cashback,
    limit_per_user: s.limitPerUser,
    activities: acts.get(s.id) ?? []
  }
}

export async function getGoodsInfo(db: DbOrTx, skuId: number, base: string, userId: number | null): Promise<GoodsInfo> {
  const [hit] = await db.select({ spuId: skus.spuId }).from(skus).where(eq(skus.id, skuId))
  if (!hit) throw notFound('商品')
  const [spu] = await db.select().from(spus).where(eq(spus.id, hit.spuId))
  if (spu.status !== 1) throw offShelf()
  const all = await db.select().from(skus).where(eq(skus.spuId, spu.id)).orderBy(asc(skus.sort), asc(skus.id))
  const acts = await loadActivities(
    db,
    all.map((s) => s.id),
    base
  )
  const list = all.map((s) => toSku(s, base, acts))
  const sku = list.find((s) => s.sku_id === skuId) as GoodsSku
  const [cat] = await db.select().from(categories).where(eq(categories.id, spu.categoryId))
  const [parent] = cat.parentId ? await db.select().from(categories).where(eq(categories.id, cat.parentId)) : []
  const specs: Array<{ name: string; values: string[] }> = []
  for (const s of all)
    for (const v of s.specs) {
      let spec = specs.find((x) => x.name === v.name)
      if (!spec) specs.push((spec = { name: v.name, values: [] }))
      if (!spec.values.includes(v.value)) spec.values.push(v.value)
    }
  const collected = userId
    ? (
        await db
          .select({ id: collects.id })
          .from(collects)
          .where(and(eq(collects.userId, userId), eq(collects.skuId, skuId)))
      ).length > 0
    : false
  return {
    spu_id: spu.id,
    sku_id: skuId,
    title: spu.title,
    subtitle: spu.subtitle,
    images: spu.images.map((k) => imageUrl(base, k)),
    detail: absolutize(base, spu.detail),
    category_id: spu.categoryId,
    category_path: [parent, cat].filter(Boolean).map((c) => ({ id: c.id, name: c.name })),
    supplier: spu.supplier,
    tags: spu.tags,
    sales: spu.sales,
    status: spu.status,
    specs,
    skus: list,
    sku,
    activity: sku.activities.find((a) => a.state === 'ongoing') ?? sku.activities[0] ?? null,
    collected
  }
}

export async function getActivityInfo(
  db: DbOrTx,
  skuId: number,
  activityId: number,
  base: string
): Promise<ActivityInfo> {
  const acts = await loadActivities(db, [skuId], base, activityId)
  const a = acts.get(skuId)?.[0]
  if (!a) throw notFound('活动')
  const [row] = await db
    .select({ spuId: spus.id, title: spus.title, status: spus.status, price: skus.price })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(eq(skus.id, skuId))
  if (row.status !== 1) throw offShelf()
  return {
    ...a,
    spu_id: row.spuId,
    goods_title: row.title,
    image: imageUrl(base, String(skuId)),
    sku_price: row.price,
    server_time: seconds(new Date())
  }
}

/** /goods/activities: one entry per known on-shelf SKU, in the order asked, each with its activities. */
export async function getSkuActivities(db: DbOrTx, skuIds: number[], base: string): Promise<SkuActivities[]> {
  const ids = [...new Set(skuIds)]
  if (!ids.length) return []
  const rows = await db
    .select({ sku: skus, title: spus.title, sales: spus.sales })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(and(inArray(skus.id, ids), eq(spus.status, 1)))
  const acts = await loadActivities(db, ids, base)
  const byId = new Map(rows.map((r) => [r.sku.id, r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    return [
      {
        sku_id: id,
        spu_id: r.sku.spuId,
        title: r.title,
        image: imageUrl(base, String(id)),
        price: r.sku.price,
        market_price: r.sku.marketPrice,
        cashback: r.sku.cashback,
        sales: r.sales,
        stock: r.sku.stock,
        activities: acts.get(id) ?? []
      }
    ]
  })
}
