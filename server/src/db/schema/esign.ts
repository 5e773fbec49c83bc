import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, userRef } from './columns'
import { encrypted, hashed } from './encrypted'

// The e-sign (fdd) account and its identity checks and signings.

/** The user's e-sign (fdd) account. authStatus: 0 unauthenticated, 1 verified. signStatus: 0 unsigned, 1 signed. */
export const esignAccounts = pgTable(
  'esign_accounts',
  {
    userId: userRef().primaryKey(),
    identityId: varchar('identity_id', { length: 40 }).notNull().unique(),
    /** Encrypted at rest (decision 0018); id_no_hash finds an id number verified on another account. */
    name: encrypted('esign_accounts', 'name').notNull(),
    idNo: encrypted('esign_accounts', 'id_no').notNull(),
    idNoHash: hashed('id_no_hash').notNull(),
    authStatus: integer('auth_status').notNull().default(0),
    verifiedAt: at('verified_at'),
    signStatus: integer('sign_status').notNull().default(0),
    esignId: varchar('esign_id', { length: 40 }),
    signedAt: at('signed_at'),
    createdAt: createdAt()
  },
  (t) => [index('esign_accounts_id_no_hash_idx').on(t.idNoHash)]
)

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
