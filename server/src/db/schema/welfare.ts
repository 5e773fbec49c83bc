import { integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { cents, createdAt, userRef } from './columns'

/** Welfare balance (efulipay) movements; users.welfare_balance equals their sum. */
export const welfareLedger = pgTable(
  'welfare_ledger',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    delta: cents('delta'),
    balanceAfter: cents('balance_after'),
    reason: varchar('reason', { length: 40 }).notNull(),
    ref: varchar('ref', { length: 64 }).notNull(),
    orderId: integer('order_id'),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('welfare_ledger_ref_uq').on(t.userId, t.ref)]
)
