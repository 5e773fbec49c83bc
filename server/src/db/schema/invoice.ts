import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, money, userRef } from './columns'
import { orders } from './order'

// Invoice title holders and the invoices issued for orders.

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

/** One invoice per order. 0 applied, 1 issued, 2 voided (order refunded), 3 refused by an operator (reason). */
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
    /** Why an operator refused the application; the shopper reads it. */
    reason: varchar('reason', { length: 100 }),
    /** The PDF an operator uploaded (dataDir/invoices/<name>); null: the server generates the sample PDF. */
    pdfName: varchar('pdf_name', { length: 48 }),
    createdAt: createdAt(),
    issuedAt: at('issued_at')
  },
  (t) => [index('invoices_user_idx').on(t.userId)]
)
