import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { openTemplateDatabase } from './template-db'
import { until } from './helpers'
import { startFakeIngest, type EnvelopeItem, type FakeIngest } from './fakes/sentry-ingest'

type Trace = { trace_id?: string; parent_span_id?: string; span_id?: string; status?: string }
const traceOf = (i: EnvelopeItem) => (i.payload.contexts as { trace?: Trace } | undefined)?.trace ?? {}

describe('server errors and traces to a Sentry-compatible ingest (SENTRY_DSN)', () => {
  let ingest: FakeIngest
  let app: Awaited<ReturnType<typeof buildApp>>
  let close: () => Promise<void>

  before(async () => {
    ingest = await startFakeIngest()
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        SENTRY_DSN: ingest.dsn,
        SENTRY_RELEASE: 'mall@test',
        TARO_APP_SENTRY_DSN: 'https://0123abcd@o1.ingest.example.com/7'
      } as NodeJS.ProcessEnv),
      h5Dir: '/nonexistent'
    }
    const database = await openTemplateDatabase()
    app = await buildApp({ config, database, logger: false })
    // A route that fails the way a bug does: an unexpected error, with causes below it.
    app.get('/api/test/boom/:id', async () => {
      throw new Error('ledger write failed', { cause: new Error('connection reset') })
    })
    await app.ready()
    close = async () => {
      await app.close()
      await database.close()
    }
  })
  after(async () => {
    await close?.()
    await ingest?.close()
  })

  it('SENTRY_DSN unset: monitoring off in the configuration; set: the app has a monitor', async () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv).sentry.dsn, undefined)
    assert.ok(app.monitor, 'on with it')
  })

  it("an error continues the app's trace: the error event and the request's transaction carry its trace id", async () => {
    const traceId = crypto.randomBytes(16).toString('hex')
    const parentSpan = crypto.randomBytes(8).toString('hex')
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/boom/17',
      headers: {
        'sentry-trace': `${traceId}-${parentSpan}-1`,
        baggage: `sentry-trace_id=${traceId},sentry-sample_rate=1,sentry-sampled=true,sentry-environment=test`,
        authorization: 'Bearer secret-token-never-sent',
        'user-agent': 'mall-test'
      }
    })
    assert.equal(res.statusCode, 500)
    assert.equal(res.json().error, '服务器繁忙，请稍后重试')
    await app.monitor!.flush()
    const found = await until(
      async () => ingest.items.filter((i) => traceOf(i).trace_id === traceId),
      (l) => l.some((i) => i.type === 'event') && l.some((i) => i.type === 'transaction')
    )
    const event = found.find((i) => i.type === 'event')!
    const values = (event.payload.exception as { values: Array<{ value: string }> }).values.map((v) => v.value)
    assert.ok(values.includes('ledger write failed'), values.join(' | '))
    assert.ok(values.includes('connection reset'), 'the cause is linked')
    assert.equal((event.payload.tags as Record<string, string>).route, '/api/test/boom/:id')
    assert.equal(event.payload.release, 'mall@test')
    assert.doesNotMatch(JSON.stringify(event.payload), /secret-token-never-sent/)

    const tx = found.find((i) => i.type === 'transaction')!
    assert.equal(tx.payload.transaction, 'GET /api/test/boom/:id', 'named by the route pattern, not the raw url')
    assert.equal(traceOf(tx).parent_span_id, parentSpan, "a child of the app's span")
    assert.equal(traceOf(tx).status, 'internal_error')
    assert.equal(traceOf(event).span_id, traceOf(tx).span_id, 'the error happened inside that transaction')
    assert.equal(ingest.refused, 0)
  })

  it('every request is traced (sample rate 1); an answered error (errno) is not an error event', async () => {
    const before = ingest.items.length
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/profile', payload: {} })
    assert.equal(res.json().errno, 1006)
    await app.monitor!.flush()
    const added = await until(
      async () => ingest.items.slice(before),
      (l) => l.some((i) => i.type === 'transaction')
    )
    assert.ok(added.some((i) => i.type === 'transaction' && i.payload.transaction === 'POST /api/v1/user/profile'))
    assert.equal(added.filter((i) => i.type === 'event').length, 0)
  })

  it("the H5 build's ingest (TARO_APP_SENTRY_DSN) is allowed by the content-security policy, nothing else", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    assert.match(csp, /connect-src 'self' blob: https:\/\/o1\.ingest\.example\.com(;|$)/)
  })
})
