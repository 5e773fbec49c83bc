import { bigint, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core'
import type { ReportCause } from '@contract/schemas/report'
import { createdAt } from './columns'

/**
 * Client errors sent by the app's reporter (POST /app/report): one row per event. Also the rate limit's
 * ledger: the rows of the last minute per IP and per device are counted before a batch is stored.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: serial('id').primaryKey(),
    /** The device id (utils/device in the app). */
    uuid: varchar('uuid', { length: 64 }).notNull(),
    /** The user, when the batch came with a live token. */
    userId: integer('user_id'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    platform: varchar('platform', { length: 16 }).notNull(),
    ua: varchar('ua', { length: 512 }).notNull().default(''),
    kind: varchar('kind', { length: 16 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    stack: text('stack'),
    causes: jsonb('causes').$type<ReportCause[]>(),
    page: varchar('page', { length: 256 }).notNull().default(''),
    /** When it happened on the device, unix ms (the device clock may be off; createdAt is ours). */
    clientTime: bigint('client_time', { mode: 'number' }).notNull(),
    createdAt: createdAt()
  },
  (t) => [index('client_errors_ip_idx').on(t.ip, t.createdAt), index('client_errors_uuid_idx').on(t.uuid, t.createdAt)]
)
