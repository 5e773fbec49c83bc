import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { seedDatabase } from './db/seed'
import { buildApp } from './app'
import { ensureH5Build } from './lib/h5-build'

/** Entry point: env -> database (migrate, seed) -> H5 build if stale -> listen; closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await seedDatabase(database.db)
  if (process.env.SKIP_H5_BUILD !== '1') await ensureH5Build(config.h5Dir)
  const app = await buildApp({ config, database })

  const timers = app.jobs.map((job) =>
    setInterval(() => {
      job.run().catch((err) => app.log.error({ err, job: job.name }, 'job failed'))
    }, job.everyMs)
  )

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    timers.forEach(clearInterval)
    // app.close waits for in-flight requests (and so their transactions) before the database closes.
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(`mall ready on ${config.publicUrl} (database: ${database.kind})`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
