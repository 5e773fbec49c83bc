import crypto from 'node:crypto'
import http from 'node:http'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Metrics } from './context'

/*
 * Prometheus metrics (docs/operations.md): requests by route and status, their latency, the database pool and the
 * scheduled jobs' runs, plus the process's own (memory, event loop, GC). Off unless configured: METRICS_TOKEN serves
 * GET /metrics on the API port to a bearer of that token; METRICS_PORT serves them on a port of their own (bound to
 * METRICS_HOST, loopback by default) for a scraper inside the operator's network.
 */

export type { Metrics }

export function createMetrics(database: Pick<Database, 'pool'>): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'mall_' })
  const jobRuns = new Counter({
    name: 'mall_job_ticks_total',
    help: 'Scheduled job ticks on this node by outcome: ran, failed, or skipped (another node had the slot)',
    labelNames: ['job', 'outcome'],
    registers: [registry]
  })
  const jobSeconds = new Histogram({
    name: 'mall_job_duration_seconds',
    help: 'Duration of the job runs this node made',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
    registers: [registry]
  })
  const pool = database.pool
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect: function () {
          this.set(read())
        }
      })
    gauge('mall_db_pool_connections', 'PostgreSQL pool connections open', () => pool.totalCount)
    gauge('mall_db_pool_idle', 'PostgreSQL pool connections idle', () => pool.idleCount)
    gauge('mall_db_pool_waiting', 'Queries waiting for a pool connection', () => pool.waitingCount)
  }
  return {
    registry,
    jobTick(job, outcome, ms) {
      jobRuns.inc({ job, outcome })
      if (outcome !== 'skipped') jobSeconds.observe({ job }, ms / 1000)
    }
  }
}

/** Counts every answer by route pattern (never the raw URL: ids would make a series each) and status. */
export function registerMetrics(app: FastifyInstance, config: Config, metrics: Metrics) {
  const requests = new Counter({
    name: 'mall_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [metrics.registry]
  })
  const seconds = new Histogram({
    name: 'mall_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics.registry]
  })
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched'
    requests.inc({ method: req.method, route, status: String(reply.statusCode) })
    seconds.observe({ method: req.method, route }, reply.elapsedTime / 1000)
  })
  const token = config.metrics.token
  if (token) {
    const expected = crypto.createHash('sha256').update(`Bearer ${token}`).digest()
    app.get('/metrics', async (req, reply) => {
      const given = crypto
        .createHash('sha256')
        .update(String(req.headers.authorization ?? ''))
        .digest()
      // Not found, not "forbidden": without the token the path does not exist for a caller.
      if (!crypto.timingSafeEqual(given, expected)) return reply.code(404).send({ errno: 404, error: 'Not Found' })
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
    })
  }
}

/** METRICS_PORT: the metrics alone on their own port; answers the server to close on shutdown. */
export function serveMetricsPort(metrics: Metrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end()
    )
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
