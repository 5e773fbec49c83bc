import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, money, userRef } from './columns'

// Coupon kinds and the coupons shoppers claimed. Money columns are integer cents.

/** A coupon kind shoppers can claim. kind 1 full reduction (amount off), kind 2 discount (rate percent to pay). */
export const couponTemplates = pgTable('coupon_templates', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  kind: integer('kind').notNull(),
  /** Minimum eligible goods amount. */
  threshold: money('threshold'),
  amount: money('amount'),
  /** For kind 2: percent of the price paid, e.g. 90 is 10% off. */
  rate: integer('rate').notNull().default(100),
  /** For kind 2: the most it takes off; 0 means no cap. */
  maxDiscount: money('max_discount'),
  /** Only goods of this category (with its sub-categories) count; null means all goods. */
  categoryId: integer('category_id'),
  total: integer('total').notNull(),
  claimed: integer('claimed').notNull().default(0),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  /** Valid for this many days after claiming; else the fixed window below. */
  validDays: integer('valid_days'),
  startsAt: at('starts_at').notNull().defaultNow(),
  endsAt: at('ends_at').notNull(),
  /** 1 on, 0 off (stopped in the console: no more claims or issues; coupons already held stay valid). */
  status: integer('status').notNull().default(1),
  /** 1: shown in the coupon centre for shoppers to claim; 0: only issued by operators. */
  claimable: integer('claimable').notNull().default(1),
  createdAt: createdAt()
})

/** A claimed coupon. 0 unused, 1 locked by an unpaid order, 2 used. Expiry is derived from validTo. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    status: integer('status').notNull().default(0),
    orderId: integer('order_id'),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt()
  },
  (t) => [index('user_coupons_user_idx').on(t.userId, t.status)]
)
