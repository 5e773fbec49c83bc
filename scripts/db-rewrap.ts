import { loadConfig } from '../server/src/config'
import { openDatabase } from '../server/src/db/client'
import { rewrap } from '../server/src/db/rewrap'

/*
 * npm run db:rewrap: every personal value under the current key DATA_KEY_ID, lookup hashes under DATA_HASH_KEY
 * (docs/deploy.md, "Rotating the data keys"). Run with the same environment as the server; with the embedded
 * database, stop the server first (one process opens it).
 */
async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    const done = await rewrap(database.db, config.dataKeys)
    console.log(
      `rewrapped under key ${config.dataKeys.current}: ${done.rewritten} rows, ${done.hashes} lookup hashes, ` +
        `${done.sandbox} sandbox records`
    )
  } finally {
    await database.close()
  }
}

main().catch((err) => {
  console.error(`db:rewrap: ${err instanceof Error ? err.message : err}`)
  process.exit(1)
})
