import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, userRef } from './columns'
import { users } from './user'

// Sessions and the ways in: partner SSO signatures, social bindings and their tickets, the login log.

/** A login session. Only the SHA-256 of the token is kept, so a database leak leaks no sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [index('sessions_user_idx').on(t.userId)]
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
