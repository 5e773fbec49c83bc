/**
 * npm run bench:server (a measurement, not a test): requests per second and latency percentiles of
 * goods search, goods info and order list under concurrent load, over loopback against the real
 * server process (fresh DATA_DIR, free port). Client and server share this machine's CPUs, so the
 * numbers are a floor for a dedicated server. Writes bench/server.md (and bench/server.json,
 * git-ignored) and prints the table.
 *
 * Env: BENCH_CONCURRENCY (default 32), BENCH_SECONDS per endpoint (default 10), BENCH_ORDERS (orders
 * seeded for the order list, default 12).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// The e2e helper starts the server the same way the browser journeys do.
// @ts-expect-error plain ESM helper without type declarations
import { ROOT, startServer } from '../tests/e2e/lib/env.mjs'

interface Envelope<T = unknown> {
  errno: number
  error: string
  data: T
}

interface Endpoint {
  name: string
  path: string
  body: () => Record<string, unknown>
  token?: string
}

interface Result {
  name: string
  path: string
  requests: number
  errors: number
  seconds: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  firstError?: string
}

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY) || 32
const SECONDS = Number(process.env.BENCH_SECONDS) || 10
const ORDERS = Number(process.env.BENCH_ORDERS ?? 12)
const BENCH = path.join(ROOT as string, 'bench')

async function post<T = unknown>(base: string, apiPath: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${base}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body)
  })
  return (await res.json()) as Envelope<T>
}

function must<T>(env: Envelope<T>, what: string): T {
  if (env.errno !== 1) throw new Error(`${what}: errno ${env.errno} ${env.error}`)
  return env.data
}

/** A shopper with an address and some orders, so the order list has rows to read. */
async function prepare(base: string) {
  const phone = '13900000002'
  must(await post(base, '/api/service/sms/sendcode', { phone, ch_id: 1 }), 'sendcode')
  const outbox = must(await post<{ list: Array<{ code: string }> }>(base, '/api/dev/sms-outbox', { phone }), 'outbox')
  const login = must(
    await post<{ token: string; uid: number }>(base, '/api/v1/user/phonelogin', {
      phone,
      verify_code: outbox.list[0].code
    }),
    'login'
  )
  const search = must(
    await post<{ list: Array<{ sku_id: number }>; total: number }>(base, '/api/v1/goods/search', {
      page: 1,
      page_size: 20
    }),
    'goods/search'
  )
  const skuIds = search.list.map((g) => g.sku_id)
  if (!skuIds.length) throw new Error('the seeded catalogue has no goods')
  const notes: string[] = [`catalogue: ${search.total} goods`]
  let orders = 0
  try {
    // A real district chain from the server's own GB/T 2260 data.
    type District = { id: string; name: string; has_children: boolean }
    const provinces = must(await post<District[]>(base, '/api/service/district/list', {}), 'district/list')
    let chain: [District, District, District] | undefined
    // Municipalities list districts right under the province; take the first province with cities.
    for (const province of provinces) {
      const cities = must(
        await post<District[]>(base, '/api/service/district/next', { id: province.id }),
        'district/next'
      )
      if (!cities[0]?.has_children) continue
      const areas = must(
        await post<District[]>(base, '/api/service/district/next', { id: cities[0].id }),
        'district/next'
      )
      chain = [province, cities[0], areas[0]]
      break
    }
    if (!chain) throw new Error('no province -> city -> area chain in the district data')
    const [province, city, area] = chain
    const addr = must(
      await post<{ id: number }>(
        base,
        '/api/v1/addr/add',
        {
          name: '压测',
          phone,
          province_code: province.id,
          city_code: city.id,
          area_code: area.id,
          detail: '中山路 1 号',
          is_default: true
        },
        login.token
      ),
      'addr/add'
    )
    for (let i = 0; i < ORDERS; i++) {
      const items = [{ sku_id: skuIds[i % skuIds.length], qty: 1 }]
      const confirm = must(
        await post<{ confirm_token: string }>(base, '/api/v1/order/confirm', { items, addr_id: addr.id }, login.token),
        'order/confirm'
      )
      must(
        await post(
          base,
          '/api/v1/order/create',
          { items, addr_id: addr.id, confirm_token: confirm.confirm_token },
          login.token
        ),
        'order/create'
      )
      orders++
    }
  } catch (err) {
    notes.push(`seeding orders stopped: ${(err as Error).message}`)
  }
  notes.push(`order list reads a shopper with ${orders} orders`)
  return { token: login.token, skuIds, notes }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** CONCURRENCY workers loop on one endpoint for SECONDS; every answer must be errno 1. */
async function load(base: string, ep: Endpoint): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  let firstError: string | undefined
  const started = performance.now()
  const until = started + SECONDS * 1000
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now()
      try {
        const env = await post(base, ep.path, ep.body(), ep.token)
        if (env.errno !== 1) {
          errors++
          firstError ??= `errno ${env.errno} ${env.error}`
        }
      } catch (err) {
        errors++
        firstError ??= (err as Error).message
      }
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    name: ep.name,
    path: ep.path,
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    firstError
  }
}

async function main() {
  fs.mkdirSync(BENCH, { recursive: true })
  const server = await startServer({ logFile: path.join(BENCH, 'server-load.log') })
  try {
    const base: string = server.baseUrl
    const { token, skuIds, notes } = await prepare(base)
    const keywords = ['', '米', '茶', '油']
    let n = 0
    const endpoints: Endpoint[] = [
      {
        name: 'goods search',
        path: '/api/v1/goods/search',
        body: () => ({ keyword: keywords[n++ % keywords.length] || undefined, page: 1, page_size: 20 })
      },
      { name: 'goods info', path: '/api/v1/goods/info', body: () => ({ sku_id: skuIds[n++ % skuIds.length] }) },
      { name: 'order list', path: '/api/v1/order/listv2', body: () => ({ page: 1, page_size: 10 }), token }
    ]
    // Warm-up: JIT and caches, not measured.
    for (const ep of endpoints) for (let i = 0; i < 20; i++) await post(base, ep.path, ep.body(), ep.token)
    const results: Result[] = []
    for (const ep of endpoints) {
      const r = await load(base, ep)
      results.push(r)
      console.log(`bench:server ${r.name}: ${r.rps.toFixed(0)} req/s, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}`)
    }
    const ms = (v: number) => `${v.toFixed(1)} ms`
    const report = [
      `# Server benchmark ${new Date().toISOString()}`,
      '',
      `${CONCURRENCY} concurrent clients, ${SECONDS} s per endpoint, loopback, ${os.cpus().length} CPUs shared by client and server, ` +
        `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, Node ${process.version}.`,
      '',
      '| endpoint | requests | req/s | p50 | p95 | p99 | max | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.name} \`${r.path}\` | ${r.requests} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors}${r.firstError ? ` (${r.firstError})` : ''} |`
      ),
      '',
      ...notes.map((x) => `- ${x}`),
      ''
    ].join('\n')
    fs.writeFileSync(path.join(BENCH, 'server.md'), report)
    fs.writeFileSync(
      path.join(BENCH, 'server.json'),
      JSON.stringify({ concurrency: CONCURRENCY, seconds: SECONDS, results }, null, 2)
    )
    console.log(`\n${report}`)
    if (results.some((r) => r.errors > 0)) process.exitCode = 1
  } finally {
    await server.stop()
  }
}

main().catch((err) => {
  console.error(`bench:server: ${(err as Error).stack || err}`)
  process.exit(1)
})
