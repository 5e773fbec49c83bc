import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, cents, createdAt, money, userRef } from './columns'

// Shopping cards (freeca) and their ledger. Money columns are integer cents.

/** A shopping card (freeca). balance always equals the sum of its ledger. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    cardNo: varchar('card_no', { length: 24 }).notNull().unique(),
    name: varchar('name', { length: 40 }).notNull(),
    faceValue: money('face_value'),
    balance: money('balance'),
    /** The category (with its sub-categories) the card may buy; null means every goods. */
    categoryId: integer('category_id'),
    /** The console batch it was issued from (gift_card_batches); null for the welcome card and seeds. */
    batchId: integer('batch_id'),
    /** 1 active, 0 frozen. Expiry and use-up are derived. */
    status: integer('status').notNull().default(1),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt()
  },
  (t) => [index('gift_cards_user_idx').on(t.userId)]
)

/**
 * A batch of shopping cards made in the console: name, face value and how many may be issued. Cards are made when
 * issued to a shopper (a card always has an owner), each counting one against `count`.
 */
export const giftCardBatches = pgTable('gift_card_batches', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  faceValue: money('face_value'),
  count: integer('count').notNull(),
  issued: integer('issued').notNull().default(0),
  categoryId: integer('category_id'),
  /** A card is valid this many days from its issue. */
  validDays: integer('valid_days').notNull(),
  /** 1 issuing, 0 stopped. */
  status: integer('status').notNull().default(1),
  createdAt: createdAt()
})

/** Gift-card movements. ref makes each movement happen once (issue, pay per order, refund per order). */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => giftCards.id),
    userId: userRef(),
    delta: cents('delta'),
    balanceAfter: cents('balance_after'),
    reason: varchar('reason', { length: 40 }).notNull(),
    ref: varchar('ref', { length: 64 }).notNull(),
    orderId: integer('order_id'),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('gift_card_ledger_ref_uq').on(t.cardId, t.ref)]
)
