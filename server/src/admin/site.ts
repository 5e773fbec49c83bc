import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { categories, goodsActivities, homeTemplates, skus, spus, themeConfigs } from '../db/schema'
import { conflict, invalid, notFound } from '../errors'
import { touchCatalogue } from '../lib/cache'
import { pictureStored } from '../lib/pictures'
import type { FileStore } from '../lib/storage'
import { clearHomeCache } from '../catalogue/home'
import { specText } from '../catalogue/catalogue'
import { audit, type Actor } from './audit'
import type { ActivityInputT, CategoryInputT } from '@contract/admin/catalogue'
import type { HomeGoods, HomeInputT, ThemeInputT } from '@contract/admin/site'
import { announceStockReturned } from '../catalogue/sold-out'

/** Theme, home page, categories and activities: what the console publishes to every shopper. */

const VERSIONS = 20

// ---- theme and home: each publish is a new row made active; older rows are the versions to roll back to

export async function themeVersions(db: DbOrTx) {
  return db.select().from(themeConfigs).orderBy(desc(themeConfigs.id)).limit(VERSIONS)
}

export async function publishTheme(db: Db, actor: Actor, input: ThemeInputT) {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(themeConfigs)
      .where(eq(themeConfigs.active, true))
      .orderBy(desc(themeConfigs.id))
      .limit(1)
    const [row] = await tx.insert(themeConfigs).values({ config: input, active: true }).returning()
    await tx.update(themeConfigs).set({ active: false }).where(ne(themeConfigs.id, row.id))
    await audit(tx, actor, {
      action: 'publish',
      entity: 'theme',
      entityId: row.id,
      before: before?.config ?? null,
      after: input
    })
    return row
  })
  clearHomeCache(db)
  return row
}

export async function homeVersions(db: DbOrTx) {
  return db.select().from(homeTemplates).orderBy(desc(homeTemplates.id)).limit(VERSIONS)
}

/**
 * The goods the home editor lists by name and picture: the SKUs a saved list holds (any shelf state, so the editor can
 * say which went off shelf), or up to 20 on-shelf goods whose title has `q`, each by its first SKU (what the list
 * stores). Pictures are paths on this server: the console is served from it.
 */
export async function homeGoods(db: DbOrTx, q: { q?: string; sku_ids?: string }): Promise<HomeGoods[]> {
  const escaped = q.q?.replace(/[\\%_]/g, (c) => `\\${c}`)
  const where = q.sku_ids
    ? inArray(skus.id, q.sku_ids.split(',').map(Number))
    : and(
        eq(spus.status, 1),
        sql`${skus.id} = (select min(s.id) from skus s where s.spu_id = ${spus.id})`,
        escaped ? ilike(spus.title, `%${escaped}%`) : undefined
      )
  const rows = await db
    .select({
      sku_id: skus.id,
      spu_id: spus.id,
      title: spus.title,
      specs: skus.specs,
      picture: sql<string>`coalesce(nullif(${skus.picture}, ''), ${spus.picture})`,
      status: spus.status
    })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(where)
    .orderBy(desc(spus.id), asc(skus.id))
    .limit(q.sku_ids ? 50 : 20)
  return rows.map((r) => ({
    sku_id: r.sku_id,
    spu_id: r.spu_id,
    title: r.title,
    spec_text: specText(r.specs),
    picture: r.picture,
    on_shelf: r.status === 1
  }))
}

/** The goods a home component names must exist and be on shelf: a typo would show shoppers an empty slot. */
async function checkHomeGoods(db: DbOrTx, input: HomeInputT) {
  for (const [i, c] of input.components.entries()) {
    if (c.type === 'home-swiper-nav') continue
    const ids = c.inputProps.options.map((o) => o.sku_id)
    if (!ids.length) continue
    const found = await db
      .select({ id: skus.id, status: spus.status })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .where(inArray(skus.id, ids))
    const bad = ids.find((id) => !found.some((f) => f.id === id && f.status === 1))
    if (bad) throw invalid(`components.${i}.inputProps.options`, `中的规格 ${bad} 不存在或已下架`)
  }
}

