import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { goodsActivities, skus } from '../db/schema'
import { notFound } from '../errors'
import { touchCatalogue } from '../lib/cache'

/**
 * Dev only (/api/dev/flash-sale): a flash sale running now on one SKU with `stock` units of its own, for the
 * server bench and load tests that need "100 units, many buyers". The SKU gets at least that much stock, so the
 * activity's units are the limit. An admin console would create these; this build has none.
 */
export async function startFlashSale(
  db: DbOrTx,
  input: { sku_id: number; stock: number; price?: number; limit_per_user?: number; minutes?: number }
) {
  return db.transaction(async (tx) => {
    const [sku] = await tx
      .update(skus)
      .set({ stock: sql`greatest(${skus.stock}, ${input.stock})` })
      .where(eq(skus.id, input.sku_id))
      .returning({ id: skus.id, price: skus.price })
    if (!sku) throw notFound('商品')
    const now = Date.now()
    const [a] = await tx
      .insert(goodsActivities)
      .values({
        skuId: sku.id,
        kind: 1,
        title: '压测秒杀',
        price: input.price ?? Math.max(1, Math.floor(sku.price / 2)),
        startAt: new Date(now - 60_000),
        endAt: new Date(now + (input.minutes ?? 60) * 60_000),
        stock: input.stock,
        limitPerUser: input.limit_per_user ?? 0
      })
      .returning({ id: goodsActivities.id })
    touchCatalogue()
    return { activity_id: a.id, sku_id: sku.id, stock: input.stock }
  })
}

/**
 * Dev only (/api/dev/flash-sale/stats): what a flash sale sold, for the bench's invariants: orders made, buyers,
 * the most units one buyer holds in live orders, and the activity's and SKU's stock after.
 */
export async function flashSaleStats(db: DbOrTx, activityId: number) {
  const rows = await db.execute(sql`
    select count(distinct o.id)::int as orders,
           count(distinct o.user_id)::int as buyers,
           coalesce(max(per.qty), 0)::int as max_per_buyer,
           (select stock from goods_activities where id = ${activityId}) as stock,
           (select sold from goods_activities where id = ${activityId}) as sold,
           (select s.stock from skus s join goods_activities a on a.sku_id = s.id where a.id = ${activityId}) as sku_stock
    from orders o
    left join (select o2.user_id, sum(i.qty)::int as qty from orders o2 join order_items i on i.order_id = o2.id
               where o2.activity_id = ${activityId} and o2.status not in (-4, -2, -1) group by o2.user_id) per
      on per.user_id = o.user_id
    where o.activity_id = ${activityId}`)
  const r = (rows as unknown as { rows: Array<Record<string, unknown>> }).rows[0]
  if (r.stock === null && r.sold === null) throw notFound('活动')
  return {
    orders: Number(r.orders),
    buyers: Number(r.buyers),
    max_per_buyer: Number(r.max_per_buyer),
    stock: r.stock === null ? null : Number(r.stock),
    sold: Number(r.sold),
    sku_stock: Number(r.sku_stock)
  }
}
