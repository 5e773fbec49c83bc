/**
 * One load run with autocannon, in its own process so the load generator never shares an event loop with the
 * code that prepares or reports (npm run bench:server starts one of these per endpoint and connection count).
 *
 * node scripts/bench/load.mjs <plan.json> -> prints one JSON line: req/s, latency percentiles, errors, errnos.
 * plan: { url, connections, seconds?, amount?, requests: [{ path, body?, token? }] }. The requests are sent in
 * turn across all connections (each exactly once when `amount` equals their number, as for order create).
 */
import fs from 'node:fs'
import autocannon from 'autocannon'

const plan = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const prepared = plan.requests.map((r) => ({
  method: 'POST',
  path: r.path,
  body: JSON.stringify(r.body ?? {}),
  headers: { 'content-type': 'application/json', ...(r.token ? { authorization: `Bearer ${r.token}` } : {}) }
}))

let next = 0
const errnos = {}
const latencies = []
// Latency by answer, and when the last success arrived: autocannon reads a body right before it reports that
// response's time, so the two are paired through `lastKey`.
const byErrno = {}
let lastKey = ''
let lastSuccessAt = 0
const started = Date.now()

const instance = autocannon({
  url: plan.url,
  connections: plan.connections,
  ...(plan.amount ? { amount: plan.amount } : { duration: plan.seconds ?? 10 }),
  timeout: 30,
  requests: [
    {
      setupRequest: (req) => ({ ...req, ...prepared[next++ % prepared.length] }),
      onResponse: (status, body) => {
        // Only the envelope's head is read: parsing every answer would load the client more than the server.
        const m = /^\{"errno":(-?\d+)/.exec(body)
        const key = m ? m[1] : `http ${status}`
        errnos[key] = (errnos[key] ?? 0) + 1
        lastKey = key
      }
    }
  ]
})
instance.on('response', (_client, _status, _bytes, ms) => {
  latencies.push(ms)
  ;(byErrno[lastKey] ??= []).push(ms)
  if (lastKey === '1') lastSuccessAt = Date.now() - started
})

instance.on('done', (result) => {
  latencies.sort((a, b) => a - b)
  const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] : NaN)
  const ok = errnos['1'] ?? 0
  const out = {
    connections: plan.connections,
    seconds: result.duration,
    requests: latencies.length,
    rps: latencies.length / result.duration,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    max: latencies[latencies.length - 1] ?? NaN,
    // Connection errors and timeouts, plus every answer that is not errno 1.
    errors: result.errors + result.timeouts + (latencies.length - ok),
    errnos,
    /** Per answer: count, p50, p95 (ms). */
    byErrno: Object.fromEntries(
      Object.entries(byErrno).map(([k, v]) => {
        v.sort((a, b) => a - b)
        const at = (p) => v[Math.min(v.length - 1, Math.ceil(p * v.length) - 1)]
        return [k, { n: v.length, p50: at(0.5), p95: at(0.95) }]
      })
    ),
    /** Milliseconds from the start to the last success (a flash sale: when its last unit sold). */
    lastSuccessMs: lastSuccessAt
  }
  process.stdout.write(`${JSON.stringify(out)}\n`)
})
