/**
 * The app's Sentry client (a TARO_APP_SENTRY_DSN build): the spec's numbers, against Taro.request answering like
 * a Sentry ingest. The DSN is read when the modules load, so they are required after it is set.
 */
type TaroMock = typeof import('./helpers/taro-mock')
export {}

/** An error with a cause (the app's TypeScript lib predates ErrorOptions). */
const caused = (message: string, cause: unknown) => Object.assign(new Error(message), { cause })

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

const DSN = 'https://0123456789abcdef0123456789abcdef@sentry.example.com/42'
process.env.TARO_APP_SENTRY_DSN = DSN
type Monitoring = typeof import('../../src/services/monitoring')
type Mini = typeof import('../../src/services/sentry-mini')
type Reporter = typeof import('../../src/services/reporter')
type Request = typeof import('../../src/services/request')
type Keys = typeof import('../../src/constants/storage-keys')

let monitoring: Monitoring
let mini: Mini
let reporter: Reporter
let request: Request
let keys: Keys
let Taro: TaroMock['Taro']

const INGEST = 'https://sentry.example.com/api/42/envelope/'
const ingestCalls = () => Taro.request.mock.calls.filter((c) => String(c[0].url).startsWith(INGEST))
/** Envelope bodies the fake ingest accepted (answered 200). */
let delivered: string[] = []
/** The items of every envelope delivered, parsed as the ingest would. */
const sentItems = () =>
  delivered.flatMap((body) => {
    const lines = body.split('\n')
    const out: Array<{ type: string; payload: Record<string, unknown> }> = []
    for (let i = 1; i + 1 < lines.length; i += 2)
      out.push({ type: JSON.parse(lines[i]).type, payload: JSON.parse(lines[i + 1]) })
    return out
  })
const sentEvents = () => sentItems().filter((i) => i.type === 'event')
const messages = () =>
  sentEvents().map((e) => (e.payload.exception as { values: Array<{ value: string }> }).values.at(-1)?.value)

function answer(statusCode: number, header: Record<string, string> = {}) {
  Taro.request.mockImplementation((opts: { url: string; data: unknown }) => {
    if (statusCode === 200 && opts.url.startsWith(INGEST)) delivered.push(String(opts.data))
    return Promise.resolve({ statusCode, data: '{}', header, errMsg: 'request:ok' })
  })
}
const offline = () => Taro.request.mockImplementation(() => Promise.reject({ errMsg: 'request:fail' }))
const settle = (ms = 0) => jest.advanceTimersByTimeAsync(ms)
const capture = (err: unknown) => monitoring.captureToMonitor(err)

beforeEach(() => {
  jest.useFakeTimers()
  // A fresh module registry per test (a fresh SDK client, rate limits and queue), and so a fresh Taro mock.
  jest.resetModules()
  const taro = require('./helpers/taro-mock') as TaroMock
  Taro = taro.Taro
  taro.resetTaro()
  delivered = []
  process.env.TARO_ENV = 'weapp'
  monitoring = require('../../src/services/monitoring')
  mini = require('../../src/services/sentry-mini')
  reporter = require('../../src/services/reporter')
  request = require('../../src/services/request')
  keys = require('../../src/constants/storage-keys')
  answer(200)
  mini.startSentry(DSN)
})

afterEach(() => {
  reporter.resetReporter()
  jest.useRealTimers()
  process.env.TARO_ENV = 'h5'
})

it('with a DSN the reporter hands errors to Sentry, not to /app/report; every error is sent (rate 1)', async () => {
  for (let i = 0; i < 5; i++) reporter.report(new Error(`boom ${i}`))
  await settle(1000)
  expect(messages()).toEqual(['boom 0', 'boom 1', 'boom 2', 'boom 3', 'boom 4'])
  expect(Taro.request.mock.calls.filter((c) => String(c[0].url).includes('/app/report'))).toHaveLength(0)
  // The ingest's auth is in the URL (Taro.request cannot always set custom headers on every platform).
  expect(String(ingestCalls()[0][0].url)).toMatch(/sentry_key=0123456789abcdef0123456789abcdef/)
})

it("drops 'Script error' (and the reporter's other noise) before sending", async () => {
  capture(new Error('Script error.'))
  reporter.report('Script error.')
  capture(new Error('real failure'))
  await settle(1000)
  expect(messages()).toEqual(['real failure'])
})

it('cuts the cause chain at depth 5: five causes below the error are kept, the rest dropped', async () => {
  let err = new Error('cause 8')
  for (let i = 7; i >= 1; i--) err = caused(`cause ${i}`, err)
  capture(caused('top', err))
  await settle(1000)
  const values = (sentEvents()[0].payload.exception as { values: Array<{ value: string }> }).values.map((v) => v.value)
  expect(values.reverse()).toEqual(['top', 'cause 1', 'cause 2', 'cause 3', 'cause 4', 'cause 5'])
})

