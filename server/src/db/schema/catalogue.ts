import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core'
import { at, createdAt } from './columns'

// Categories, goods (SPU and SKU) and goods activities. Money columns are integer cents.

/** One spec value of a SKU, e.g. {name: '颜色', value: '红色'}. */
export interface SpecValue {
  name: string
  value: string
}

/** One SKU of a package bundle. */
export interface PackageItem {
  sku_id: number
  qty: number
}

/** Two-level category tree: parent_id null is a top category; goods hang on the second level. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 20 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /**
     * The colour the console once drew a generated icon in. No shopper sees it since categories have uploaded icons
     * (docs/decisions/0034-pictures.md); kept so older console versions can still save.
     */
    color: varchar('color', { length: 7 }).notNull().default('#D4AC52'),
    /** The icon's picture key (lib/pictures.ts), uploaded in the console; '' for none: the app draws a placeholder. */
    picture: varchar('picture', { length: 32 }).notNull().default('')
  },
  (t) => [index('categories_parent_idx').on(t.parentId)]
)

/** A product (SPU): what a shopper sees; SKUs carry price and stock. status 1 on shelf, 0 off shelf. */
export const spus = pgTable(
  'spus',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: varchar('title', { length: 60 }).notNull(),
    subtitle: varchar('subtitle', { length: 120 }).notNull().default(''),
    supplier: varchar('supplier', { length: 40 }).notNull().default(''),
    /** The main picture's key (lib/pictures.ts, decision 0032): lists, cart and order lines show it; '' for none. */
    picture: varchar('picture', { length: 32 }).notNull().default(''),
    /** The gallery's picture keys (at most 9), shown after the main picture on goods info. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    detail: text('detail').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    sales: integer('sales').notNull().default(0),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** 规格参数 shown on the goods page: name / value rows in order (issue 20). */
    params: jsonb('params').$type<SpecValue[]>().notNull().default([]),
    /** 发货时间: hours from payment to dispatch that the shop promises for these goods. */
    shipHours: smallint('ship_hours').notNull().default(48),
    /** 七天无理由退货: false for goods the law exempts (fresh food, opened health products ...). */
    noReasonReturn: boolean('no_reason_return').notNull().default(true),
    createdAt: createdAt()
  },
  (t) => [index('spus_category_idx').on(t.categoryId), index('spus_status_idx').on(t.status)]
)

/** A sellable variant. Money in cents; cashback is the pension cashback one unit earns; limit 0 = no limit. */
export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id),
    specs: jsonb('specs').$type<SpecValue[]>().notNull().default([]),
    /** The SKU's own picture key (a colour, a size); '' shows the goods' main picture. */
    picture: varchar('picture', { length: 32 }).notNull().default(''),
    price: integer('price').notNull(),
    marketPrice: integer('market_price').notNull(),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    cashback: integer('cashback').notNull().default(0),
    limitPerUser: integer('limit_per_user').notNull().default(0),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [
    index('skus_spu_idx').on(t.spuId),
    // The last line of defence against overselling, whatever a caller forgets.
    check('skus_stock_nonnegative', sql`${t.stock} >= 0`),
    check('skus_price_positive', sql`${t.price} > 0`)
  ]
)

/**
 * A goods activity on one SKU. kind: flash 1 (own stock and per-user limit), group 2 (group_size people
 * within group_seconds), package 4 (items bundled for `price`). status 1 enabled, 0 disabled.
 */
export const goodsActivities = pgTable(
  'goods_activities',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    kind: smallint('kind').notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    price: integer('price').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** Flash sales only: units set aside for the activity; null when the SKU stock is the only limit. */
    stock: integer('stock'),
    sold: integer('sold').notNull().default(0),
    limitPerUser: integer('limit_per_user').notNull().default(0),
    groupSize: integer('group_size'),
    groupSeconds: integer('group_seconds'),
    items: jsonb('items').$type<PackageItem[]>(),
    status: smallint('status').notNull().default(1)
  },
  (t) => [
    index('goods_activities_sku_idx').on(t.skuId),
    check('goods_activities_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`)
  ]
)

/** 热门搜索: the words goods-search offers, in `sort` order (higher first); status 1 shown, 0 hidden. */
export const hotWords = pgTable('hot_words', {
  id: serial('id').primaryKey(),
  word: varchar('word', { length: 20 }).notNull(),
  sort: integer('sort').notNull().default(0),
  status: smallint('status').notNull().default(1)
})
