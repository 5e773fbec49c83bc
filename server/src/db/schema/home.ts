import { boolean, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core'
import type { ThemeConfig } from '@contract/schemas/home'
import { updatedAt } from './columns'

// The home page template and the theme, served to the app as stored.

/** The home page template (spec section 3): global_style and data are JSON strings, served as stored. */
export const homeTemplates = pgTable('home_templates', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  globalStyle: text('global_style').notNull(),
  data: text('data').notNull(),
  active: boolean('active').notNull().default(false),
  updatedAt: updatedAt()
})

/** The theme config (spec section 3 theme.config); the active row is served to the app. */
export const themeConfigs = pgTable('theme_configs', {
  id: serial('id').primaryKey(),
  config: jsonb('config').$type<ThemeConfig>().notNull(),
  active: boolean('active').notNull().default(false),
  updatedAt: updatedAt()
})
