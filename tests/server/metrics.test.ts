import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { ConfigError, loadConfig } from '../../server/src/config'
import { tickJob } from '../../server/src/lib/jobs'
import { serveMetricsPort } from '../../server/src/lib/metrics'
import { createTestApp, type TestApp } from './helpers'

/** Prometheus metrics (server/src/lib/metrics.ts): off by default, behind METRICS_TOKEN or on METRICS_PORT. */
const TOKEN = 'metrics-test-token-0123456789'

describe('metrics', () => {
  let t: TestApp
  let off: TestApp
  before(async () => {
    t = await createTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN } })
    off = await createTestApp({ seed: false })
  })
  after(async () => {
    await t.close()
    await off.close()
  })

  const scrape = (app: TestApp, authorization?: string) =>
    app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })

  it('are off unless configured', async () => {
    assert.equal(off.app.metrics, null)
    const res = await scrape(off, `Bearer ${TOKEN}`)
    assert.doesNotMatch(res.body, /mall_http_requests_total/)
  })

  it('are served only to the bearer of METRICS_TOKEN', async () => {
    for (const auth of [undefined, 'Bearer wrong-token-wrong-token', TOKEN]) {
      const res = await scrape(t, auth)
      assert.equal(res.statusCode, 404, `authorization ${auth}`)
      assert.doesNotMatch(res.body, /mall_/)
    }
    assert.equal((await scrape(t, `Bearer ${TOKEN}`)).statusCode, 200)
  })

  it('count requests by route pattern and status, with their latency', async () => {
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'GET', url: '/api/health' })
    await t.post('/api/v1/user/profile', {}) // no token: answered, with the route's pattern as its label
    await t.app.inject({ method: 'GET', url: '/api/no/such/route/12345' })
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body
    assert.match(text, /mall_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 2/)
    assert.match(text, /mall_http_requests_total\{method="POST",route="\/api\/v1\/user\/profile",status="\d+"\} 1/)
    assert.match(text, /mall_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/)
    assert.doesNotMatch(text, /12345/, 'raw URLs never become labels')
    assert.match(text, /mall_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 2/)
    assert.match(text, /mall_process_resident_memory_bytes/)
  })

  it('count the scheduled jobs this node ran or left to another node', async () => {
    const database = { db: t.db, kind: process.env.DATABASE_URL ? ('postgres' as const) : ('pglite' as const) }
    const job = { name: 'metrics-probe', everyMs: 1000, run: async () => undefined }
    const onTick = t.app.metrics!.jobTick
    const now = Date.now()
    assert.equal(await tickJob(database, job, { everyMs: 1000, now, onTick }), 'ran')
    assert.equal(await tickJob(database, job, { everyMs: 1000, now, onTick }), 'skipped')
    const failing = { ...job, name: 'metrics-fail', run: async () => Promise.reject(new Error('boom')) }
    assert.equal(await tickJob(database, failing, { everyMs: 1000, now, onTick }), 'failed')
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body
    assert.match(text, /mall_job_ticks_total\{job="metrics-probe",outcome="ran"\} 1/)
    assert.match(text, /mall_job_ticks_total\{job="metrics-probe",outcome="skipped"\} 1/)
    assert.match(text, /mall_job_ticks_total\{job="metrics-fail",outcome="failed"\} 1/)
    assert.match(text, /mall_job_duration_seconds_count\{job="metrics-probe"\} 1/)
  })

  it('can be served on a port of their own', async () => {
    const server = await serveMetricsPort(t.app.metrics!, 0, '127.0.0.1')
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const res = await fetch(`${base}/metrics`)
      assert.equal(res.status, 200)
      assert.match(await res.text(), /mall_http_requests_total/)
      assert.equal((await fetch(`${base}/other`)).status, 404)
    } finally {
      server.close()
    }
  })

  it('refuse a short token or a bad port', () => {
    assert.throws(() => loadConfig({ METRICS_TOKEN: 'short' } as NodeJS.ProcessEnv), ConfigError)
    assert.throws(() => loadConfig({ METRICS_PORT: 'x' } as NodeJS.ProcessEnv), ConfigError)
    assert.equal(loadConfig({ METRICS_PORT: '9464' } as NodeJS.ProcessEnv).metrics.port, 9464)
  })
})
