import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core'
import { createdAt, userRef } from './columns'

/** Service feedback (service-feedback page). status 0 pending, 1 replied. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    content: varchar('content', { length: 500 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: varchar('contact', { length: 64 }).notNull().default(''),
    status: integer('status').notNull().default(0),
    reply: text('reply').notNull().default(''),
    createdAt: createdAt()
  },
  (t) => [index('feedbacks_user_idx').on(t.userId, t.createdAt)]
)
