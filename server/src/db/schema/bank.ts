import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, userRef } from './columns'
import { encrypted } from './encrypted'

// Partner banks, card BINs, account-opening promotions and bank account openings.

/** A partner bank (spec enum: pingan 1, citic 3). The id is the spec's bank id, so it is not serial. */
export const banks = pgTable('banks', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  name: varchar('name', { length: 32 }).notNull(),
  /** Brand colour of the generated SVG logo. */
  color: varchar('color', { length: 7 }).notNull(),
  isCooperation: boolean('is_cooperation').notNull().default(true),
  isShow: boolean('is_show').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  protocolTitle: varchar('protocol_title', { length: 64 }).notNull(),
  protocolText: text('protocol_text').notNull()
})

/** Card BIN (issuer prefix) -> issuing bank, for /checkbankno. bank_id is set for partner banks only. */
export const cardBins = pgTable('card_bins', {
  prefix: varchar('prefix', { length: 10 }).primaryKey(),
  bankName: varchar('bank_name', { length: 32 }).notNull(),
  bankId: integer('bank_id').references(() => banks.id),
  cardType: varchar('card_type', { length: 8 }).notNull().default('借记卡')
})

/** An account-opening promotion (opa): which banks it offers and which lottery it leads to. */
export const bankPromotions = pgTable('bank_promotions', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 64 }).notNull(),
  description: text('description').notNull().default(''),
  bankIds: integer('bank_ids').array().notNull(),
  prizeActivityId: integer('prize_activity_id'),
  enabled: boolean('enabled').notNull().default(true)
})

/** A bank account-opening session, keyed by the businessNo the bank issued. status: 0 processing, 1 success, 2 failed. */
export const bankOpenings = pgTable(
  'bank_openings',
  {
    id: serial('id').primaryKey(),
    businessNo: varchar('business_no', { length: 40 }).notNull().unique(),
    userId: userRef(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    opaId: integer('opa_id'),
    status: integer('status').notNull().default(0),
    /** Encrypted at rest (decision 0018). */
    accountNo: encrypted('bank_openings', 'account_no'),
    cardNo: encrypted('bank_openings', 'card_no'),
    phone: encrypted('bank_openings', 'phone'),
    reason: varchar('reason', { length: 120 }),
    createdAt: createdAt(),
    finishedAt: at('finished_at')
  },
  (t) => [index('bank_openings_user_idx').on(t.userId)]
)
