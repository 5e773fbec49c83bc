import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt, userRef } from './columns'

/** A delivery address. District names are copied from the codes so an order snapshot needs no lookup. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: varchar('name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    provinceCode: varchar('province_code', { length: 12 }).notNull(),
    province: varchar('province', { length: 40 }).notNull(),
    cityCode: varchar('city_code', { length: 12 }).notNull(),
    city: varchar('city', { length: 40 }).notNull(),
    areaCode: varchar('area_code', { length: 12 }).notNull(),
    area: varchar('area', { length: 40 }).notNull(),
    detail: varchar('detail', { length: 120 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // "Exactly one default" is a rule of the service; the database refuses a second default whatever happens.
    uniqueIndex('addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`)
  ]
)
