import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt } from './columns'

/**
 * One verification code sent by SMS. Only an HMAC of the code is kept (see lib/sms-codes.ts); each row is
 * also one send, so the per-phone rate limits count rows.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Wrong attempts so far; the code dies after the fifth. */
    tries: integer('tries').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt()
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)]
)
