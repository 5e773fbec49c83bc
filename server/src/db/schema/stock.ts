import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { skus } from './catalogue'
import { orderRef } from './order'

// Stock by region (spec section 2): warehouses, the provinces each ships to, and SKU stock held per warehouse.

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull()
})

/** The warehouse that ships to a province (GB/T 2260 province code, e.g. '650000'); one per province at most. */
export const warehouseProvinces = pgTable('warehouse_provinces', {
  provinceCode: varchar('province_code', { length: 6 }).primaryKey(),
  warehouseId: integer('warehouse_id')
    .notNull()
    .references(() => warehouses.id)
})

/**
 * A SKU's units held in one warehouse. A SKU with rows here is regional: it ships only to provinces whose warehouse
 * holds it, and skus.stock stays the sum of its rows. A SKU without rows ships nationwide from skus.stock.
 */
export const skuWarehouseStock = pgTable(
  'sku_warehouse_stock',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    stock: integer('stock').notNull().default(0)
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.warehouseId] }),
    check('sku_warehouse_stock_nonnegative', sql`${t.stock} >= 0`)
  ]
)

/** Units an order took from a warehouse, so that a cancel, close or refund puts them back where they came from. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    qty: integer('qty').notNull(),
    createdAt: createdAt()
  },
  (t) => [index('stock_reservations_order_idx').on(t.orderId)]
)
