// npm run db:seed:demo: the demo catalogue (goods, activities, coupons, the pension lottery) into an empty shop, for a
// demo or a trial on production settings. Refuses, exit 1, a database that already holds goods or orders. Embedded
// PGlite is one process's: stop the server first. See docs/deploy.md (First start in production: an empty shop).
import path from 'node:path'
import { openDatabase } from '../server/src/db/client'
import { DemoRefused, seedDemoShop } from '../server/src/db/seed'
import { ROOT } from '../server/src/paths'

async function main() {
  // Only where the database is: the server's other settings (providers, secrets) play no part in seeding, so the
  // command runs with or without them, as DATA_DIR and DATABASE_URL are read by the server (server/src/config.ts).
  const databaseUrl = process.env.DATABASE_URL || undefined
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || '.data')
  const database = await openDatabase({ databaseUrl, dataDir })
  try {
    const made = await seedDemoShop(database.db)
    console.log(
      `demo catalogue written: ${made.goods} goods into ${databaseUrl ? 'the DATABASE_URL database' : dataDir}`
    )
  } catch (err) {
    if (!(err instanceof DemoRefused)) throw err
    console.error(`db:seed:demo refused: ${err.message}`)
    process.exitCode = 1
  } finally {
    await database.close()
  }
}

main().catch((err) => {
  console.error(`db:seed:demo: ${err instanceof Error ? err.message : err}`)
  process.exit(1)
})
