import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, userRef } from './columns'
import { skus, spus } from './catalogue'

/** A favourite, one per user and SKU. */
export const collects = pgTable(
  'collects',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('collects_user_sku_uq').on(t.userId, t.skuId)]
)