it('HTTP 429 with Retry-After: nothing is sent for that long, then sending resumes', async () => {
  answer(429, { 'Retry-After': '120' })
  capture(new Error('first'))
  await settle(1000)
  expect(ingestCalls()).toHaveLength(1)
  answer(200)
  capture(new Error('during the pause'))
  await settle(110_000)
  capture(new Error('still paused'))
  await settle(1000)
  expect(ingestCalls()).toHaveLength(1)
  await settle(10_000)
  capture(new Error('after the pause'))
  await settle(1000)
  expect(messages()).toEqual(['after the pause'])
})

it('HTTP 429 without Retry-After pauses 60 s', async () => {
  answer(429)
  capture(new Error('first'))
  await settle(1000)
  answer(200)
  await settle(57_000)
  capture(new Error('at 58 s'))
  await settle(1000)
  expect(messages()).toEqual([])
  await settle(2000)
  capture(new Error('at 61 s'))
  await settle(1000)
  expect(messages()).toEqual(['at 61 s'])
})

it('offline: at most 30 events wait in storage, the oldest dropped, and go once the network is back', async () => {
  offline()
  for (let i = 0; i < 40; i++) capture(new Error(`offline ${i}`))
  await settle(1000)
  const stored = Taro.getStorageSync(keys.MONITOR_QUEUE_KEY) as { data: string[] }
  expect(stored.data).toHaveLength(30)
  answer(200)
  // The offline transport retries with backoff (5 s, doubling); then drains the queue one envelope at a time.
  await settle(120_000)
  const sent = messages()
  expect(sent).toHaveLength(30)
  expect(sent).toContain('offline 39')
  expect(sent).not.toContain('offline 9')
  expect((Taro.getStorageSync(keys.MONITOR_QUEUE_KEY) as { data: string[] }).data).toHaveLength(0)
})

it("requests carry the app's trace, and the app's error events the same trace id", async () => {
  const headers = request.buildHeaders()
  const traceId = monitoring.appTraceId()
  expect(traceId).toMatch(/^[0-9a-f]{32}$/)
  expect(headers['sentry-trace']).toMatch(new RegExp(`^${traceId}-[0-9a-f]{16}-1$`))
  expect(headers.baggage).toContain(`sentry-trace_id=${traceId}`)
  expect(headers.baggage).toContain('sentry-public_key=0123456789abcdef0123456789abcdef')
  capture(new Error('linked'))
  await settle(1000)
  const trace = (sentEvents()[0].payload.contexts as { trace: { trace_id: string } }).trace
  expect(trace.trace_id).toBe(traceId)
})

it('H5: the browser SDK client (loaded after the first paint) sends through the same transport and limits', async () => {
  process.env.TARO_ENV = 'h5'
  const h5 = require('../../src/services/sentry-h5') as typeof import('../../src/services/sentry-h5')
  h5.startSentry(DSN)
  capture(new Error('Script error.'))
  capture(caused('h5 failure', new Error('below')))
  await settle(1000)
  const event = sentEvents().at(-1)!.payload
  expect((event.exception as { values: Array<{ value: string }> }).values.map((v) => v.value)).toEqual([
    'below',
    'h5 failure'
  ])
  expect((event.contexts as { trace: { trace_id: string } }).trace.trace_id).toBe(monitoring.appTraceId())
  expect(event.sdk).toMatchObject({ name: 'sentry.javascript.browser' })
  expect(messages()).not.toContain('Script error.')
}, 30_000)

it('without a DSN: no trace headers, and the reporter keeps POST /app/report', async () => {
  jest.resetModules()
  process.env.TARO_APP_SENTRY_DSN = ''
  try {
    const taro = require('./helpers/taro-mock') as TaroMock
    taro.resetTaro()
    taro.Taro.request.mockImplementation(() =>
      Promise.resolve({ statusCode: 200, data: { errno: 1, error: '', data: null }, header: {}, errMsg: 'request:ok' })
    )
    const off = require('../../src/services/monitoring') as Monitoring
    const req = require('../../src/services/request') as Request
    const rep = require('../../src/services/reporter') as Reporter
    expect(off.monitoringOn()).toBe(false)
    expect(req.buildHeaders()).not.toHaveProperty('sentry-trace')
    rep.report(new Error('to our own table'))
    await settle(1000)
    const urls = taro.Taro.request.mock.calls.map((c) => String(c[0].url))
    expect(urls.some((u) => u.endsWith('/app/report'))).toBe(true)
    expect(urls.some((u) => u.startsWith(INGEST))).toBe(false)
    rep.resetReporter()
  } finally {
    process.env.TARO_APP_SENTRY_DSN = DSN
  }
})
