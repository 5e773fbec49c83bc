import { boolean, index, integer, jsonb, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, userRef } from './columns'
import { orderRef } from './order'

/**
 * A shopper's review (评价) of one line of a received order. One per order line; `images` are site paths of the
 * shopper's own uploads; a hidden review (the console's 客服 / 运营) stays stored but is never shown to shoppers.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    orderId: orderRef(),
    skuId: integer('sku_id').notNull(),
    spuId: integer('spu_id').notNull(),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    stars: smallint('stars').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    anonymous: boolean('anonymous').notNull().default(false),
    hiddenAt: at('hidden_at'),
    hiddenReason: varchar('hidden_reason', { length: 100 }).notNull().default(''),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('reviews_order_sku_uq').on(t.orderId, t.skuId), index('reviews_spu_idx').on(t.spuId, t.id)]
)
