import { and, eq, inArray, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { addresses, cartItems, orderItems, orders, type AddressSnapshot } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import { inScope, loadCategoryParents } from '../lib/category-tree'
import { absolute } from '../lib/image-urls'
import { linesOf } from '../lib/order-state'
import { getSkusForOrder, offShelf, specText, type OrderSkuWithCategory } from '../catalogue/catalogue'
import type { WarehouseUnits } from '../catalogue/region-stock'
import type { GoodsActivity } from '@contract/schemas/goods'
import type { OrderAddress, OrderLine, OrderType } from '@contract/schemas/order'
import { ORDER_TYPE, PRODUCT_KIND, unreachable, type ProductKind } from '@contract/enums'

/** What an order is made of, read from the catalogue, cart and address book (tables owned by the catalogue area). */

/** Moved below the areas (lib/), re-exported for the checkout's own files. */
export { absolute, inScope, linesOf, loadCategoryParents }

/** Shipping (the rule lives with the goods page's promises). */
export { FREE_FREIGHT_FROM, FREIGHT, freightFor } from '../catalogue/goods-promise'

export interface LineDraft extends OrderLine {
  category_id: number | null
}

export interface OrderDraft {
  type: OrderType
  activity: GoodsActivity | null
  lines: LineDraft[]
  goodsAmount: number
  /** Package savings: lines carry list prices and the bundle price shows as a discount. */
  activityDiscount: number
  cashbackTotal: number
  cartIds: number[]
  /** The lines' units per warehouse (regional SKUs only), read with the SKUs. */
  held: WarehouseUnits[]
}

export interface DraftInput {
  items?: Array<{ sku_id: number; qty: number }>
  cart_ids?: number[]
  activity_id?: number
}

const DEAD = [-4, -2, -1]
/** Ids as values or as `sql.placeholder`s (a statement built once: order-buyer.ts). */
type Id = number | Placeholder | SQL

const boughtWhere = (userId: Id, skuId: Id, activityId?: Id) =>
  and(
    eq(orders.userId, userId),
    eq(orderItems.skuId, skuId),
    notInArray(orders.status, DEAD),
    activityId ? eq(orders.activityId, activityId) : undefined
  )

/** Units of a SKU (or of an activity) the user already holds in live orders: for per-user limits. */
async function boughtQty(tx: DbOrTx, userId: number, skuId: number, activityId?: number) {
  const [row] = await tx
    .select({ qty: sql<number>`coalesce(sum(${orderItems.qty}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(boughtWhere(userId, skuId, activityId))
  return Number(row?.qty ?? 0)
}

/** boughtQty as a scalar subquery, for a statement that reads it with other things (order-buyer.ts). */
export const boughtSql = (userId: Id, skuId: Id, activityId?: Id) =>
  sql<number>`(select coalesce(sum(${orderItems.qty}), 0)::int from ${orderItems} inner join ${orders}
    on ${orders.id} = ${orderItems.orderId} where ${boughtWhere(userId, skuId, activityId)})`

/** What the caller already read of the buyer: the units of this activity's SKU it holds (order-buyer.ts). */
export interface KnownBought {
  skuId: number
  activityBought: number
  /** The units of that SKU in live orders, any activity (a group's buyer read brings it: checkout-group.ts). */
  skuBought?: number
}

/**
 * Prices the goods of an order from the catalogue as it is now and checks them: on shelf, in stock (preview only;
 * the create transaction reserves), per-user limits, activity running. Lines come from `items` or the caller's cart.
 */
export async function draftOrder(
  tx: DbOrTx,
  userId: number,
  input: DraftInput,
  base: string,
  known?: KnownBought,
  /** The SKUs when the caller read them already (a flash sale's group reads its one SKU once for every buyer). */
  read?: Map<number, OrderSkuWithCategory>
): Promise<OrderDraft> {
  let wanted: Array<{ sku_id: number; qty: number }>
  let cartIds: number[] = []
  if (input.cart_ids?.length) {
    if (input.activity_id) throw invalid('activity_id', '不能用于购物车结算')
    const ids = [...new Set(input.cart_ids)]
    const rows = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    if (rows.length !== ids.length) throw notFound('购物车商品')
    wanted = rows.map((r) => ({ sku_id: r.skuId, qty: r.qty }))
    cartIds = ids
  } else if (input.items?.length) {
    const merged = new Map<number, number>()
    for (const i of input.items) merged.set(i.sku_id, (merged.get(i.sku_id) ?? 0) + i.qty)
    wanted = [...merged].map(([sku_id, qty]) => ({ sku_id, qty }))
  } else {
    throw invalid('items', '不能为空')
  }
  for (const w of wanted) mustQty(w.qty)

  const skus =
    read ??
    (await getSkusForOrder(
      tx,
      wanted.map((w) => w.sku_id),
      base
    ))
  let activity: GoodsActivity | null = null
  let type: OrderType = ORDER_TYPE.regular
  if (input.activity_id) {
    if (wanted.length !== 1) throw invalid('items', '活动商品需单独下单')
    activity = skus.get(wanted[0].sku_id)?.activities.find((a) => a.id === input.activity_id) ?? null
    if (!activity) throw notFound('活动')
    if (activity.state !== 'ongoing')
      throw new AppError(
        ERRNO.ACTIVITY_STATE,
        activity.state === 'upcoming' ? '活动尚未开始' : activity.state === 'sold_out' ? '活动商品已抢光' : '活动已结束'
      )
    type = orderTypeOf(activity.kind)
  }

  let lines: LineDraft[]
  let activityDiscount = 0
  let packed = new Map<number, OrderSkuWithCategory>()
  if (activity?.kind === PRODUCT_KIND.package) {
    // A package is its items at list price with the bundle saving shown as a discount; stock is per item.
    const qty = wanted[0].qty
    packed = await getSkusForOrder(
      tx,
      activity.items.map((i) => i.sku_id),
      base
    )
    lines = activity.items.map((i) => toLine(mustSell(packed.get(i.sku_id), i.qty * qty), i.qty * qty))
    activityDiscount = Math.max(0, (activity.original_price - activity.price) * qty)
  } else {
    lines = wanted.map((w) => toLine(mustSell(skus.get(w.sku_id), w.qty), w.qty, activity?.price))
  }

  const skuBought = async (skuId: number) =>
    known?.skuId === skuId && known.skuBought !== undefined ? known.skuBought : await boughtQty(tx, userId, skuId)
  for (const l of lines) {
    const sku = skus.get(l.sku_id)
    if (sku?.limit_per_user && (await skuBought(l.sku_id)) + l.qty > sku.limit_per_user) {
      throw new AppError(ERRNO.PURCHASE_LIMIT, `${l.title} 每人限购 ${sku.limit_per_user} 件`)
    }
  }
  const activityBought = async (a: GoodsActivity) =>
    known?.skuId === lines[0].sku_id ? known.activityBought : await boughtQty(tx, userId, lines[0].sku_id, a.id)
  if (activity?.limit_per_user && (await activityBought(activity)) + wanted[0].qty > activity.limit_per_user) {
    throw new AppError(ERRNO.PURCHASE_LIMIT, `活动商品每人限购 ${activity.limit_per_user} 件`)
  }
  if (activity?.kind === PRODUCT_KIND.flash && activity.stock !== null && activity.stock < wanted[0].qty)
    throw new AppError(ERRNO.STOCK_NOT_ENOUGH, '活动库存不足')

  const goodsAmount = lines.reduce((s, l) => s + l.amount, 0)
  const cashbackTotal = lines.reduce((s, l) => s + l.cashback * l.qty, 0)
  const held = [...new Set(lines.map((l) => l.sku_id))].flatMap((id) => (skus.get(id) ?? packed.get(id))?.held ?? [])
  return { type, activity, lines, goodsAmount, activityDiscount, cashbackTotal, cartIds, held }
}

function mustSell(sku: OrderSkuWithCategory | undefined, qty: number): OrderSkuWithCategory {
  if (!sku) throw notFound('商品')
  if (!sku.on_shelf) throw offShelf()
  if (sku.stock < qty) throw new AppError(ERRNO.STOCK_NOT_ENOUGH, `${sku.title} 库存不足`)
  return sku
}

/**
 * A quantity money may be computed from: a whole number from 1 up. Checked here whatever the caller validated, so
 * no route (or future caller) can price a line at -Infinity or 0 units.
 */
function mustQty(qty: number): number {
  if (!Number.isSafeInteger(qty) || qty < 1) throw invalid('qty', '必须是正整数')
  return qty
}

function toLine(sku: OrderSkuWithCategory, qty: number, price?: number): LineDraft {
  mustQty(qty)
  const unit = price ?? sku.price
  if (!Number.isSafeInteger(unit) || unit < 0) throw new Error(`sku ${sku.sku_id} has no valid price`)
  return {
    sku_id: sku.sku_id,
    spu_id: sku.spu_id,
    title: sku.title,
    // The picture's key: the order keeps the picture the goods had when it was bought (lib/pictures.ts).
    image: sku.picture_key,
    spec: sku.spec_text || specText(sku.specs),
    price: unit,
    qty,
    amount: unit * qty,
    cashback: sku.cashback,
    category_id: sku.category_id
  }
}

/**
 * The address to ship to: the one asked for (must be the caller's), else the default one, else null; with its
 * province code, which picks the warehouse (catalogue/region-stock.ts).
 */
export async function loadShipTo(tx: DbOrTx, userId: number, addrId?: number): Promise<ShipTo | null> {
  const rows = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), addrId ? eq(addresses.id, addrId) : eq(addresses.isDefault, true)))
    .limit(1)
  const a = rows[0]
  if (!a) {
    if (addrId) throw notFound('收货地址')
    return null
  }
  return shipToOf(a)
}

/** The order an activity makes: a flash sale's or a group's own type; a package's is a regular order. */
function orderTypeOf(kind: ProductKind): OrderType {
  switch (kind) {
    case PRODUCT_KIND.flash:
      return ORDER_TYPE.flash
    case PRODUCT_KIND.group:
      return ORDER_TYPE.group
    case PRODUCT_KIND.package:
      return ORDER_TYPE.regular
    default:
      return unreachable(kind)
  }
}

export type ShipTo = { address: AddressSnapshot & { addr_id: number }; provinceCode: string }

export function shipToOf(
  a: Pick<
    typeof addresses.$inferSelect,
    'id' | 'name' | 'phone' | 'province' | 'city' | 'area' | 'detail' | 'provinceCode'
  >
): ShipTo {
  const address = {
    addr_id: a.id,
    name: a.name,
    phone: a.phone,
    province: a.province,
    city: a.city,
    area: a.area,
    detail: a.detail,
    full: `${a.province}${a.city}${a.area}${a.detail}`
  }
  return { address, provinceCode: a.provinceCode }
}

export const loadAddress = async (tx: DbOrTx, userId: number, addrId?: number) =>
  (await loadShipTo(tx, userId, addrId))?.address ?? null

export const addressView = (a: AddressSnapshot & { addr_id?: number }): OrderAddress => ({ ...a })

export async function removeCartLines(tx: DbOrTx, userId: number, cartIds: number[]) {
  if (cartIds.length)
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)))
}
