// Column helpers shared by the schema files. No tables here, so schema/index.ts does not export it.
import { bigint, integer, timestamp } from 'drizzle-orm/pg-core'
import { users } from './user'

/** An amount in integer cents, required. */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull()
/** A money column in integer cents that starts at zero. */
export const money = (name: string) => cents(name).default(0)
/** A moment in time, stored with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true })
export const createdAt = () => at('created_at').notNull().defaultNow()
export const updatedAt = () => at('updated_at').notNull().defaultNow()
/** The owning user. */
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id)
