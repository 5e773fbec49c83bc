import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, updatedAt, userRef } from './columns'
import { staff } from './admin'

/** What an order or goods card showed when it was sent: the thread keeps it as it was (docs/console.md, 客服). */
export interface SupportCardSnapshot {
  title: string
  image: string
  price: number
  order_no: string
  status_text: string
}

/**
 * 在线客服: one conversation per shopper with the shop's 客服. `lastMessageId` is bumped under the row's lock by
 * every send, so the messages of one thread commit in id order and an id is a safe resume cursor
 * (docs/decisions/0033-support-chat.md). The read marks are message ids: unread = messages of the other side above it.
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: serial('id').primaryKey(),
    userId: userRef().unique(),
    /** The staff member the thread is assigned to; null while unassigned. */
    staffId: integer('staff_id').references(() => staff.id),
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastMessageAt: at('last_message_at'),
    userReadId: integer('user_read_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [index('support_threads_last_idx').on(t.lastMessageAt), index('support_threads_staff_idx').on(t.staffId)]
)

/**
 * A message: sender 0 the shopper, 1 客服. kind text | image | order | goods. Text is stored as typed and escaped
 * where it is shown. (thread, sender, client id) is unique: a retried send answers the message it made.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => supportThreads.id),
    sender: smallint('sender').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    staffName: varchar('staff_name', { length: 32 }).notNull().default(''),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    text: varchar('text', { length: 500 }).notNull().default(''),
    image: text('image').notNull().default(''),
    orderId: integer('order_id'),
    skuId: integer('sku_id'),
    card: jsonb('card').$type<SupportCardSnapshot>(),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('support_messages_client_idx').on(t.threadId, t.sender, t.clientId),
    index('support_messages_thread_idx').on(t.threadId, t.id),
    index('support_messages_order_idx').on(t.orderId)
  ]
)

/** 快捷回复: the few phrases 客服 send most, kept by the console. */
export const supportQuickReplies = pgTable('support_quick_replies', {
  id: serial('id').primaryKey(),
  text: varchar('text', { length: 200 }).notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt()
})
