import type { DbOrTx } from '../db/client'

/**
 * One prepared statement per database handle: drizzle binds a prepared query to the handle that built it, and a
 * process may hold several (tests open one database per app). On PostgreSQL a named statement is parsed and
 * planned once per connection; on PGlite it saves drizzle's query building.
 */
export function perDb<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<object, T>()
  return (db) => {
    let p = made.get(db)
    if (!p) made.set(db, (p = build(db)))
    return p
  }
}
