import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { PGlite } from '@electric-sql/pglite'

/*
 * Backups (docs/operations.md). The embedded PGlite database is one folder (DATA_DIR/pg) that only one process may
 * open, so a backup is always taken by the process that has it open:
 * - a running server takes it itself when `npm run db:backup` asks on the server's backup socket,
 *   DATA_DIR/control/backup.sock (a Unix socket in a folder only the server's own user may enter);
 * - with the server stopped, the script opens the folder and takes it the same way.
 * Either way it is PGlite's dump of the data folder (a gzipped tar) taken after a checkpoint while no transaction
 * runs, and a restore loads it into an empty folder. PostgreSQL is backed up by its own tools, pg_dump / pg_restore.
 */

/** The PGlite data folder inside DATA_DIR, as db/client.ts opens it. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pg')
/** The running server's backup socket; its folder is the server user's alone (mode 0700). */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'control', 'backup.sock')

export interface Dump {
  /** The gzipped tar of the data folder. */
  gz: Buffer
  /** How long writes waited for the dump (the checkpoint and the copy of the files), ms. */
  pauseMs: number
}

const gzip = promisify(zlib.gzip)

/**
 * One consistent dump of an open PGlite. Every statement and transaction of the app goes through PGlite's transaction
 * lock (db/pglite-statements.ts too), so inside a transaction of our own nobody else's is half done: CHECKPOINT
 * writes every committed page to the data files, and the files are copied before the lock is let go. Compressing
 * happens after, while the shop goes on.
 */
export async function dumpPglite(pg: PGlite): Promise<Dump> {
  const started = performance.now()
  const tar = await pg.transaction(async (tx) => {
    await tx.exec('checkpoint')
    return Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer())
  })
  const pauseMs = Math.round(performance.now() - started)
  return { gz: await gzip(tar), pauseMs }
}

/** Writes beside the target and renames: a failed backup never leaves half a file under the real name. */
function writeWhole(file: string, bytes: Buffer) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  fs.writeFileSync(`${file}.part`, bytes)
  fs.renameSync(`${file}.part`, file)
}

/** With the server stopped: opens the embedded database in `dataDir`, dumps it to `file`; answers its size in bytes. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  const dir = pgliteDir(dataDir)
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`no embedded database in ${dir}`)
  const { PGlite } = await import('@electric-sql/pglite')
  const pg = new PGlite(dir)
  try {
    await pg.waitReady
    const { gz } = await dumpPglite(pg)
    writeWhole(file, gz)
    return gz.length
  } finally {
    await pg.close()
  }
}

interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/**
 * The running server's side: answers `backup\n` on DATA_DIR/control/backup.sock with a header line
 * `{"ok":true,"bytes":N,"sha256":"…","pause_ms":M}` and the N bytes of a dump; one dump at a time. Nothing else is
 * understood (no restore, no SQL). Why a socket and not a route: docs/operations.md (Backups). Answers null, and
 * logs why, when the socket cannot be made (a DATA_DIR path too long for a socket name): backups then need a stop.
 */
export async function serveBackups(dump: () => Promise<Dump>, dataDir: string, log: Log) {
  const file = backupSocketPath(dataDir)
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  fs.chmodSync(path.dirname(file), 0o700)
  // A socket left by a server that was killed: nobody listens on it any more.
  fs.rmSync(file, { force: true })
  let queue: Promise<unknown> = Promise.resolve()
  const server = net.createServer((sock) => {
    let asked = ''
    sock.on('error', () => undefined)
    // A connection that never says what it wants does not hold the server's shutdown.
    sock.setTimeout(10_000, () => sock.destroy())
    sock.on('data', (chunk) => {
      asked += chunk.toString('utf8')
      if (!asked.includes('\n')) return
      sock.removeAllListeners('data')
      sock.setTimeout(0)
      if (asked.trim() !== 'backup')
        return void sock.end(`${JSON.stringify({ ok: false, error: 'unknown command' })}\n`)
      queue = queue.then(async () => {
        try {
          const d = await dump()
          const sha256 = crypto.createHash('sha256').update(d.gz).digest('hex')
          sock.write(`${JSON.stringify({ ok: true, bytes: d.gz.length, sha256, pause_ms: d.pauseMs })}\n`)
          sock.end(d.gz)
          log.info({ bytes: d.gz.length, pauseMs: d.pauseMs }, 'online backup taken')
        } catch (err) {
          sock.end(`${JSON.stringify({ ok: false, error: (err as Error).message })}\n`)
          log.warn({ err }, 'online backup failed')
        }
      })
    })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(file, () => resolve())
    })
  } catch (err) {
    log.warn({ err, file }, 'online backups are off: the backup socket cannot be made; stop the server to back up')
    return null
  }
  fs.chmodSync(file, 0o600)
  return {
    file,
    /** Stops taking requests; a dump under way is finished first (before the database closes). */
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await queue
      fs.rmSync(file, { force: true })
    }
  }
}

/**
 * The script's side: asks the server running on `dataDir` for a dump and writes it to `file`, checked for its
 * length and SHA-256. Answers null when no server is running there (no socket, or a stale one nobody listens on).
 */
export async function requestOnlineBackup(dataDir: string, file: string, timeoutMs = 10 * 60_000) {
  const sock = backupSocketPath(dataDir)
  if (!fs.existsSync(sock)) return null
  const answer = await new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = []
    const c = net.createConnection(sock, () => c.write('backup\n'))
    c.setTimeout(timeoutMs, () => c.destroy(new Error(`the server did not answer within ${timeoutMs / 1000} s`)))
    c.on('data', (b) => chunks.push(b))
    c.on('end', () => resolve(Buffer.concat(chunks)))
    c.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(null) : reject(err)
    )
  })
  if (!answer) return null
  const eol = answer.indexOf('\n')
  const head = JSON.parse(answer.subarray(0, eol < 0 ? answer.length : eol).toString('utf8')) as {
    ok: boolean
    error?: string
    bytes?: number
    sha256?: string
    pause_ms?: number
  }
  if (!head.ok) throw new Error(`the server could not take the backup: ${head.error}`)
  const gz = answer.subarray(eol + 1)
  if (gz.length !== head.bytes || crypto.createHash('sha256').update(gz).digest('hex') !== head.sha256)
    throw new Error(`the backup arrived incomplete (${gz.length} of ${head.bytes} bytes); nothing was written`)
  writeWhole(file, gz)
  return { bytes: gz.length, pauseMs: head.pause_ms ?? 0 }
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
