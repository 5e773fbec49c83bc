import { count } from 'drizzle-orm'
import type { Db } from '../client'
import { orders, spus } from '../schema'
import { seedArticles } from './reference/articles'
import { seedBanks } from './reference/banks'
import { seedSite } from './reference/site'
import { seedCatalogue } from './demo/catalogue'
import { seedCoupons } from './demo/coupons'
import { seedPensionDemo } from './demo/pension'
import { seedStock } from './demo/stock'

export { seedArticles, seedCatalogue }

/*
 * What a database starts with (docs/deploy.md, First start in production). Reference data is what every shop needs
 * before an operator has done anything: the terms pages and help, the default theme, an empty home page, the partner
 * banks and card prefixes. Demo data is a made-up shop (goods, activities, 热门搜索, coupons, the pension lottery and
 * scan codes, warehouses): development, DEMO_MODE=1 and `npm run db:seed:demo` only. Every seed is idempotent (each
 * checks its own tables), so running them on every start writes only on the first. Nothing here imports an area of
 * the server: the seed sits below them.
 */

/** The reference data, on every start. */
export async function seedReference(db: Db) {
  await seedArticles(db)
  await seedSite(db)
  await seedBanks(db)
}

/** The demo shop, on top of the reference data (the lottery's promotion names the reference banks). */
export async function seedDemo(db: Db) {
  await seedCatalogue(db)
  await seedStock(db)
  await seedCoupons(db)
  await seedPensionDemo(db)
}

/** Reference and demo data: a development database, and every server test's. */
export async function seedDatabase(db: Db) {
  await seedReference(db)
  await seedDemo(db)
}

/**
 * The seed a start runs after the migrations (server.ts): the reference data, and the demo shop only where a demo is
 * announced (outside production, or DEMO_MODE=1) and only into a shop without goods or orders, as the command does.
 * A production start on an empty database makes an empty shop.
 */
export const startSeed = (config: { env: string; demoMode: boolean }) => async (db: Db) => {
  await seedReference(db)
  if (config.env === 'production' && !config.demoMode) return
  const { goods, orders } = await shopContents(db)
  if (!goods && !orders) await seedDemo(db)
}

/** Goods and orders already in the database: the demo seed command refuses a shop that has either. */
export async function shopContents(db: Db) {
  const [goods] = await db.select({ n: count() }).from(spus)
  const [made] = await db.select({ n: count() }).from(orders)
  return { goods: Number(goods.n), orders: Number(made.n) }
}

/** Why `npm run db:seed:demo` did nothing: the shop is a real one (or was already seeded). */
export class DemoRefused extends Error {}

/**
 * `npm run db:seed:demo` (scripts/db-seed-demo.ts): the demo shop into a database without goods or orders, and
 * never into one that has either, where made-up goods would sit beside an operator's and be sold for real.
 */
export async function seedDemoShop(db: Db) {
  await seedReference(db)
  const before = await shopContents(db)
  if (before.goods || before.orders)
    throw new DemoRefused(
      `this database already holds ${before.goods} goods and ${before.orders} orders: the demo catalogue goes only ` +
        'into an empty shop (start with an empty DATA_DIR or DATABASE_URL database)'
    )
  await seedDemo(db)
  return shopContents(db)
}
