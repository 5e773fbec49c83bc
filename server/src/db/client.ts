import fs from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { ROOT } from '../paths'
import * as schema from './schema'
import { dumpPglite, type Dump } from './backup'

export type Schema = typeof schema
/**
 * No relational schema: nothing uses drizzle's `db.query.<table>`, and a handle built with one constructs a query
 * builder for each of the ~80 tables every time a transaction opens (about 0.1 ms, a few % of a flash-sale order's
 * CPU: docs/decisions/0026-flash-sale-sold-out-gate.md, "Durable defaults").
 */
export type Db = PgDatabase<PgQueryResultHKT>
/** A transaction handle; services take `Db | Tx` so they compose inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  close(): Promise<void>
  kind: 'pglite' | 'postgres'
  /** PostgreSQL's connection pool, for its metrics (lib/metrics.ts); none on PGlite. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number }
  /** PGlite only: a consistent dump of the open database, for online backups (db/backup.ts). */
  dump?(): Promise<Dump>
  /** PGlite only: the data directory as a tarball, which `template` starts a new database from. */
  dataDirDump?(): Promise<Blob | File>
  /** LISTEN on a channel (its own connection on PostgreSQL); the answer stops listening. */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
}

const migrationsFolder = path.join(ROOT, 'server/drizzle')

export type PGliteClient = import('@electric-sql/pglite').PGlite

/** An embedded PostgreSQL on `dir` ('memory://' or a folder), from a data-directory dump when `template` is given. */
export async function startPglite(dir: string, template?: Blob): Promise<PGliteClient> {
  const { PGlite } = await import('@electric-sql/pglite')
  // pg_trgm indexes goods names for 订单搜索 (the migration creates the extension; PGlite ships it apart).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const client = new PGlite(dir, { extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) })
  await client.waitReady
  return client
}

/**
 * Opens the database: a real PostgreSQL when `databaseUrl` is given, else embedded PGlite
 * (in memory when dataDir is 'memory://', which the tests use), then applies migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string
  dataDir: string
  /** Runs right after the migrations, under the same lock (server.ts seeds here). */
  afterMigrate?: (db: Db) => Promise<void>
  /**
   * PGlite only: start from this data-directory dump (PGlite's dumpDataDir) instead of an empty cluster. The test
   * helper passes a migrated schema so each test file skips initdb and the migrations (docs/testing.md).
   */
  template?: Blob
  /**
   * PGlite only: this open instance instead of a new one; it stays the caller's, so close() leaves it open. The
   * test helper keeps one per process and empties it between test files instead of starting another
   * (tests/server/template-db.ts, docs/testing.md "CI time").
   */
  pglite?: PGliteClient
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new Pool({ connectionString: opts.databaseUrl, max: Number(process.env.PG_POOL_MAX || 10) })
    // An idle client losing its connection (server restart, failover) must not crash the process:
    // the pool drops it and the next query opens a new one.
    pool.on('error', (err) => console.error('postgres idle client error:', err.message))
    // A checked-out client idle between statements (a job's lock transaction, lib/jobs.ts) losing its connection
    // reports on the client itself; without a listener that would end the process.
    pool.on('connect', (client) => client.on('error', (err) => console.error('postgres client error:', err.message)))
    const db = drizzle(pool) as unknown as Db
    // Several API nodes starting at once on an empty database: one migrates and seeds, the others wait for it.
    const lock = await pool.connect()
    try {
      await lock.query("select pg_advisory_lock(hashtext('mall:migrate'))")
      await migrate(db as never, { migrationsFolder })
      await opts.afterMigrate?.(db)
    } finally {
      await lock.query("select pg_advisory_unlock(hashtext('mall:migrate'))").catch(() => undefined)
      lock.release()
    }
    const listen = async (channel: string, onPayload: (payload: string) => void) => {
      const client = await pool.connect()
      client.on('notification', (m) => {
        if (m.channel === channel) onPayload(m.payload ?? '')
      })
      await client.query(`listen ${client.escapeIdentifier(channel)}`)
      return async () => {
        await client.query(`unlisten ${client.escapeIdentifier(channel)}`).catch(() => undefined)
        client.release()
      }
    }
    return { db, kind: 'postgres', pool, listen, close: () => pool.end() }
  }
  type PGlite = PGliteClient
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  let dir = opts.dataDir
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true })
    dir = path.join(dir, 'pg')
  }
  const client = opts.pglite ?? (await startPglite(dir, opts.template))
  // Each statement parsed once (docs/decisions/0030-pglite-statement-cache.md); PGLITE_STATEMENT_CACHE=0 is PGlite's
  // own query, for comparing.
  const { cachedStatements } = await import('./pglite-statements')
  const driver = process.env.PGLITE_STATEMENT_CACHE === '0' ? client : (cachedStatements(client) as unknown as PGlite)
  const db = drizzle({ client: driver }) as unknown as Db
  await migrate(db as never, { migrationsFolder })
  await opts.afterMigrate?.(db)
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    const stop = await client.listen(channel, onPayload)
    return () => stop()
  }
  return {
    db,
    kind: 'pglite',
    listen,
    dump: () => dumpPglite(client),
    dataDirDump: () => client.dumpDataDir('none'),
    close: async () => {
      if (opts.pglite) return
      await client.close()
      // A closed PGlite still holds its WebAssembly instance and file system (about 200 MB) for as long as anything
      // references the client; a process that opens many in turn (the server tests run many files in one process,
      // docs/testing.md "CI time") would keep every one. Closed is closed: let them go.
      Object.assign(client, { mod: undefined, fs: undefined })
    }
  }
}
