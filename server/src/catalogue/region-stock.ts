import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { addresses, skuWarehouseStock, skus, spus, stockReservations, warehouseProvinces } from '../db/schema'
import { AppError, ERRNO, invalid } from '../errors'
import type {
  GoodsStockResult,
  RegionRef,
  RegionStockState,
  SkuRegionStock,
  UndeliverableLine
} from '@contract/schemas/stock'
import { provinceNear, provinceOf } from './region-locate'

/**
 * Stock by region (spec section 2). A regional SKU (one with sku_warehouse_stock rows) ships only to provinces whose
 * warehouse holds it; every other SKU ships nationwide from skus.stock. Owned by the catalogue-and-shopping area;
 * the order area reserves and releases regional units inside its own transactions.
 */

/** 仅剩 N 件 from this many down. */
export const REGION_LOW_STOCK = 5

async function warehouseOf(db: DbOrTx, provinceCode: string): Promise<number | null> {
  const [row] = await db
    .select({ id: warehouseProvinces.warehouseId })
    .from(warehouseProvinces)
    .where(eq(warehouseProvinces.provinceCode, provinceCode))
  return row?.id ?? null
}

/** A SKU's units in one warehouse (a sku_warehouse_stock row), as the order's SKU read brings them. */
export interface WarehouseUnits {
  skuId: number
  warehouseId: number
  stock: number
}

/** For each regional SKU among these, the units its province's warehouse holds (0 when none serves it). */
export async function regionalStock(db: DbOrTx, skuIds: number[], provinceCode: string): Promise<Map<number, number>> {
  const ids = [...new Set(skuIds)]
  if (!ids.length) return new Map()
  const held = await db
    .select({
      skuId: skuWarehouseStock.skuId,
      warehouseId: skuWarehouseStock.warehouseId,
      stock: skuWarehouseStock.stock
    })
    .from(skuWarehouseStock)
    .where(inArray(skuWarehouseStock.skuId, ids))
  return regionalStockFrom(db, held, provinceCode)
}

/** regionalStock from warehouse rows already read (the order's SKU read brings them: one round trip fewer). */
export async function regionalStockFrom(
  db: DbOrTx,
  held: WarehouseUnits[],
  provinceCode: string
): Promise<Map<number, number>> {
  if (!held.length) return new Map()
  const warehouse = await warehouseOf(db, provinceCode)
  const out = new Map<number, number>()
  for (const h of held) if (!out.has(h.skuId)) out.set(h.skuId, 0)
  for (const h of held) if (h.warehouseId === warehouse) out.set(h.skuId, h.stock)
  return out
}

export function stockView(skuId: number, stock: number): SkuRegionStock {
  const n = Math.max(0, stock)
  const state: RegionStockState = n <= 0 ? 'out_of_stock' : n <= REGION_LOW_STOCK ? 'low' : 'in_stock'
  return {
    sku_id: skuId,
    stock: n,
    state,
    text: state === 'out_of_stock' ? '无货' : state === 'low' ? `仅剩${n}件` : '有货'
  }
}

/** The region of a /goods/stock call: the province asked for, else the one nearest a position, else none. */
export async function resolveRegion(where: {
  province?: string
  longitude?: number
  latitude?: number
}): Promise<RegionRef | null> {
  if (where.province) {
    const p = await provinceOf(where.province)
    if (!p) throw invalid('province', '不存在')
    return p
  }
  if (where.longitude !== undefined && where.latitude !== undefined)
    return provinceNear(where.longitude, where.latitude)
  return null
}

/** /goods/stock: 有货 / 无货 / 仅剩 N 件 per SKU for the region (nationwide without one). Unknown SKUs are left out. */
export async function goodsStock(
  db: DbOrTx,
  skuIds: number[],
  where: { province?: string; longitude?: number; latitude?: number }
): Promise<GoodsStockResult> {
  const region = await resolveRegion(where)
  const rows = await db
    .select({ id: skus.id, stock: skus.stock, status: spus.status })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(inArray(skus.id, [...new Set(skuIds)]))
  const regional = region ? await regionalStock(db, skuIds, region.code) : new Map<number, number>()
  const byId = new Map(rows.map((r) => [r.id, r]))
  const list = [...new Set(skuIds)].flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    const stock = r.status !== 1 ? 0 : Math.min(r.stock, regional.get(id) ?? r.stock)
    return [stockView(id, stock)]
  })
  return { region, list }
}

