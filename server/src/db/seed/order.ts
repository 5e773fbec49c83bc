import type { Db } from '../client'

/** Demo data of the order area. Idempotent: writes only when its tables are empty. */
export async function seedOrder(_db: Db) {}
