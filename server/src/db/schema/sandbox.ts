import { jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns'

/**
 * What the sandbox providers remember (a cashier's trades, the refund numbers it has seen): the state a real
 * gateway keeps on its side. In the database, so every API node's sandbox is the same one gateway: a trade made
 * through one node is paid on the cashier page another node serves. Unused with real providers.
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