/** The province of one of the caller's addresses, or of the default one; null when there is none. */
export async function addressRegion(db: DbOrTx, userId: number, addrId?: number): Promise<RegionRef | null> {
  const [a] = await db
    .select({ code: addresses.provinceCode })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), addrId ? eq(addresses.id, addrId) : eq(addresses.isDefault, true)))
    .limit(1)
  return a ? provinceOf(a.code) : null
}

/** Lines that cannot ship to the region: a regional SKU with fewer units there than the line wants. */
export async function undeliverable(
  db: DbOrTx,
  lines: Array<{ sku_id: number; qty: number; title: string }>,
  region: RegionRef | null
): Promise<UndeliverableLine[]> {
  if (!region || !lines.length) return []
  const regional = await regionalStock(
    db,
    lines.map((l) => l.sku_id),
    region.code
  )
  return blockedLines(lines, regional, region)
}

/** The lines `regional` (units per regional SKU in the region's warehouse) cannot fill, with the reason shown. */
export function blockedLines(
  lines: Array<{ sku_id: number; qty: number; title: string }>,
  regional: Map<number, number>,
  region: RegionRef
): UndeliverableLine[] {
  return lines.flatMap((l) => {
    const n = regional.get(l.sku_id)
    if (n === undefined || n >= l.qty) return []
    return [{ sku_id: l.sku_id, title: l.title, reason: n > 0 ? `在${region.name}仅剩${n}件` : `在${region.name}无货` }]
  })
}

/** The refusal of checkout, naming each line and the region. */
export function regionRefusal(blocked: UndeliverableLine[]): AppError {
  const what = blocked.map((b) => `${b.title}${b.reason}`).join('；')
  return new AppError(ERRNO.REGION_NO_STOCK, `${what}，请更换收货地址`)
}

/**
 * Takes an order's regional units from the warehouse serving its province, with conditional updates inside the
 * order transaction (skus.stock is taken by reserveStock as for any SKU), and notes them for release.
 */
export async function reserveRegionStock(
  tx: DbOrTx,
  orderId: number,
  region: RegionRef,
  lines: Array<{ sku_id: number; qty: number; title: string }>,
  /** The lines' regional units as read earlier in the same transaction (checkout reads them to refuse early). */
  known?: Map<number, number>
): Promise<void> {
  const regional =
    known ??
    (await regionalStock(
      tx,
      lines.map((l) => l.sku_id),
      region.code
    ))
  if (!regional.size) return
  const warehouse = await warehouseOf(tx, region.code)
  for (const l of lines) {
    if (!regional.has(l.sku_id)) continue
    const taken = warehouse
      ? await tx
          .update(skuWarehouseStock)
          .set({ stock: sql`${skuWarehouseStock.stock} - ${l.qty}` })
          .where(
            and(
              eq(skuWarehouseStock.skuId, l.sku_id),
              eq(skuWarehouseStock.warehouseId, warehouse),
              gte(skuWarehouseStock.stock, l.qty)
            )
          )
          .returning({ stock: skuWarehouseStock.stock })
      : []
    if (!taken.length || !warehouse) {
      const left = regional.get(l.sku_id) ?? 0
      throw regionRefusal([
        {
          sku_id: l.sku_id,
          title: l.title,
          reason: left > 0 ? `在${region.name}仅剩${left}件` : `在${region.name}无货`
        }
      ])
    }
    await tx.insert(stockReservations).values({ orderId, skuId: l.sku_id, warehouseId: warehouse, qty: l.qty })
  }
}

/** Gives an order's regional units back to their warehouses; a second call finds nothing to give. */
export async function releaseRegionStock(tx: DbOrTx, orderId: number): Promise<void> {
  const taken = await tx.delete(stockReservations).where(eq(stockReservations.orderId, orderId)).returning()
  for (const r of taken)
    await tx
      .update(skuWarehouseStock)
      .set({ stock: sql`${skuWarehouseStock.stock} + ${r.qty}` })
      .where(and(eq(skuWarehouseStock.skuId, r.skuId), eq(skuWarehouseStock.warehouseId, r.warehouseId)))
}
