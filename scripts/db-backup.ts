import path from 'node:path'
import { backupPglite, postgresTool, requestOnlineBackup, restorePglite } from '../server/src/db/backup'

/*
 * npm run db:backup [-- <file>]            dump the database; embedded: the running server takes it (online),
 *                                            or with the server stopped, this script opens the folder itself
 * npm run db:restore -- <file> [<dataDir>]  load a dump into an empty DATA_DIR (or the DATABASE_URL database)
 * With DATABASE_URL set both go through pg_dump / pg_restore. See docs/operations.md.
 */
async function main() {
  const [command, ...args] = process.argv.slice(2)
  const databaseUrl = process.env.DATABASE_URL
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
    const file = path.resolve(args[0] || path.join('backups', `mall-${stamp}.${databaseUrl ? 'pgdump' : 'tar.gz'}`))
    const dataDir = path.resolve(process.env.DATA_DIR || '.data')
    if (databaseUrl) {
      postgresTool('backup', databaseUrl, file)
      console.log(`backup written to ${file}`)
      return
    }
    // PGlite is one process's: a running server takes the dump itself; only a stopped one leaves the folder to us.
    const online = await requestOnlineBackup(dataDir, file)
    if (online)
      console.log(
        `backup written to ${file} by the running server (${online.bytes} bytes, writes paused ${online.pauseMs} ms)`
      )
    else {
      await backupPglite(dataDir, file)
      console.log(`backup written to ${file} (no server running on ${dataDir}: read from the folder)`)
    }
  } else if (command === 'restore' && args[0]) {
    const file = path.resolve(args[0])
    const dataDir = path.resolve(args[1] || process.env.DATA_DIR || '.data')
    if (databaseUrl) postgresTool('restore', databaseUrl, file)
    else await restorePglite(file, dataDir)
    console.log(`restored ${file} into ${databaseUrl ? 'the DATABASE_URL database' : dataDir}`)
  } else {
    throw new Error('usage: db-backup.ts backup [file] | restore <file> [dataDir]')
  }
}

main().catch((err) => {
  console.error(`db: ${err instanceof Error ? err.message : err}`)
  process.exit(1)
})
