import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { categories, goodsActivities, skus, spus } from '../db/schema'
import type { ActivityKind, GoodsSearchParams, GoodsSearchResult } from '../../../src/types/goods'
import { imageUrl, KIND_TAG } from './catalogue'

/** Goods search (/goods/search): one row per SPU, filters, sorts and paging. Split from catalogue.ts to keep both readable. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`)

export async function searchGoods(
  db: DbOrTx,
  q: GoodsSearchParams,
  base: string,
  page: { page: number; size: number; offset: number }
): Promise<GoodsSearchResult> {
  const now = new Date()
  // The SKU that stands for its SPU: one with a running activity (of the asked kind) first, then the cheapest.
  const act = db
    .selectDistinctOn([goodsActivities.skuId], {
      actSkuId: sql<number>`${goodsActivities.skuId}`.as('act_sku_id'),
      actKind: sql<number>`${goodsActivities.kind}`.as('act_kind'),
      actPrice: sql<number>`${goodsActivities.price}`.as('act_price')
    })
    .from(goodsActivities)
    .where(
      and(
        eq(goodsActivities.status, 1),
        lte(goodsActivities.startAt, now),
        gt(goodsActivities.endAt, now),
        or(isNull(goodsActivities.stock), gt(goodsActivities.stock, 0)),
        q.kind ? eq(goodsActivities.kind, q.kind) : undefined
      )
    )
    .orderBy(goodsActivities.skuId, goodsActivities.kind, goodsActivities.id)
    .as('act')
  const rep = db
    .selectDistinctOn([skus.spuId], {
      repSpuId: sql<number>`${skus.spuId}`.as('rep_spu_id'),
      repSkuId: sql<number>`${skus.id}`.as('rep_sku_id'),
      repPrice: sql<number>`${skus.price}`.as('rep_price'),
      repMarket: sql<number>`${skus.marketPrice}`.as('rep_market'),
      repCashback: sql<number>`${skus.cashback}`.as('rep_cashback'),
      kind: act.actKind,
      activityPrice: act.actPrice
    })
    .from(skus)
    .leftJoin(act, eq(act.actSkuId, skus.id))
    .orderBy(skus.spuId, sql`${act.actSkuId} is null`, skus.price, skus.id)
    .as('rep')

  const conds: Array<SQL | undefined> = [eq(spus.status, 1)]
  for (const word of (q.keyword ?? '').trim().split(/\s+/).filter(Boolean)) {
    const pat = `%${escapeLike(word)}%`
    conds.push(or(ilike(spus.title, pat), ilike(spus.subtitle, pat), ilike(spus.supplier, pat)))
  }
  if (q.category_id) {
    const sub = db
      .select({ id: categories.id })
      .from(categories)
      .where(or(eq(categories.id, q.category_id), eq(categories.parentId, q.category_id)))
    conds.push(inArray(spus.categoryId, sub))
  }
  if (q.price_min !== undefined) conds.push(gte(rep.repPrice, q.price_min))
  if (q.price_max !== undefined) conds.push(lte(rep.repPrice, q.price_max))
  if (q.kind) conds.push(isNotNull(rep.kind))
  const where = and(...conds)

  const order = {
    default: [desc(spus.sort), asc(spus.id)],
    sales: [desc(spus.sales), asc(spus.id)],
    price_asc: [asc(rep.repPrice), asc(spus.id)],
    price_desc: [desc(rep.repPrice), asc(spus.id)],
    new: [desc(spus.createdAt), desc(spus.id)]
  }[q.sort ?? 'default']

  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(spus)
    .innerJoin(rep, eq(rep.repSpuId, spus.id))
    .where(where)
  const rows = await db
    .select({
      spu: spus,
      repSkuId: rep.repSkuId,
      repPrice: rep.repPrice,
      repMarket: rep.repMarket,
      repCashback: rep.repCashback,
      kind: rep.kind,
      activityPrice: rep.activityPrice
    })
    .from(spus)
    .innerJoin(rep, eq(rep.repSpuId, spus.id))
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset(page.offset)
  const list = rows.map(({ spu, ...r }) => {
    const kind = r.kind ? (Number(r.kind) as ActivityKind) : null
    return {
      spu_id: spu.id,
      sku_id: Number(r.repSkuId),
      title: spu.title,
      subtitle: spu.subtitle,
      image: imageUrl(base, String(r.repSkuId)),
      price: Number(r.repPrice),
      market_price: Number(r.repMarket),
      cashback: Number(r.repCashback),
      sales: spu.sales,
      supplier: spu.supplier,
      tags: kind ? [KIND_TAG[kind], ...spu.tags] : spu.tags,
      kind,
      activity_price: r.activityPrice === null ? null : Number(r.activityPrice)
    }
  })
  return { list, total: Number(total), page: page.page, page_size: page.size }
}
