import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns'

/** Terms pages and help articles. `key` names the fixed pages (service-terms, privacy-policy ...). */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 40 }).unique(),
    column: varchar('column_code', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    summary: varchar('summary', { length: 200 }).notNull().default(''),
    /** Simple HTML (p, h3, strong), rendered by the article pages. */
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    updatedAt: updatedAt()
  },
  (t) => [index('articles_column_idx').on(t.column, t.sort)]
)
