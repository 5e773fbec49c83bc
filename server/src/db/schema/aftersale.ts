import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, money, userRef } from './columns'
import { orderRef } from './order'

/** A shopper's refund application. 0 applied, 1 approved, 2 refunded, 3 rejected. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    userId: userRef(),
    reason: varchar('reason', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    amount: money('amount'),
    /** The order status before the application; a rejection returns the order to it. */
    prevStatus: integer('prev_status').notNull(),
    status: integer('status').notNull().default(0),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    approvedAt: at('approved_at'),
    finishedAt: at('finished_at')
  },
  (t) => [index('after_sales_user_idx').on(t.userId), index('after_sales_order_idx').on(t.orderId)]
)
