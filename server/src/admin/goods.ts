import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import {
  cartItems,
  categories,
  collects,
  goodsActivities,
  orderItems,
  skuWarehouseStock,
  skus,
  spuRevisions,
  spus,
  warehouses
} from '../db/schema'
import { conflict, invalid, notFound } from '../errors'
import { touchCatalogue } from '../lib/cache'
import { dropReminders, remindRestockedSince } from '../catalogue/reminder-send'
import { pictureStored } from '../lib/pictures'
import type { FileStore } from '../lib/storage'
import { audit, type Actor } from './audit'
import type { GoodsInputT, GoodsQueryT, SkuInputT } from '@contract/admin/catalogue'

/** The console's goods: SPU with its SKUs and stock by warehouse; every write bumps the goods' revision. */

export async function listGoods(db: DbOrTx, q: GoodsQueryT) {
  const where: SQL[] = []
  if (q.q) where.push(ilike(spus.title, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
  if (q.category_id) where.push(eq(spus.categoryId, q.category_id))
  if (q.status !== undefined) where.push(eq(spus.status, q.status))
  const cond = where.length ? and(...where) : undefined
  const size = q.page_size ?? 20
  const offset = ((q.page ?? 1) - 1) * size
  // The page first, then its SKU totals in one grouped query: figures computed in the select list would be
  // computed for every row the offset skips too (page 500 of 10,000 goods would aggregate 10,000 of them).
  const [page, [{ total }]] = await Promise.all([
    db
      .select({
        id: spus.id,
        title: spus.title,
        picture: spus.picture,
        categoryId: spus.categoryId,
        status: spus.status,
        sales: spus.sales
      })
      .from(spus)
      .where(cond)
      .orderBy(desc(spus.id))
      .limit(size)
      .offset(offset),
    db.select({ total: count() }).from(spus).where(cond)
  ])
  const sums = page.length
    ? await db
        .select({
          spuId: skus.spuId,
          minPrice: sql<number>`min(${skus.price})`.mapWith(Number),
          stock: sql<number>`coalesce(sum(${skus.stock}), 0)`.mapWith(Number),
          skuCount: sql<number>`count(*)`.mapWith(Number),
          firstSkuId: sql<number>`min(${skus.id})`.mapWith(Number)
        })
        .from(skus)
        .where(
          inArray(
            skus.spuId,
            page.map((p) => p.id)
          )
        )
        .groupBy(skus.spuId)
    : []
  const rows = page.map((p) => {
    const s = sums.find((x) => x.spuId === p.id)
    return {
      ...p,
      minPrice: s?.minPrice ?? 0,
      stock: s?.stock ?? 0,
      skuCount: s?.skuCount ?? 0,
      firstSkuId: s?.firstSkuId ?? null
    }
  })
  return { list: rows, total }
}

export async function getGoods(db: DbOrTx, id: number) {
  const [spu] = await db.select().from(spus).where(eq(spus.id, id))
  if (!spu) throw notFound('商品')
  const skuRows = await db.select().from(skus).where(eq(skus.spuId, id)).orderBy(asc(skus.sort), asc(skus.id))
  const region = skuRows.length
    ? await db
        .select()
        .from(skuWarehouseStock)
        .where(
          inArray(
            skuWarehouseStock.skuId,
            skuRows.map((s) => s.id)
          )
        )
    : []
  const [rev] = await db.select().from(spuRevisions).where(eq(spuRevisions.spuId, id))
  return {
    id: spu.id,
    category_id: spu.categoryId,
    title: spu.title,
    subtitle: spu.subtitle,
    supplier: spu.supplier,
    picture: spu.picture,
    images: spu.images,
    detail: spu.detail,
    status: spu.status,
    revision: rev?.revision ?? 0,
    updated_by: rev?.updatedBy ?? '',
    skus: skuRows.map((s) => ({
      id: s.id,
      specs: s.specs,
      picture: s.picture,
      price: s.price,
      market_price: s.marketPrice,
      cashback: s.cashback,
      limit_per_user: s.limitPerUser,
      stock: s.stock,
      sales: s.sales,
      region_stock: region.filter((r) => r.skuId === s.id).map((r) => ({ warehouse_id: r.warehouseId, stock: r.stock }))
    }))
  }
}

export const listWarehouses = (db: DbOrTx) => db.select().from(warehouses).orderBy(asc(warehouses.id))

async function checkInput(tx: DbOrTx, input: GoodsInputT) {
  const [cat] = await tx
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, input.category_id))
  if (!cat) throw invalid('category_id', '不存在')
  if (cat.parentId === null) throw invalid('category_id', '须为二级分类')
  const known = new Set((await tx.select({ id: warehouses.id }).from(warehouses)).map((w) => w.id))
  input.skus.forEach((s, i) => {
    if (s.market_price && s.market_price < s.price) throw invalid(`skus.${i}.market_price`, '不能低于售价')
    if (s.cashback > s.price) throw invalid(`skus.${i}.cashback`, '不能高于售价')
    const seen = new Set<number>()
    s.region_stock.forEach((r, j) => {
      if (!known.has(r.warehouse_id)) throw invalid(`skus.${i}.region_stock.${j}.warehouse_id`, '不存在')
      if (seen.has(r.warehouse_id)) throw invalid(`skus.${i}.region_stock.${j}.warehouse_id`, '重复')
      seen.add(r.warehouse_id)
    })
  })
  const specKeys = input.skus.map((s) => s.specs.map((v) => `${v.name}:${v.value}`).join('|'))
  const dup = specKeys.findIndex((k, i) => specKeys.indexOf(k) !== i)
  if (dup >= 0) throw invalid(`skus.${dup}.specs`, '与其他规格重复')
}

