import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { at, createdAt, money, userRef } from './columns'

// Orders, their lines, their status history and group-buying groups. Money columns are integer cents.

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

/** The owning order, for the order's own lines and for payments, refunds and after-sales. */
export const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id)

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
    /** What is left to pay after the checkout deductions below (a provider or balance pay way takes it). */
    payAmount: money('pay_amount'),
    /** Taken at checkout from the shopper's card `userFreecaId`, and given back if the order ends unpaid or refunded. */
    freecaDeduct: money('freeca_deduct'),
    userFreecaId: integer('user_freeca_id'),
    /** Points spent at checkout and the cents they paid (points-to-pension rate). */
    pointsUsed: integer('points_used').notNull().default(0),
    pointsDeduct: money('points_deduct'),
    /** The invoice title asked for at checkout; the invoice is applied for on receipt. */
    invoiceReceiverId: integer('invoice_receiver_id'),
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
    /** 删除订单: gone from the shopper's lists and detail, kept for the shop (the console still sees it). */
    userDeletedAt: at('user_deleted_at'),
    /** 提醒发货: the shopper's latest reminder (once per China day); the console lists reminded orders first. */
    shipRemindedAt: at('ship_reminded_at'),
    /** The warehouse printed the waybill: from then on the shopper can no longer change the address. */
    printedAt: at('printed_at'),
    /** 修改地址 by the shopper: once per order (docs/fulfilment.md). */
    addressChangedAt: at('address_changed_at'),
    /**
     * 自动确认收货: a shipped order is received by itself at this time (set on shipping, AUTO_RECEIVE_SECONDS later;
     * docs/operations.md, Automatic receipt). An open after-sale stops its clock (receivePausedAt).
     */
    autoReceiveAt: at('auto_receive_at'),
    /** 延长收货: when the shopper pushed the deadline later; once per order. */
    receiveExtendedAt: at('receive_extended_at'),
    /** When an after-sale stopped the receipt clock; when it ends the deadline moves later by the time it was open. */
    receivePausedAt: at('receive_paused_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('orders_user_token_uq').on(t.userId, t.confirmToken),
    index('orders_user_status_idx').on(t.userId, t.status),
    index('orders_status_idx').on(t.status),
    index('orders_group_idx').on(t.groupId),
    // 订单搜索 by order number: a prefix of the shopper's own order numbers, in any collation.
    index('orders_user_no_idx').on(t.userId, t.orderNo.op('varchar_pattern_ops')),
    // The sold-out gate reads a flash sale's winners (catalogue/sold-out.ts); only activity orders are indexed.
    index('orders_activity_idx')
      .on(t.activityId)
      .where(sql`${t.activityId} is not null`),
    // The automatic receipt job reads the shipped orders whose deadline has come (flows/order-receive.ts).
    index('orders_auto_receive_idx')
      .on(t.autoReceiveAt)
      .where(sql`${t.status} = 2`)
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
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // 订单搜索 by goods name: trigrams (pg_trgm, CJK included) so a keyword finds its lines without reading every
    // line of the shopper's orders; keywords under three characters still fall back to the shopper's orders.
    index('order_items_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`)
  ]
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
