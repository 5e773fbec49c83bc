import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, userRef } from './columns'
import { skus } from './catalogue'

/**
 * 到货提醒 and 开抢提醒 (catalogue/reminder.ts): a shopper asks to be told once when a sold-out SKU has stock again
 * (kind restock, target = the SKU) or when a flash sale opens (kind sale_start, target = the activity). sent_at is set
 * in the transaction that writes the notice (lib/notices.ts), so a reminder goes out once whatever runs twice.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** restock | sale_start */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** The SKU (restock) or the goods activity (sale_start) the reminder waits for. */
    targetId: integer('target_id').notNull(),
    /** The SKU shown to the shopper (for a sale, the activity's SKU): the goods page the notice opens. */
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    /** Where the shopper asked to be told: inbox always, and wechat, alipay or sms as they chose. */
    channels: jsonb('channels').$type<string[]>().notNull(),
    createdAt: createdAt(),
    sentAt: at('sent_at')
  },
  (t) => [
    uniqueIndex('reminders_user_target_uq').on(t.userId, t.kind, t.targetId),
    // What a restock or a sale's start looks up: the reminders still waiting on one target.
    index('reminders_waiting_idx')
      .on(t.kind, t.targetId)
      .where(sql`${t.sentAt} is null`)
  ]
)
