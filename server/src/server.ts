import { ConfigError, loadConfig, PROVIDER_VARS, sandboxProviders } from './config'
import { openDatabase } from './db/client'
import { seedDatabase } from './db/seed'
import { buildApp } from './app'
import { ensureH5Build } from './lib/h5-build'

/** Entry point: env -> database (migrate, seed) -> H5 build if stale -> listen; closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig()
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    afterMigrate: seedDatabase
  })
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
  // With PENSION_ENABLED=0 the bank and e-sign sandboxes are never reached: not a demo.
  const sandboxes = sandboxProviders(config)
    .filter((k) => config.pensionEnabled || (k !== 'bank' && k !== 'esign'))
    .map((k) => PROVIDER_VARS[k].name)
  if (config.env === 'production' && sandboxes.length) {
    // Only reachable with DEMO_MODE=1 (config.ts refuses it otherwise): say so where operators look.
    app.log.warn(
      `DEMO_MODE=1: running on sandbox providers (${sandboxes.join(', ')}); nothing is really paid, opened or ` +
        'signed, and every sandbox page carries a banner'
    )
  }
  // Since the process started: module loading (tsx compiling, or the bundle) counts, as it does for operators.
  const startupMs = Math.round(process.uptime() * 1000)
  app.log.info(`mall ready on ${config.publicUrl} (database: ${database.kind}) in ${startupMs} ms`)
}

main().catch((err) => {
  // A setting that cannot work is one line naming the variable, not a stack trace.
  console.error(err instanceof ConfigError ? `mall: ${err.message}` : err)
  process.exit(1)
})
