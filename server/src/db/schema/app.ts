import { doublePrecision, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/** The startup report of spec section 4 (ua, coords, uuid), logged in or not. */
export const appRuns = pgTable(
  'app_runs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    uuid: varchar('uuid', { length: 64 }).notNull(),
    ua: varchar('ua', { length: 1024 }).notNull(),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt()
  },
  (t) => [index('app_runs_uuid_idx').on(t.uuid)]
)
