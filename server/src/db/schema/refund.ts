import { index, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, money } from './columns'
import { orderRef } from './order'
import { payments } from './payment'

/** Money going back: one row per refund of a payment (after-sale, failed group, late payment of a closed order). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: varchar('refund_no', { length: 40 }).notNull().unique(),
    orderId: orderRef(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    afterSaleId: integer('after_sale_id'),
    amount: money('amount'),
    /** 0 requested, 1 succeeded, 2 failed. */
    status: integer('status').notNull().default(0),
    reason: varchar('reason', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    finishedAt: at('finished_at')
  },
  // One refund per payment and after-sale (a null after-sale counts as one: the whole payment back), so partial
  // refunds by item are rows of their own and a replay of any of them is not. By order: the detail shows its latest.
  (t) => [
    unique('refunds_payment_aftersale_uq').on(t.paymentId, t.afterSaleId).nullsNotDistinct(),
    index('refunds_order_idx').on(t.orderId)
  ]
)
