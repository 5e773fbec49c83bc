import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar
} from 'drizzle-orm/pg-core'
import { at, createdAt, updatedAt, userRef } from './columns'

/**
 * The notice outbox (docs/operations.md, Notices): one row per event and channel, written in the transaction that
 * changes the state the notice tells about (lib/notices.ts `enqueueNotice`), then sent by the `notices-send` job.
 * The unique key (event, ref, channel) is what keeps a notice to at most one row, so one send, per event and channel.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** paid, shipped, received, refunded ... (lib/notice-events.ts). */
    event: varchar('event', { length: 32 }).notNull(),
    /** What the event happened to (an order number, an after-sale id, a withdrawal id): event × ref is the event id. */
    ref: varchar('ref', { length: 64 }).notNull(),
    /** inbox (the message centre), wechat, alipay, sms. */
    channel: varchar('channel', { length: 12 }).notNull(),
    data: jsonb('data').$type<Record<string, string | number | boolean>>().notNull(),
    /**
     * pending -> sending (leased) -> calling (the provider is being called) -> sent | skipped | failed. A lapsed
     * lease in sending is pending again; in calling it is failed, outcome unknown (at most once).
     */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: the backoff's next try. */
    nextAt: at('next_at').notNull().defaultNow(),
    /** A sender holds the row until then; a sender killed mid-send leaves it to the next run after this. */
    leaseUntil: at('lease_until'),
    /** A subscription message took one of the shopper's grants for it (a retry takes none). */
    grantTaken: boolean('grant_taken').notNull().default(false),
    /** Why the last try failed or the channel was skipped. */
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('notices_event_channel_uq').on(t.event, t.ref, t.channel),
    index('notices_due_idx').on(t.status, t.nextAt),
    index('notices_user_idx').on(t.userId)
  ]
)

/**
 * One-time subscription grants (wx.requestSubscribeMessage / my.requestSubscribeMessage): each accepted template id
 * lets the shop send that template to the shopper once; a send takes one.
 */
export const noticeGrants = pgTable(
  'notice_grants',
  {
    userId: userRef(),
    /** wechat | alipay */
    platform: varchar('platform', { length: 12 }).notNull(),
    templateId: varchar('template_id', { length: 64 }).notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: updatedAt()
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform, t.templateId] })]
)

/** What a shopper turned off: optional channels and events (money-out notices ignore it). No row: everything on. */
export const noticeSettings = pgTable('notice_settings', {
  userId: userRef().primaryKey(),
  channelsOff: jsonb('channels_off').$type<string[]>().notNull().default([]),
  eventsOff: jsonb('events_off').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt()
})
