import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, cents, createdAt, money, userRef } from './columns'

// Tables of the orders-and-money area: orders, payments, refunds, gift cards, welfare, coupons, points, invoices.
// Money columns are integer cents.

/** Declared before `orders` but only called after it exists, when the tables below are built. */
const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id)

/** The address as it was when the order was placed: later edits to the address book never change an order. */
export interface AddressSnapshot {
  name: string
  phone: string
  province: string
  city: string
  area: string
  detail: string
  full: string
}

/** A group-buying group: fills when `size` orders are paid before `expiresAt`, else fails and refunds. */
export const orderGroups = pgTable('order_groups', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id').notNull(),
  skuId: integer('sku_id').notNull(),
  leaderUserId: userRef(),
  size: integer('size').notNull(),
  /** 0 forming, 1 filled, 2 failed. */
  status: integer('status').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt()
})

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    userId: userRef(),
    /** Idempotency key from /order/confirm: one order per token per user. */
    confirmToken: varchar('confirm_token', { length: 128 }).notNull(),
    type: integer('type').notNull().default(0),
    status: integer('status').notNull().default(0),
    goodsAmount: money('goods_amount'),
    freight: money('freight'),
    /** All savings: package bundle saving plus the coupon. */
    discount: money('discount'),
    couponDiscount: money('coupon_discount'),
    payAmount: money('pay_amount'),
    cashbackTotal: money('cashback_total'),
    payway: integer('payway'),
    userCouponId: integer('user_coupon_id'),
    activityId: integer('activity_id'),
    groupId: integer('group_id').references(() => orderGroups.id),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    expressCom: varchar('express_com', { length: 16 }),
    expressNo: varchar('express_no', { length: 32 }),
    payExpiresAt: at('pay_expires_at').notNull(),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    receivedAt: at('received_at'),
    completedAt: at('completed_at'),
    closedAt: at('closed_at'),
    cancelledAt: at('cancelled_at'),
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('orders_user_token_uq').on(t.userId, t.confirmToken),
    index('orders_user_status_idx').on(t.userId, t.status),
    index('orders_status_idx').on(t.status),
    index('orders_group_idx').on(t.groupId)
  ]
)

/** One line of an order, priced and described as at purchase time. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    skuId: integer('sku_id').notNull(),
    spuId: integer('spu_id').notNull(),
    categoryId: integer('category_id'),
    title: varchar('title', { length: 200 }).notNull(),
    image: text('image').notNull().default(''),
    spec: varchar('spec', { length: 200 }).notNull().default(''),
    price: money('price'),
    qty: integer('qty').notNull(),
    /** Cashback per unit, paid to the pension account after receipt. */
    cashback: money('cashback')
  },
  (t) => [index('order_items_order_idx').on(t.orderId)]
)

/** Every transition an order went through, in order; the state machine writes it. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    /** Null for the row that records the order's creation. */
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    reason: varchar('reason', { length: 100 }).notNull().default(''),
    createdAt: createdAt()
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)]
)

/** One payment attempt. Provider trades start pending (0) and become paid (1) on a verified callback. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    userId: userRef(),
    payway: integer('payway').notNull(),
    amount: money('amount'),
    outTradeNo: varchar('out_trade_no', { length: 40 }).notNull().unique(),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    userFreecaId: integer('user_freeca_id'),
    /** 0 pending, 1 paid, 2 closed, 3 refunded. */
    status: integer('status').notNull().default(0),
    paidAt: at('paid_at'),
    createdAt: createdAt()
  },
  (t) => [index('payments_order_idx').on(t.orderId)]
)

/** Money going back: one row per refund of a payment (after-sale, failed group, late payment of a closed order). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: varchar('refund_no', { length: 40 }).notNull().unique(),
    orderId: orderRef(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    afterSaleId: integer('after_sale_id'),
    amount: money('amount'),
    /** 0 requested, 1 succeeded, 2 failed. */
    status: integer('status').notNull().default(0),
    reason: varchar('reason', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    finishedAt: at('finished_at')
  },
  (t) => [uniqueIndex('refunds_payment_uq').on(t.paymentId)]
)

/** A shopper's refund application. 0 applied, 1 approved, 2 refunded, 3 rejected. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    userId: userRef(),
    reason: varchar('reason', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    amount: money('amount'),
    /** The order status before the application; a rejection returns the order to it. */
    prevStatus: integer('prev_status').notNull(),
    status: integer('status').notNull().default(0),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    approvedAt: at('approved_at'),
    finishedAt: at('finished_at')
  },
  (t) => [index('after_sales_user_idx').on(t.userId), index('after_sales_order_idx').on(t.orderId)]
)

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
    /** 1 active, 0 frozen. Expiry and use-up are derived. */
    status: integer('status').notNull().default(1),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt()
  },
  (t) => [index('gift_cards_user_idx').on(t.userId)]
)

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

/** Welfare balance (efulipay) movements; users.welfare_balance equals their sum. */
export const welfareLedger = pgTable(
  'welfare_ledger',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    delta: cents('delta'),
    balanceAfter: cents('balance_after'),
    reason: varchar('reason', { length: 40 }).notNull(),
    ref: varchar('ref', { length: 64 }).notNull(),
    orderId: integer('order_id'),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('welfare_ledger_ref_uq').on(t.userId, t.ref)]
)

/** Points movements; users.points equals their sum. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    delta: cents('delta'),
    balanceAfter: cents('balance_after'),
    reason: varchar('reason', { length: 40 }).notNull(),
    ref: varchar('ref', { length: 64 }),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('points_ledger_ref_uq').on(t.userId, t.ref), index('points_ledger_user_idx').on(t.userId)]
)

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
  /** 1 on, 0 off. */
  status: integer('status').notNull().default(1),
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

/** Invoice title holder. kind 1 personal, 2 company (tax number required). */
export const invoiceReceivers = pgTable(
  'invoice_receivers',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    kind: integer('kind').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
    isDefault: integer('is_default').notNull().default(0),
    deletedAt: at('deleted_at'),
    createdAt: createdAt()
  },
  (t) => [index('invoice_receivers_user_idx').on(t.userId)]
)

/** One invoice per order. 0 applied, 1 issued, 2 voided (order refunded). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id)
      .unique(),
    receiverId: integer('receiver_id').notNull(),
    kind: integer('kind').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    amount: money('amount'),
    invoiceNo: varchar('invoice_no', { length: 24 }),
    status: integer('status').notNull().default(0),
    createdAt: createdAt(),
    issuedAt: at('issued_at')
  },
  (t) => [index('invoices_user_idx').on(t.userId)]
)
