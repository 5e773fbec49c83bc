import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core'
import { at } from './columns'

/**
 * Per-IP request counters of the rate-limited routes (login, SMS, order create, pay), one row per group and IP.
 * They live in the database, not in a node's memory, so every API node counts against the same window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `<group>:<ip>`, e.g. `login:203.0.113.7`. */
    key: varchar('key', { length: 200 }).primaryKey(),
    count: integer('count').notNull(),
    /** When the window ends; the next hit after it starts a new window at 1. */
    resetAt: at('reset_at').notNull()
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)]
)