export async function publishHome(db: Db, actor: Actor, input: HomeInputT) {
  await checkHomeGoods(db, input)
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(homeTemplates)
      .where(eq(homeTemplates.active, true))
      .orderBy(desc(homeTemplates.id))
      .limit(1)
    const [row] = await tx
      .insert(homeTemplates)
      .values({
        name: `${input.note || '首页'} · ${actor.name}`.slice(0, 40),
        globalStyle: JSON.stringify(input.global_style),
        data: JSON.stringify({ components: input.components }),
        active: true
      })
      .returning()
    await tx.update(homeTemplates).set({ active: false }).where(ne(homeTemplates.id, row.id))
    const after = { global_style: row.globalStyle, data: row.data }
    await audit(tx, actor, {
      action: 'publish',
      entity: 'home',
      entityId: row.id,
      before: before ? { global_style: before.globalStyle, data: before.data } : null,
      after
    })
    return row
  })
  clearHomeCache(db)
  return row
}

/** Rolling back publishes a copy of an older version, so the version list keeps what happened in order. */
export function rollback(db: Db, actor: Actor, kind: 'theme', id: number): ReturnType<typeof publishTheme>
export function rollback(db: Db, actor: Actor, kind: 'home', id: number): ReturnType<typeof publishHome>
export async function rollback(db: Db, actor: Actor, kind: 'home' | 'theme', id: number) {
  if (kind === 'theme') {
    const [old] = await db.select().from(themeConfigs).where(eq(themeConfigs.id, id))
    if (!old) throw notFound('版本')
    return publishTheme(db, actor, old.config as ThemeInputT)
  }
  const [old] = await db.select().from(homeTemplates).where(eq(homeTemplates.id, id))
  if (!old) throw notFound('版本')
  const input: HomeInputT = {
    components: JSON.parse(old.data).components ?? [],
    global_style: JSON.parse(old.globalStyle),
    note: `回滚到 #${id}`
  }
  return publishHome(db, actor, input)
}

// ---- categories: two levels; the icon is an uploaded picture (docs/decisions/0034-pictures.md), '' for none

export const listCategories = (db: DbOrTx) =>
  db.select().from(categories).orderBy(desc(categories.sort), asc(categories.id))

async function checkParent(db: DbOrTx, input: CategoryInputT, self?: number) {
  if (input.parent_id === null) return
  if (input.parent_id === self) throw invalid('parent_id', '不能是自己')
  const [p] = await db.select().from(categories).where(eq(categories.id, input.parent_id))
  if (!p) throw invalid('parent_id', '不存在')
  if (p.parentId !== null) throw invalid('parent_id', '须为一级分类（分类最多两级）')
}

// A field left out (an older console sends no picture; this one no colour) keeps what is stored.
const categoryValues = (i: CategoryInputT) => ({
  parentId: i.parent_id,
  name: i.name,
  sort: i.sort,
  ...(i.color === undefined ? {} : { color: i.color }),
  ...(i.picture === undefined ? {} : { picture: i.picture })
})

export async function saveCategory(db: Db, files: FileStore, actor: Actor, input: CategoryInputT, id?: number) {
  // The icon must be a whole upload of this shop, as a goods picture must (admin/goods.ts).
  if (input.picture && !(await pictureStored(files, input.picture)))
    throw invalid('picture', '不是本店上传的图片，请重新上传')
  const row = await db.transaction(async (tx) => {
    await checkParent(tx, input, id)
    if (!id) {
      const [row] = await tx.insert(categories).values(categoryValues(input)).returning()
      await audit(tx, actor, { action: 'create', entity: 'category', entityId: row.id, before: null, after: row })
      return row
    }
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
    if (!before) throw notFound('分类')
    if (input.parent_id !== null) {
      const [{ n }] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id))
      if (n) throw invalid('parent_id', '该分类下有子分类，不能移到其他分类下')
    }
    const [row] = await tx.update(categories).set(categoryValues(input)).where(eq(categories.id, id)).returning()
    await audit(tx, actor, { action: 'update', entity: 'category', entityId: id, before, after: row })
    return row
  })
  touchCatalogue()
  return row
}

