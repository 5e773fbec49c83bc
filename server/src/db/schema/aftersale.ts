import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, money, userRef } from './columns'
import { orderRef } from './order'

/** A shopper's refund application. 0 applied, 1 approved, 2 refunded, 3 rejected, 4 withdrawn by the shopper. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    userId: userRef(),
    reason: varchar('reason', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** 1 refund only (仅退款), 2 return the goods and refund (退货退款). */
    kind: integer('kind').notNull().default(1),
    /** What the shopper asked back, at most what the order paid. */
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
