import type { Db } from '../client'

/** Demo data of the pension area. Idempotent: writes only when its tables are empty. */
export async function seedPension(_db: Db) {}
