import { index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, userRef } from './columns'

/** The user's message centre (message-list page). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** system | order | pension */
    type: varchar('type', { length: 16 }).notNull().default('system'),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    readAt: at('read_at'),
    createdAt: createdAt()
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createdAt)]
)
