import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Platform access tokens (WeChat's access_token and jsapi_ticket): each platform allows a few fetches a day and a
 * new token ends the old one, so every API node shares the one kept here; one node refreshes it under a lock
 * (lib/platform-token.ts).
 */
export const platformTokens = pgTable('platform_tokens', {
  /** e.g. `wechat:<appid>:access_token`. */
  name: varchar('name', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull()
})
