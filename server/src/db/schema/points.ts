import { index, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { cents, createdAt, userRef } from './columns'

/** Points movements; users.points equals their sum. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    delta: cents('delta'),
    balanceAfter: cents('balance_after'),
    reason: varchar('reason', { length: 40 }).notNull(),
    ref: varchar('ref', { length: 64 }),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('points_ledger_ref_uq').on(t.userId, t.ref), index('points_ledger_user_idx').on(t.userId)]
)
