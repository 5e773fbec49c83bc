import { count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../client'
import { skuWarehouseStock, skus, spus, warehouseProvinces, warehouses } from '../../schema'

/** Warehouses and the provinces (GB/T 2260 codes) each ships to. 台湾, 香港 and 澳门 have none. */
const WAREHOUSES: Array<[string, string[]]> = [
  ['华北仓', ['110000', '120000', '130000', '140000', '150000', '210000', '220000', '230000', '370000', '410000']],
  ['华东仓', ['310000', '320000', '330000', '340000', '350000', '360000', '420000', '430000']],
  ['华南仓', ['440000', '450000', '460000', '500000', '510000', '520000', '530000']],
  ['西北仓', ['610000', '620000', '630000', '640000', '650000', '540000']]
]

/**
 * Regional goods: chilled lamb ships from cold stores only. Units per warehouse, in the order above, per SKU (500g,
 * 1kg): none in 西北仓, so 新疆, 西藏, 陕西 … see 无货; 华南仓 has 3 of the 500g (仅剩3件) and none of the 1kg.
 */
export const REGIONAL_GOODS: Array<[string, number[][]]> = [
  [
    '内蒙古草原羔羊肉卷',
    [
      [60, 30, 3, 0],
      [40, 20, 0, 0]
    ]
  ]
]

/** Demo data of stock by region. Idempotent: writes only when no warehouse exists. Runs after the catalogue seed. */
export async function seedStock(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(warehouses)
  if (Number(n) > 0) return
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(warehouses)
      .values(WAREHOUSES.map(([name]) => ({ name })))
      .returning({ id: warehouses.id })
    await tx
      .insert(warehouseProvinces)
      .values(
        WAREHOUSES.flatMap(([, codes], i) => codes.map((provinceCode) => ({ provinceCode, warehouseId: made[i].id })))
      )
    for (const [title, perSku] of REGIONAL_GOODS) {
      const rows = await tx
        .select({ id: skus.id })
        .from(skus)
        .innerJoin(spus, eq(spus.id, skus.spuId))
        .where(eq(spus.title, title))
        .orderBy(skus.id)
      const held = rows.flatMap((s, j) =>
        (perSku[j] ?? []).map((stock, w) => ({ skuId: s.id, warehouseId: made[w].id, stock }))
      )
      if (!held.length) continue
      await tx.insert(skuWarehouseStock).values(held)
      // A regional SKU's stock is the sum of its warehouses.
      await tx
        .update(skus)
        .set({
          stock: sql`(select coalesce(sum(${skuWarehouseStock.stock}), 0) from ${skuWarehouseStock} where ${skuWarehouseStock.skuId} = ${skus.id})`
        })
        .where(
          inArray(
            skus.id,
            rows.map((r) => r.id)
          )
        )
    }
  })
}