/**
 * Every picture the goods name must be a whole upload on this shop (lib/pictures.ts): a key typed by hand or left
 * by a failed upload would show shoppers a broken image. Read before the transaction: a bucket is not a database.
 */
async function checkPictures(files: FileStore, input: GoodsInputT) {
  const named: Array<[string, string]> = [
    ['picture', input.picture ?? ''],
    ...input.images.map((key, i): [string, string] => [`images.${i}`, key]),
    ...input.skus.map((s, i): [string, string] => [`skus.${i}.picture`, s.picture ?? ''])
  ]
  const dup = input.images.findIndex((key, i) => input.images.indexOf(key) !== i)
  if (dup >= 0) throw invalid(`images.${dup}`, '与其他图片重复')
  const found = await Promise.all(named.map(([, key]) => (key ? pictureStored(files, key) : true)))
  const missing = found.indexOf(false)
  if (missing >= 0) throw invalid(named[missing][0], '不是本店上传的图片，请重新上传')
}

const skuValues = (s: SkuInputT, i: number) => ({
  specs: s.specs,
  picture: s.picture ?? '',
  price: s.price,
  marketPrice: s.market_price || s.price,
  cashback: s.cashback,
  limitPerUser: s.limit_per_user,
  // A regional SKU's stock is the sum of its warehouses (the rule the shop's stock check relies on).
  stock: s.region_stock.length ? s.region_stock.reduce((n, r) => n + r.stock, 0) : s.stock,
  sort: i
})

async function writeSkus(tx: DbOrTx, spuId: number, input: GoodsInputT) {
  const old = await tx.select({ id: skus.id, stock: skus.stock }).from(skus).where(eq(skus.spuId, spuId))
  const kept = input.skus.filter((s) => s.id).map((s) => s.id as number)
  const foreign = kept.find((id) => !old.some((o) => o.id === id))
  if (foreign) throw invalid('skus.id', `${foreign} 不属于该商品`)
  const removed = old.map((o) => o.id).filter((id) => !kept.includes(id))
  if (removed.length) await deleteSkus(tx, removed)
  for (const [i, s] of input.skus.entries()) {
    let id = s.id
    if (id) await tx.update(skus).set(skuValues(s, i)).where(eq(skus.id, id))
    else
      [{ id }] = await tx
        .insert(skus)
        .values({ spuId, ...skuValues(s, i) })
        .returning({ id: skus.id })
    await tx.delete(skuWarehouseStock).where(eq(skuWarehouseStock.skuId, id as number))
    if (s.region_stock.length) {
      await tx
        .insert(skuWarehouseStock)
        .values(s.region_stock.map((r) => ({ skuId: id as number, warehouseId: r.warehouse_id, stock: r.stock })))
    }
  }
  await remindRestockedSince(tx, old)
}

