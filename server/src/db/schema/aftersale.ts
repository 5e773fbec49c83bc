import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, money, userRef } from './columns'
import { orderRef } from './order'

/** Where a shopper sends goods back (docs/decisions/0022-returns.md): a snapshot, so a later edit never changes it. */
export interface ReturnAddress {
  name: string
  phone: string
  address: string
}

/**
 * A shopper's refund application. 0 applied, 1 refunding (approved; for 退货退款 once the goods are received),
 * 2 refunded, 3 rejected, 4 withdrawn by the shopper, 5 awaiting the goods sent back (待寄回), 6 sent back, awaiting
 * receipt (待收货), 7 closed (never sent back in time).
 */
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
    /** One line of the order (order_items.id), or null for the whole order. */
    itemId: integer('item_id'),
    /** 退货退款: where to send the goods, given by the operator on approval. */
    returnAddress: jsonb('return_address').$type<ReturnAddress>(),
    returnCom: varchar('return_com', { length: 16 }),
    returnExpressNo: varchar('return_express_no', { length: 32 }),
    /** The application closes if nothing is sent back by then. */
    returnDeadline: at('return_deadline'),
    returnShippedAt: at('return_shipped_at'),
    receivedAt: at('received_at'),
    /** Set once, by the conditional update that opens the refund: two refund clicks open one. */
    refundStartedAt: at('refund_started_at'),
    createdAt: createdAt(),
    approvedAt: at('approved_at'),
    finishedAt: at('finished_at')
  },
  (t) => [index('after_sales_user_idx').on(t.userId), index('after_sales_order_idx').on(t.orderId)]
)

/** The console's default return address (the newest row); each approval may give another. */
export const returnAddresses = pgTable('return_addresses', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  address: varchar('address', { length: 200 }).notNull(),
  createdAt: createdAt()
})
