import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { categories, goodsActivities, skus, spus } from '../db/schema'
import type { ActivityKind, GoodsSearchParams, GoodsSearchResult } from '@contract/schemas/goods'
import { pictureFields } from '../lib/pictures'
import { KIND_TAG } from './catalogue'

/** Goods search (/goods/search): one row per SPU, filters, sorts and paging. Split from catalogue.ts to keep both readable. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`)

/**
 * One query: the SPUs that pass the filters, each with the SKU that stands for it picked by a lateral subquery (one
 * with a running activity, of the asked kind, first, then the cheapest), the total counted by a window over the
 * same rows. Only the columns the list shows are read (never the detail HTML).
 */
export async function searchGoods(
  db: DbOrTx,
  q: GoodsSearchParams,
  base: string,
  page: { page: number; size: number; offset: number }
): Promise<GoodsSearchResult> {
  const act = db
    .select({
      kind: sql<number>`${goodsActivities.kind}`.as('act_kind'),
      price: sql<number>`${goodsActivities.price}`.as('act_price')
    })
    .from(goodsActivities)
    .where(
      and(
        eq(goodsActivities.skuId, skus.id),
        eq(goodsActivities.status, 1),
        lte(goodsActivities.startAt, sql`now()`),
        gt(goodsActivities.endAt, sql`now()`),
        or(isNull(goodsActivities.stock), gt(goodsActivities.stock, 0)),
        q.kind ? eq(goodsActivities.kind, q.kind) : undefined
      )
    )
    .orderBy(goodsActivities.kind, goodsActivities.id)
    .limit(1)
    .as('act')
  const rep = db
    .select({
      skuId: sql<number>`${skus.id}`.as('rep_sku_id'),
      price: sql<number>`${skus.price}`.as('rep_price'),
      market: sql<number>`${skus.marketPrice}`.as('rep_market'),
      cashback: sql<number>`${skus.cashback}`.as('rep_cashback'),
      kind: sql<number | null>`${act.kind}`.as('rep_kind'),
      activityPrice: sql<number | null>`${act.price}`.as('rep_activity_price')
    })
    .from(skus)
    .leftJoinLateral(act, sql`true`)
    .where(eq(skus.spuId, spus.id))
    .orderBy(sql`${act.kind} is null`, skus.price, skus.id)
    .limit(1)
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
  if (q.price_min !== undefined) conds.push(gte(rep.price, q.price_min))
  if (q.price_max !== undefined) conds.push(lte(rep.price, q.price_max))
  if (q.kind) conds.push(isNotNull(rep.kind))

  const order = {
    default: [desc(spus.sort), asc(spus.id)],
    sales: [desc(spus.sales), asc(spus.id)],
    price_asc: [asc(rep.price), asc(spus.id)],
    price_desc: [desc(rep.price), asc(spus.id)],
    new: [desc(spus.createdAt), desc(spus.id)]
  }[q.sort ?? 'default']

  const query = (limit: number, offset: number) =>
    db
      .select({
        id: spus.id,
        title: spus.title,
        subtitle: spus.subtitle,
        sales: spus.sales,
        supplier: spus.supplier,
        tags: spus.tags,
        picture: spus.picture,
        repSkuId: rep.skuId,
        repPrice: rep.price,
        repMarket: rep.market,
        repCashback: rep.cashback,
        kind: rep.kind,
        activityPrice: rep.activityPrice,
        total: sql<number>`count(*) over ()`
      })
      .from(spus)
      .innerJoinLateral(rep, sql`true`)
      .where(and(...conds))
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
  const rows = await query(page.size, page.offset)
  // A page past the end has no row to carry the total: count with the first row alone (rare, and cheap).
  const total = rows.length ? Number(rows[0].total) : page.offset > 0 ? Number((await query(1, 0))[0]?.total ?? 0) : 0
  const list = rows.map((r) => {
    const kind = r.kind ? (Number(r.kind) as ActivityKind) : null
    return {
      spu_id: r.id,
      sku_id: Number(r.repSkuId),
      title: r.title,
      subtitle: r.subtitle,
      // The goods' main picture: a card stands for the goods, whichever SKU prices it.
      ...pictureFields(base, r.picture),
      price: Number(r.repPrice),
      market_price: Number(r.repMarket),
      cashback: Number(r.repCashback),
      sales: r.sales,
      supplier: r.supplier,
      tags: kind ? [KIND_TAG[kind], ...r.tags] : r.tags,
      kind,
      activity_price: r.activityPrice === null ? null : Number(r.activityPrice)
    }
  })
  return { list, total, page: page.page, page_size: page.size }
}
