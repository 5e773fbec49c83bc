import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { cartItems, skus, spus } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import type { CartLine, CartListResponse, StockState } from '@contract/schemas/cart'
import { CART_MAX_QTY } from '@contract/api/shopping'
import { offShelf, orderSkuOf, specText } from './catalogue'
import { k, skuJson } from './catalogue-sql'
import { perDb } from '../lib/prepared'
import { provinceOf } from './region-locate'
import { blockedLines } from './region-stock'

/** The shopping cart: one line per user and SKU. Owned by the catalogue-and-shopping area. */

export const CART_MAX_LINES = 100
// One line's cap is the contract's (the /cart/add and /cart/edit schemas state it).
export { CART_MAX_QTY }
const LOW_STOCK = 5

/**
 * Serialises one user's cart writes, so two taps that each see 99 lines cannot both add the 100th.
 * A transaction-scoped advisory lock: no row of another area is touched, and it ends with the transaction.
 */
const lockUserCart = (tx: DbOrTx, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(${2101}, ${userId})`)

async function loadSku(tx: DbOrTx, skuId: number) {
  const [row] = await tx
    .select({ stock: skus.stock, limit: skus.limitPerUser, status: spus.status })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(eq(skus.id, skuId))
  if (!row) throw notFound('商品')
  if (row.status !== 1) throw offShelf()
  return row
}

/** The qty a line may hold: within 99, the stock left and the SKU's per-user limit, else the refusal that names why. */
function checkQty(qty: number, sku: { stock: number; limit: number }) {
  if (qty > CART_MAX_QTY) throw new AppError(ERRNO.CART_QTY_LIMIT, `单个商品最多购买${CART_MAX_QTY}件`)
  if (sku.limit > 0 && qty > sku.limit) throw new AppError(ERRNO.PURCHASE_LIMIT, `该商品每人限购${sku.limit}件`)
  if (qty > sku.stock)
    throw new AppError(ERRNO.STOCK_NOT_ENOUGH, sku.stock > 0 ? `库存不足，仅剩${sku.stock}件` : '商品已售罄')
}

/** Adds qty of a SKU, merging into the existing line. Returns the line's new qty. */
export async function add(db: DbOrTx, userId: number, body: { sku_id: number; qty: number }) {
  return db.transaction(async (tx) => {
    await lockUserCart(tx, userId)
    const sku = await loadSku(tx, body.sku_id)
    const [line] = await tx
      .select({ id: cartItems.id, qty: cartItems.qty })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, body.sku_id)))
    const qty = (line?.qty ?? 0) + body.qty
    checkQty(qty, sku)
    if (line) {
      await tx.update(cartItems).set({ qty, updatedAt: new Date() }).where(eq(cartItems.id, line.id))
      return { cart_id: line.id, qty }
    }
    const [{ n }] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId))
    if (n >= CART_MAX_LINES) throw new AppError(ERRNO.CART_LIMIT, `购物车最多添加${CART_MAX_LINES}种商品，请先清理`)
    const [created] = await tx
      .insert(cartItems)
      .values({ userId, skuId: body.sku_id, qty })
      .returning({ id: cartItems.id })
    return { cart_id: created.id, qty }
  })
}

/** Sets a line's qty. Another user's line is not found. */
export async function edit(db: DbOrTx, userId: number, body: { cart_id: number; qty: number }) {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: cartItems.id, skuId: cartItems.skuId })
      .from(cartItems)
      .where(and(eq(cartItems.id, body.cart_id), eq(cartItems.userId, userId)))
    if (!line) throw notFound('购物车商品')
    checkQty(body.qty, await loadSku(tx, line.skuId))
    await tx.update(cartItems).set({ qty: body.qty, updatedAt: new Date() }).where(eq(cartItems.id, line.id))
    return { cart_id: line.id, qty: body.qty }
  })
}

function stockState(stock: number, qty: number): StockState {
  if (stock <= 0) return 'sold_out'
  if (stock < qty) return 'short'
  return stock <= LOW_STOCK ? 'low' : 'normal'
}

/** The user's lines with their SKUs (activities included) and the default address's province: one query. */
const cartQuery = perDb((db) =>
  db
    .select({
      id: cartItems.id,
      qty: cartItems.qty,
      createdAt: cartItems.createdAt,
      sku: skuJson,
      spuId: spus.id,
      title: spus.title,
      supplier: spus.supplier,
      status: spus.status,
      province: sql<string | null>`(select a.province_code from addresses a
        where a.user_id = ${sql.placeholder('userId')} and a.is_default limit 1)`,
      // A regional SKU's units in the warehouse serving that province (0 when none does); null for other SKUs.
      regional: sql<number | null>`case when exists (select 1 from sku_warehouse_stock w where w.sku_id = ${k.id})
        then coalesce((select w.stock from sku_warehouse_stock w
          join warehouse_provinces p on p.warehouse_id = w.warehouse_id
          join addresses a on p.province_code = left(a.province_code, 2) || '0000'
          where w.sku_id = ${k.id} and a.user_id = ${sql.placeholder('userId')} and a.is_default limit 1), 0) end`
    })
    .from(cartItems)
    .innerJoin(k, eq(k.id, cartItems.skuId))
    .innerJoin(spus, eq(spus.id, k.spuId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(desc(cartItems.updatedAt), desc(cartItems.id))
    .prepare('cart_list')
)

/**
 * Every line, newest first, with today's price and stock; off-shelf and sold-out lines stay, flagged invalid; lines
 * the default address's province cannot receive carry region_block. One query.
 */
export async function list(db: DbOrTx, userId: number, base: string): Promise<CartListResponse> {
  const now = Date.now()
  const lines = (await cartQuery(db).execute({ userId })).map((r) => ({ ...r, info: orderSkuOf(r, base, now) }))
  const province = lines[0]?.province
  const region = province ? await provinceOf(province) : null
  const regional = new Map(lines.flatMap((l) => (l.regional === null ? [] : [[l.info.sku_id, l.regional]])))
  const wanted = lines.map((l) => ({ sku_id: l.info.sku_id, qty: l.qty, title: '' }))
  const blocked = new Map(region ? blockedLines(wanted, regional, region).map((b) => [b.sku_id, b.reason]) : [])
  const out: CartLine[] = []
  for (const l of lines) {
    const s = l.info
    const invalid = !s.on_shelf ? 'off_shelf' : s.stock <= 0 ? 'sold_out' : null
    out.push({
      cart_id: l.id,
      sku_id: s.sku_id,
      spu_id: s.spu_id,
      title: s.title,
      image: s.image,
      picture: s.picture,
      specs: s.specs,
      spec_text: specText(s.specs),
      qty: l.qty,
      price: s.price,
      market_price: s.market_price,
      cashback: s.cashback,
      stock: s.stock,
      stock_state: stockState(s.stock, l.qty),
      limit_per_user: s.limit_per_user,
      supplier: s.supplier,
      valid: invalid === null,
      invalid_reason: invalid,
      activities: s.activities,
      created_time: Math.floor(l.createdAt.getTime() / 1000),
      region_block: invalid === null ? (blocked.get(s.sku_id) ?? null) : null
    })
  }
  const valid = out.filter((l) => l.valid).length
  return {
    list: out,
    total_qty: out.reduce((n, l) => n + l.qty, 0),
    valid_count: valid,
    invalid_count: out.length - valid,
    region
  }
}

/** Removes the lines that cannot be bought: off shelf or sold out. */
export async function clean(db: DbOrTx, userId: number) {
  const dead = db
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(sql`${spus.status} <> 1 or ${skus.stock} <= 0`)
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, dead)))
    .returning({ id: cartItems.id })
  return { removed: rows.length }
}

/** Removes the caller's lines; if any id is not the caller's, nothing is removed and the answer is "not found". */
export async function del(db: DbOrTx, userId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    if (own.length !== ids.length) throw notFound('购物车商品')
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    return { removed: own.length }
  })
}

/** Total quantity over all lines (the badge on the cart tab). */
export async function num(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
  return { num: Number(row.n) }
}

/** For the order area: after an order is placed from the cart, drop the ordered SKUs' lines in the same transaction. */
export async function removeOrderedLines(tx: DbOrTx, userId: number, skuIds: number[]) {
  if (!skuIds.length) return 0
  const rows = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)))
    .returning({ id: cartItems.id })
  return rows.length
}
