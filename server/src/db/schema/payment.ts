import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, money, userRef } from './columns'
import { orderRef } from './order'

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
    /** The last time /order/status asked the gateway about this trade (a lost notification): at most every few seconds. */
    queriedAt: at('queried_at'),
    createdAt: createdAt()
  },
  (t) => [index('payments_order_idx').on(t.orderId)]
)
