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

/** What drizzle's prepared query keeps of the statement it built (the same fields on node-postgres and PGlite). */
interface Built {
  queryString: string
  params: unknown[]
  fields?: unknown
  _isResponseInArrayMode: boolean
  customResultMapper?: unknown
  joinsNotNullableMap?: unknown
}

interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    arrayMode: boolean,
    mapper?: unknown
  ): { joinsNotNullableMap?: unknown }
}

/**
 * A statement built once per process and run on any handle, a transaction included: the text and its placeholders
 * come from the first build, each call binds them to the handle's session (drizzle's public `_.session`). perDb
 * cannot serve a transaction (a new handle each time, so a new build each time), and on the order path building
 * the query was the larger part of a short statement's CPU (measured: docs/decisions/0026, item 8). The SQL text
 * depends only on the dialect, the same for PGlite and PostgreSQL. Values go in as `sql.placeholder(...)`s.
 */
export function prebuilt<P extends object>(
  name: string,
  build: (db: DbOrTx) => { prepare(name: string): P }
): (db: DbOrTx) => P {
  let made: Built | undefined
  return (db) => {
    made ??= build(db).prepare(name) as unknown as Built
    const session = (db as unknown as { _: { session: Session } })._.session
    const q = session.prepareQuery(
      { sql: made.queryString, params: made.params },
      made.fields,
      name,
      made._isResponseInArrayMode,
      made.customResultMapper
    )
    q.joinsNotNullableMap = made.joinsNotNullableMap
    return q as P
  }
}
