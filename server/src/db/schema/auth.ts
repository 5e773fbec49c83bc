// Tables of the identity-and-platform area: login codes, partner SSO, social bindings, app reports,
// articles, messages, feedback and uploads.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar
} from 'drizzle-orm/pg-core'
import { at, createdAt, updatedAt, userRef } from './columns'

/**
 * One verification code sent by SMS. Only an HMAC of the code is kept (see services/sms.ts); each row is
 * also one send, so the per-phone rate limits count rows.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Wrong attempts so far; the code dies after the fifth. */
    tries: integer('tries').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt()
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)]
)

/** Signatures of partner SSO logins already used: a replayed request finds its sign here. */
export const ssoSigns = pgTable('sso_signs', {
  sign: varchar('sign', { length: 64 }).primaryKey(),
  appid: varchar('appid', { length: 32 }).notNull(),
  usedAt: at('used_at').notNull().defaultNow()
})

/** A social account (wechat h5/mp/app, alipay, apple) bound to a user. One openid belongs to one user. */
export const userOauth = pgTable(
  'user_oauth',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    provider: varchar('provider', { length: 16 }).notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    unionid: varchar('unionid', { length: 64 }),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('user_oauth_provider_openid_uq').on(t.provider, t.openid),
    index('user_oauth_user_idx').on(t.userId),
    index('user_oauth_unionid_idx').on(t.unionid)
  ]
)

/** A social login whose account is not bound yet: the ticket lets /bindphone finish it once, shortly after. */
export const oauthTickets = pgTable('oauth_tickets', {
  id: serial('id').primaryKey(),
  ticketHash: varchar('ticket_hash', { length: 64 }).notNull().unique(),
  provider: varchar('provider', { length: 16 }).notNull(),
  openid: varchar('openid', { length: 64 }).notNull(),
  unionid: varchar('unionid', { length: 64 }),
  nick: varchar('nick', { length: 32 }).notNull().default(''),
  head: text('head').notNull().default(''),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at')
})

/** Every successful login, with how it happened (phone, sso, wechat_mp ...) and the promotion it came from. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    method: varchar('method', { length: 16 }).notNull(),
    opaId: varchar('opa_id', { length: 64 }),
    appid: varchar('appid', { length: 32 }),
    createdAt: createdAt()
  },
  (t) => [index('login_logs_user_idx').on(t.userId)]
)

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
