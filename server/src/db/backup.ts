import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/*
 * Backups (docs/operations.md). The embedded PGlite database is one folder (DATA_DIR/pg) that only one process may
 * open: a backup is PGlite's own dump of that folder (a gzipped tar), taken with the server stopped, and a restore
 * loads it into an empty folder. PostgreSQL is backed up by its own tools, pg_dump and pg_restore.
 */

/** The PGlite data folder inside DATA_DIR, as db/client.ts opens it. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pg')

/** Writes a dump of the embedded database in `dataDir` to `file`; answers its size in bytes. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  const dir = pgliteDir(dataDir)
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`no embedded database in ${dir}`)
  const { PGlite } = await import('@electric-sql/pglite')
  const pg = new PGlite(dir)
  try {
    await pg.waitReady
    // CHECKPOINT first: the dump then holds every committed row in the data files themselves.
    await pg.exec('checkpoint')
    const blob = await pg.dumpDataDir('gzip')
    const bytes = Buffer.from(await blob.arrayBuffer())
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    // Written beside the target and renamed: a failed backup never leaves half a file under the real name.
    fs.writeFileSync(`${file}.part`, bytes)
    fs.renameSync(`${file}.part`, file)
    return bytes.length
  } finally {
    await pg.close()
  }
}

/** Loads a dump made by backupPglite into `dataDir`, which must not hold a database yet (never overwrites one). */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const dir = pgliteDir(dataDir)
  if (fs.existsSync(dir) && fs.readdirSync(dir).length) throw new Error(`${dir} already holds a database`)
  const { PGlite } = await import('@electric-sql/pglite')
  fs.mkdirSync(dir, { recursive: true })
  const pg = new PGlite(dir, { loadDataDir: new Blob([fs.readFileSync(file)]) })
  try {
    await pg.waitReady
    await pg.query('select 1')
  } finally {
    await pg.close()
  }
}

/** pg_dump / pg_restore for a PostgreSQL DATABASE_URL: the custom format, restorable table by table. */
export function postgresTool(kind: 'backup' | 'restore', databaseUrl: string, file: string) {
  const args =
    kind === 'backup'
      ? ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`]
      : ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, file]
  const res = spawnSync(kind === 'backup' ? 'pg_dump' : 'pg_restore', args, { stdio: 'inherit' })
  if (res.error) throw new Error(`${kind === 'backup' ? 'pg_dump' : 'pg_restore'}: ${res.error.message}`)
  if (res.status !== 0) throw new Error(`${kind === 'backup' ? 'pg_dump' : 'pg_restore'} exited with ${res.status}`)
}