/** SKUs with orders stay (orders name them); others go with what hangs on them (carts, favourites, activities). */
async function deleteSkus(tx: DbOrTx, ids: number[]) {
  const [{ n }] = await tx.select({ n: count() }).from(orderItems).where(inArray(orderItems.skuId, ids))
  if (n) throw conflict(`规格已有 ${n} 笔订单，不能删除，可以将库存设为 0`)
  await tx.delete(cartItems).where(inArray(cartItems.skuId, ids))
  await tx.delete(collects).where(inArray(collects.skuId, ids))
  await dropReminders(tx, ids)
  await tx.delete(goodsActivities).where(inArray(goodsActivities.skuId, ids))
  await tx.delete(skuWarehouseStock).where(inArray(skuWarehouseStock.skuId, ids))
  await tx.delete(skus).where(inArray(skus.id, ids))
}

const spuValues = (input: GoodsInputT) => ({
  categoryId: input.category_id,
  title: input.title,
  subtitle: input.subtitle,
  supplier: input.supplier,
  picture: input.picture ?? '',
  images: input.images,
  detail: input.detail,
  status: input.status
})

export async function createGoods(db: Db, files: FileStore, actor: Actor, input: GoodsInputT) {
  await checkPictures(files, input)
  const id = await db.transaction(async (tx) => {
    await checkInput(tx, input)
    const [{ id }] = await tx.insert(spus).values(spuValues(input)).returning({ id: spus.id })
    await writeSkus(tx, id, { ...input, skus: input.skus.map((s) => ({ ...s, id: undefined })) })
    await tx.insert(spuRevisions).values({ spuId: id, revision: 1, updatedBy: actor.name })
    await audit(tx, actor, {
      action: 'create',
      entity: 'goods',
      entityId: id,
      before: null,
      after: await getGoods(tx, id)
    })
    return id
  })
  touchCatalogue()
  return getGoods(db, id)
}

/** Locks the goods and refuses an edit that started from an older revision; answers the goods as it is now. */
export async function lockFresh(tx: DbOrTx, id: number, revision: number | undefined) {
  const [row] = await tx.select({ id: spus.id }).from(spus).where(eq(spus.id, id)).for('update')
  if (!row) throw notFound('商品')
  const before = await getGoods(tx, id)
  if (revision === undefined) throw invalid('revision', '缺失')
  if (revision !== before.revision) {
    throw conflict(`商品已被${before.updated_by || '他人'}修改，请刷新后再编辑（您的修改未保存）`)
  }
  return before
}

export const bumpRevision = (tx: DbOrTx, id: number, revision: number, by: string) =>
  tx
    .insert(spuRevisions)
    .values({ spuId: id, revision, updatedBy: by })
    .onConflictDoUpdate({ target: spuRevisions.spuId, set: { revision, updatedBy: by, updatedAt: new Date() } })

/**
 * Saves an edit. The SPU row is locked first, so two saves of one goods run one after the other; the second one
 * carries the revision both started from, which the first has moved on, and is refused: nothing is overwritten.
 */
export async function updateGoods(db: Db, files: FileStore, actor: Actor, id: number, input: GoodsInputT) {
  await checkPictures(files, input)
  await db.transaction(async (tx) => {
    const before = await lockFresh(tx, id, input.revision)
    await checkInput(tx, input)
    await tx.update(spus).set(spuValues(input)).where(eq(spus.id, id))
    await writeSkus(tx, id, input)
    await bumpRevision(tx, id, before.revision + 1, actor.name)
    await audit(tx, actor, { action: 'update', entity: 'goods', entityId: id, before, after: await getGoods(tx, id) })
  })
  touchCatalogue()
  return getGoods(db, id)
}

/** Goods that were ever ordered cannot go (orders and after-sales name them): the answer says so and offers off-shelf. */
export async function deleteGoods(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: spus.id }).from(spus).where(eq(spus.id, id)).for('update')
    if (!row) throw notFound('商品')
    const [{ n }] = await tx.select({ n: count() }).from(orderItems).where(eq(orderItems.spuId, id))
    if (n) throw conflict(`该商品已有 ${n} 笔订单，不能删除；如不再销售，请下架`)
    const before = await getGoods(tx, id)
    const ids = before.skus.map((s) => s.id)
    if (ids.length) await deleteSkus(tx, ids)
    await tx.delete(collects).where(eq(collects.spuId, id))
    await tx.delete(spuRevisions).where(eq(spuRevisions.spuId, id))
    await tx.delete(spus).where(eq(spus.id, id))
    await audit(tx, actor, { action: 'delete', entity: 'goods', entityId: id, before, after: null })
  })
  touchCatalogue()
}
