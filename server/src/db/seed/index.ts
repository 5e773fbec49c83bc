import type { Db } from '../client'
import { seedIdentity } from './identity'
import { seedCatalogue } from './catalogue'
import { seedOrder } from './order'
import { seedPension } from './pension'
import { seedStock } from './stock'

/**
 * Demo data for a fresh database. Each area's seed is idempotent (it checks its own tables),
 * so running this on every start is safe and only the first start writes.
 */
export async function seedDatabase(db: Db) {
  await seedIdentity(db)
  await seedCatalogue(db)
  await seedStock(db)
  await seedOrder(db)
  await seedPension(db)
}
