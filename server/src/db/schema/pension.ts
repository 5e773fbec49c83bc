import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, money, userRef } from './columns'
import { encrypted } from './encrypted'
import { banks } from './bank'

// The pension account, its cashback flows, withdrawals, monthly statements and product events. Money in cents.

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
  accountNo: encrypted('pension_accounts', 'account_no'),
  /** The bound card and its reserved phone: encrypted at rest (decision 0018). */
  cardNo: encrypted('pension_accounts', 'card_no'),
  cardBankName: varchar('card_bank_name', { length: 32 }),
  prePhone: encrypted('pension_accounts', 'pre_phone'),
  opaId: integer('opa_id'),
  bankOpenedAt: at('bank_opened_at'),
  jstBinded: boolean('jst_binded').notNull().default(false),
  jstRequestNo: varchar('jst_request_no', { length: 40 }),
  jstTries: integer('jst_tries').notNull().default(0),
  jstLockedUntil: at('jst_locked_until'),
  createdAt: createdAt()
})

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
    /** Copied from the account at apply time: encrypted at rest (decision 0018). */
    accountNo: encrypted('pension_withdrawals', 'account_no').notNull(),
    cardNo: encrypted('pension_withdrawals', 'card_no').notNull(),
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
