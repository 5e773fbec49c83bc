import { boolean, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, money, userRef } from './columns'

// Scan gifts: QR codes that pay pension cashback once per user (pension/pension-gift.ts).

/** A QR code that gives pension cashback once per user (type 2, scan gift). quota null = unlimited. */
export const scanCodes = pgTable('scan_codes', {
  code: varchar('code', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 64 }).notNull(),
  amount: money('amount'),
  quota: integer('quota'),
  claimed: integer('claimed').notNull().default(0),
  endsAt: at('ends_at'),
  enabled: boolean('enabled').notNull().default(true)
})

export const scanClaims = pgTable(
  'scan_claims',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 })
      .notNull()
      .references(() => scanCodes.code),
    userId: userRef(),
    flowId: integer('flow_id').notNull(),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('scan_claims_code_user_uq').on(t.code, t.userId)]
)
