import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { encrypted } from './encrypted'

// The shopper: the table every user-owned row points at.

/** A shopper. Personal fields stay null until the user gives them; phone is unique when set. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).unique(),
    nick: varchar('nick', { length: 32 }).notNull().default(''),
    head: text('head').notNull().default(''),
    /** The real name and id number of the identity check: encrypted at rest (decision 0018). */
    name: encrypted('users', 'name'),
    idNo: encrypted('users', 'id_no'),
    channelId: varchar('channel_id', { length: 32 }).notNull().default('m'),
    openidMp: varchar('openid_mp', { length: 64 }),
    openidH5: varchar('openid_h5', { length: 64 }),
    openidApp: varchar('openid_app', { length: 64 }),
    wxUnionid: varchar('wx_unionid', { length: 64 }),
    status: integer('status').notNull().default(1),
    /** Points balance; the ledger lives with orders. */
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    /** Welfare (efulipay) balance in cents; the ledger lives with orders. */
    welfareBalance: bigint('welfare_balance', { mode: 'number' }).notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('users_openid_mp_idx').on(t.openidMp)]
)
