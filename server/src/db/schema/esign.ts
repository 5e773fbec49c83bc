import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, userRef } from './columns'

// The e-sign (fdd) account and its identity checks and signings.

/** The user's e-sign (fdd) account. authStatus: 0 unauthenticated, 1 verified. signStatus: 0 unsigned, 1 signed. */
export const esignAccounts = pgTable('esign_accounts', {
  userId: userRef().primaryKey(),
  identityId: varchar('identity_id', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 32 }).notNull(),
  idNo: varchar('id_no', { length: 18 }).notNull(),
  authStatus: integer('auth_status').notNull().default(0),
  verifiedAt: at('verified_at'),
  signStatus: integer('sign_status').notNull().default(0),
  esignId: varchar('esign_id', { length: 40 }),
  signedAt: at('signed_at'),
  createdAt: createdAt()
})

/**
 * One identity check or signing at the e-sign provider. purpose 'verify' carries the verification
 * kind (auth 0, verification 1, auth-and-verification 2); 'sign' carries sign_verify_way.
 * status: 0 processing, 1 succeeded, 2 failed.
 */
export const esignTransactions = pgTable(
  'esign_transactions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    purpose: varchar('purpose', { length: 8 }).notNull(),
    kind: integer('kind').notNull().default(0),
    transactionNo: varchar('transaction_no', { length: 40 }).notNull().unique(),
    status: integer('status').notNull().default(0),
    contractId: varchar('contract_id', { length: 40 }),
    reason: varchar('reason', { length: 120 }),
    createdAt: createdAt(),
    finishedAt: at('finished_at')
  },
  (t) => [index('esign_transactions_user_idx').on(t.userId, t.purpose)]
)
