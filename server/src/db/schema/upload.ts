import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { createdAt, userRef } from './columns'

/** An uploaded image: the file lives under dataDir/uploads/<name>. */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  name: varchar('name', { length: 48 }).notNull().unique(),
  originalName: varchar('original_name', { length: 255 }).notNull().default(''),
  mime: varchar('mime', { length: 32 }).notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt()
})
