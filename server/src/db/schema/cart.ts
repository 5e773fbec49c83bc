import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt, userRef } from './columns'
import { skus } from './catalogue'

/** One cart line per user and SKU; adding the same SKU again merges into the line. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex('cart_items_user_sku_uq').on(t.userId, t.skuId),
    check('cart_items_qty_range', sql`${t.qty} between 1 and 99`)
  ]
)
