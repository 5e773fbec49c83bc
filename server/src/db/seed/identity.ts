import type { Db } from '../client'

/** Demo data of the identity area. Idempotent: writes only when its tables are empty. */
export async function seedIdentity(_db: Db) {}
