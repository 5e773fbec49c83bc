import { jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns'

/**
 * What the sandbox providers remember (a cashier's trades, a bank's openings and payouts, e-sign transactions, used
 * OAuth codes, the SMS outbox): the state a real outside service keeps on its side. In the database, so every API
 * node's sandbox is the same one service: a trade made through one node is paid on the cashier page another node
 * serves. Unused with real providers.
 */
export const sandboxRecords = pgTable(
  'sandbox_records',
  {
    /** The provider and kind of record, e.g. `payment.trade`. */
    kind: varchar('kind', { length: 40 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt()
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })]
)