export async function deleteCategory(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
    if (!before) throw notFound('分类')
    const [{ kids }] = await tx.select({ kids: count() }).from(categories).where(eq(categories.parentId, id))
    if (kids) throw conflict(`该分类下有 ${kids} 个子分类，不能删除`)
    const [{ goods }] = await tx.select({ goods: count() }).from(spus).where(eq(spus.categoryId, id))
    if (goods) throw conflict(`该分类下有 ${goods} 件商品，不能删除`)
    await tx.delete(categories).where(eq(categories.id, id))
    await audit(tx, actor, { action: 'delete', entity: 'category', entityId: id, before, after: null })
  })
  touchCatalogue()
}

// ---- activities: flash sale (1), group buying (2), package (4), each on one SKU

export async function listActivities(db: DbOrTx) {
  return db
    .select({
      activity: goodsActivities,
      spuTitle: spus.title,
      spuId: spus.id,
      // The SKU's picture key, else the goods' main one: the list shows goods by picture and name.
      picture: sql<string>`coalesce(nullif(${skus.picture}, ''), ${spus.picture})`
    })
    .from(goodsActivities)
    .innerJoin(skus, eq(skus.id, goodsActivities.skuId))
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .orderBy(desc(goodsActivities.id))
    .limit(200)
}

async function activityValues(db: DbOrTx, i: ActivityInputT) {
  const startAt = new Date(i.start_at)
  const endAt = new Date(i.end_at)
  if (endAt <= startAt) throw invalid('end_at', '须晚于开始时间')
  const [sku] = await db.select({ price: skus.price }).from(skus).where(eq(skus.id, i.sku_id))
  if (!sku) throw invalid('sku_id', '不存在')
  if (i.kind !== 4 && i.price >= sku.price) throw invalid('price', '活动价须低于售价')
  if (i.kind === 2 && (!i.group_size || !i.group_seconds)) throw invalid('group_size', '拼团须填写成团人数和时限')
  if (i.kind === 4 && !i.items?.length) throw invalid('items', '套餐须包含商品')
  return {
    skuId: i.sku_id,
    kind: i.kind,
    title: i.title,
    price: i.price,
    startAt,
    endAt,
    stock: i.kind === 1 ? i.stock : null,
    limitPerUser: i.limit_per_user,
    groupSize: i.kind === 2 ? i.group_size : null,
    groupSeconds: i.kind === 2 ? i.group_seconds : null,
    items: i.kind === 4 ? i.items : null,
    status: i.status
  }
}

export async function saveActivity(db: Db, actor: Actor, input: ActivityInputT, id?: number) {
  const row = await db.transaction(async (tx) => {
    const values = await activityValues(tx, input)
    if (!id) {
      const [row] = await tx.insert(goodsActivities).values(values).returning()
      await audit(tx, actor, { action: 'create', entity: 'activity', entityId: row.id, before: null, after: row })
      return row
    }
    const [before] = await tx.select().from(goodsActivities).where(eq(goodsActivities.id, id)).for('update')
    if (!before) throw notFound('活动')
    if (before.sold && before.skuId !== input.sku_id) throw invalid('sku_id', '活动已有成交，不能更换商品')
    const [row] = await tx.update(goodsActivities).set(values).where(eq(goodsActivities.id, id)).returning()
    await audit(tx, actor, { action: 'update', entity: 'activity', entityId: id, before, after: row })
    // More units, a new window or a status change: every node's sold-out gate re-reads it.
    await announceStockReturned(tx, id)
    return row
  })
  touchCatalogue()
  return row
}
