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
