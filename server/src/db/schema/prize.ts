import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt, userRef } from './columns'

// Prize draws: activities, prizes and entries.

/** kind: 0 ordinary draw, 1 opened-an-account lottery (needs an opened bank account). */
export const prizeActivities = pgTable('prize_activities', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 64 }).notNull(),
  kind: integer('kind').notNull().default(0),
  rules: text('rules').notNull().default(''),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  enabled: boolean('enabled').notNull().default(true)
})

/** kind: 0 thanks for taking part (no prize), 1 physical (needs an address), 2 virtual. stock null = unlimited. */
export const prizes = pgTable(
  'prizes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => prizeActivities.id),
    name: varchar('name', { length: 64 }).notNull(),
    kind: integer('kind').notNull().default(0),
    weight: integer('weight').notNull().default(1),
    stock: integer('stock'),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [index('prizes_activity_idx').on(t.activityId)]
)

/** Shipping address of a won physical prize, copied so later address-book edits do not change it. */
export interface PrizeAddress {
  name: string
  phone: string
  province: string
  city: string
  area: string
  detail: string
}

export const prizeEntries = pgTable(
  'prize_entries',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => prizeActivities.id),
    userId: userRef(),
    prizeId: integer('prize_id').references(() => prizes.id),
    drawnAt: at('drawn_at'),
    address: jsonb('address').$type<PrizeAddress>(),
    addressSetAt: at('address_set_at'),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('prize_entries_activity_user_uq').on(t.activityId, t.userId)]
)
