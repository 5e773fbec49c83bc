import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, money, userRef } from './columns'

// Tables of the pension area: cashback flows, withdrawals, partner banks and account opening,
// e-sign and identity checks, scan gifts, prize draws. Money columns are integer cents.

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

/**
 * One per user: the platform pension account (opened via /open once identity is verified and the
 * agreement signed) and the partner-bank account that receives deposits (opened through the bank).
 */
export const pensionAccounts = pgTable('pension_accounts', {
  id: serial('id').primaryKey(),
  userId: userRef().unique(),
  /** Partner bank chosen on /selection; the bank actually opened is bankId. */
  selectedBankId: integer('selected_bank_id').references(() => banks.id),
  openedAt: at('opened_at'),
  bankId: integer('bank_id').references(() => banks.id),
  /** The pension e-account number the bank assigned; null until the bank opening succeeds. */
  accountNo: varchar('account_no', { length: 32 }),
  cardNo: varchar('card_no', { length: 19 }),
  cardBankName: varchar('card_bank_name', { length: 32 }),
  prePhone: varchar('pre_phone', { length: 11 }),
  opaId: integer('opa_id'),
  bankOpenedAt: at('bank_opened_at'),
  jstBinded: boolean('jst_binded').notNull().default(false),
  jstRequestNo: varchar('jst_request_no', { length: 40 }),
  jstTries: integer('jst_tries').notNull().default(0),
  jstLockedUntil: at('jst_locked_until'),
  createdAt: createdAt()
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
    accountNo: varchar('account_no', { length: 32 }),
    cardNo: varchar('card_no', { length: 19 }),
    phone: varchar('phone', { length: 11 }),
    reason: varchar('reason', { length: 120 }),
    createdAt: createdAt(),
    finishedAt: at('finished_at')
  },
  (t) => [index('bank_openings_user_idx').on(t.userId)]
)

/**
 * A cashback flow. type: 0 order cashback, 1 points exchange, 2 scan gift, 3 unknown.
 * status: 0 pending settlement, 1 pending deposit, 2 deposited, 3 unknown.
 * A cancelled flow (refunded order) keeps its row and status, flagged, so the history stays honest.
 */
export const pensionFlows = pgTable(
  'pension_flows',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    type: integer('type').notNull(),
    status: integer('status').notNull(),
    amount: money('amount'),
    title: varchar('title', { length: 64 }).notNull(),
    /** One order cashback per order (null for other types; nulls are distinct). */
    orderId: integer('order_id').unique(),
    ref: varchar('ref', { length: 64 }),
    points: integer('points'),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledAt: at('cancelled_at'),
    settledAt: at('settled_at'),
    depositedAt: at('deposited_at'),
    createdAt: createdAt()
  },
  (t) => [
    index('pension_flows_user_idx').on(t.userId, t.createdAt),
    index('pension_flows_status_idx')
      .on(t.status)
      .where(sql`not ${t.cancelled}`)
  ]
)

/** A withdrawal to the bound card. status: 0 applied, 1 reviewed (sent to the bank), 2 paid, 3 failed (amount returned). */
export const pensionWithdrawals = pgTable(
  'pension_withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    amount: money('amount'),
    status: integer('status').notNull().default(0),
    bankId: integer('bank_id').references(() => banks.id),
    accountNo: varchar('account_no', { length: 32 }).notNull(),
    cardNo: varchar('card_no', { length: 19 }).notNull(),
    payoutNo: varchar('payout_no', { length: 40 }).unique(),
    reason: varchar('reason', { length: 120 }),
    createdAt: createdAt(),
    reviewedAt: at('reviewed_at'),
    finishedAt: at('finished_at')
  },
  (t) => [index('pension_withdrawals_user_idx').on(t.userId), index('pension_withdrawals_status_idx').on(t.status)]
)

/** A confirmed monthly statement (/pensionmanage/apply): totals frozen when the user confirms a closed month. */
export const pensionStatements = pgTable(
  'pension_statements',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    month: varchar('month', { length: 7 }).notNull(),
    income: money('income'),
    deposited: money('deposited'),
    withdrawn: money('withdrawn'),
    flowCount: integer('flow_count').notNull().default(0),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('pension_statements_user_month_uq').on(t.userId, t.month)]
)

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

/** Product events (spec: verification, opening_bank_account_success); (name, ref) is unique so a replay records nothing. */
export const pensionEvents = pgTable(
  'pension_events',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: varchar('name', { length: 40 }).notNull(),
    ref: varchar('ref', { length: 64 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('pension_events_name_ref_uq').on(t.name, t.ref), index('pension_events_user_idx').on(t.userId)]
)

/** kind: 0 ordinary draw, 1 opened-an-account lottery (needs an opened bank account). */
export const prizeActivities = pgTable('prize_activities', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 64 }).notNull(),
  kind: integer('kind').notNull().default(0),
  rules: text('rules').notNull().default(''),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  enabled: boolean('enabled').notNull().default(true)
})

/** kind: 0 thanks for taking part (no prize), 1 physical (needs an address), 2 virtual. stock null = unlimited. */
export const prizes = pgTable(
  'prizes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => prizeActivities.id),
    name: varchar('name', { length: 64 }).notNull(),
    kind: integer('kind').notNull().default(0),
    weight: integer('weight').notNull().default(1),
    stock: integer('stock'),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [index('prizes_activity_idx').on(t.activityId)]
)

/** Shipping address of a won physical prize, copied so later address-book edits do not change it. */
export interface PrizeAddress {
  name: string
  phone: string
  province: string
  city: string
  area: string
  detail: string
}

export const prizeEntries = pgTable(
  'prize_entries',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => prizeActivities.id),
    userId: userRef(),
    prizeId: integer('prize_id').references(() => prizes.id),
    drawnAt: at('drawn_at'),
    address: jsonb('address').$type<PrizeAddress>(),
    addressSetAt: at('address_set_at'),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('prize_entries_activity_user_uq').on(t.activityId, t.userId)]
)
