import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { collects, skus, spus } from '../db/schema'
import { notFound } from '../errors'
import type { CollectListResponse } from '@contract/schemas/collect'
import { pictureFields } from '../lib/pictures'
import { offShelf, specText } from './catalogue'

/** Favourites: one per user and SKU. Owned by the catalogue-and-shopping area. */

export async function list(
  db: DbOrTx,
  userId: number,
  base: string,
  page: { page: number; size: number; offset: number }
): Promise<CollectListResponse> {
  const [{ total }] = await db.select({ total: count() }).from(collects).where(eq(collects.userId, userId))
  const rows = await db
    .select({
      c: collects,
      title: spus.title,
      status: spus.status,
      specs: skus.specs,
      picture: sql<string>`coalesce(nullif(${skus.picture}, ''), ${spus.picture})`,
      price: skus.price,
      marketPrice: skus.marketPrice,
      stock: skus.stock
    })
    .from(collects)
    .innerJoin(skus, eq(skus.id, collects.skuId))
    .innerJoin(spus, eq(spus.id, collects.spuId))
    .where(eq(collects.userId, userId))
    .orderBy(desc(collects.createdAt), desc(collects.id))
    .limit(page.size)
    .offset(page.offset)
  return {
    list: rows.map((r) => ({
      id: r.c.id,
      spu_id: r.c.spuId,
      sku_id: r.c.skuId,
      title: r.title,
      ...pictureFields(base, r.picture),
      spec_text: specText(r.specs),
      price: r.price,
      market_price: r.marketPrice,
      valid: r.status === 1 && r.stock > 0,
      collected_time: Math.floor(r.c.createdAt.getTime() / 1000)
    })),
    total,
    page: page.page,
    page_size: page.size
  }
}

export async function isCollected(db: DbOrTx, userId: number, skuId: number) {
  const rows = await db
    .select({ id: collects.id })
    .from(collects)
    .where(and(eq(collects.userId, userId), eq(collects.skuId, skuId)))
  return { collected: rows.length > 0 }
}

/** Idempotent: collecting a SKU twice keeps one favourite. The SKU must belong to the SPU named. */
export async function add(db: DbOrTx, userId: number, body: { spu_id: number; sku_id: number }) {
  const [sku] = await db
    .select({ spuId: skus.spuId, status: spus.status })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(and(eq(skus.id, body.sku_id), eq(skus.spuId, body.spu_id)))
  if (!sku) throw notFound('商品')
  if (sku.status !== 1) throw offShelf()
  await db.insert(collects).values({ userId, spuId: body.spu_id, skuId: body.sku_id }).onConflictDoNothing()
  return { collected: true }
}

/** Removes the caller's favourites of these SKUs; SKUs not collected are simply not there. */
export async function del(db: DbOrTx, userId: number, skuIds: number[]) {
  const rows = await db
    .delete(collects)
    .where(and(eq(collects.userId, userId), inArray(collects.skuId, skuIds)))
    .returning({ id: collects.id })
  return { removed: rows.length }
}

export async function clear(db: DbOrTx, userId: number) {
  const rows = await db.delete(collects).where(eq(collects.userId, userId)).returning({ id: collects.id })
  return { removed: rows.length }
}
