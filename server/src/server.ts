import { ConfigError, loadConfig, PROVIDER_VARS, sandboxProviders } from './config'
import { openDatabase } from './db/client'
import { startSeed } from './db/seed'
import { registerDemoPictures } from './db/seed/demo/store-pictures'
import { buildApp } from './app'
import { ensureH5Build } from './lib/h5-build'
import { ensureAdminBuild } from './admin/static'
import { seedDevAdmin } from './admin/first-account'
import { startJobs } from './lib/jobs'
import { serveMetricsPort } from './lib/metrics'
import { serveBackups } from './db/backup'

/** Entry point: env -> database (migrate, seed) -> H5 build if stale -> listen; closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig()
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // Production makes an empty shop (reference data only); the demo goods come with development or DEMO_MODE=1.
    afterMigrate: startSeed(config)
  })
  if (process.env.SKIP_H5_BUILD !== '1') await ensureH5Build(config.h5Dir)
  if (process.env.SKIP_ADMIN_BUILD !== '1') ensureAdminBuild()
  const app = await buildApp({ config, database })
  await seedDevAdmin(database.db, config)
  // A demo shop's pictures are drawn when first shown, not before listening (docs/decisions/0034-pictures.md).
  await registerDemoPictures(database.db, (msg) => app.log.info(msg))

  // Each job runs once per interval across all nodes on one database (lib/jobs.ts).
  const metrics = app.metrics
  // A failed job run is an error for monitoring too (lib/sentry.ts), beside its log line.
  const jobLog = {
    error(obj: object, msg: string) {
      app.log.error(obj, msg)
      app.monitor?.captureError((obj as { err?: unknown }).err ?? new Error(msg))
    }
  }
  const stopJobs = startJobs(database, app.jobs, process.env, { log: jobLog, onTick: metrics?.jobTick })
  const { port: metricsPort, host: metricsHost } = config.metrics
  const metricsServer = metrics && metricsPort ? await serveMetricsPort(metrics, metricsPort, metricsHost) : null
  // npm run db:backup asks this process for the dump of the embedded database (docs/operations.md, Backups).
  const backups = database.dump ? await serveBackups(database.dump, config.dataDir, app.log) : null

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    stopJobs()
    metricsServer?.close()
    // app.close waits for in-flight requests (and so their transactions) before the database closes.
    await app.close()
    await backups?.close()
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
  if (config.dataKeys.dev) {
    // Development only (production refuses to start without DATA_KEYS): say which keys guard the personal data.
    app.log.warn('DATA_KEYS not set: personal data is encrypted with the public development keys (never real data)')
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
