/**
 * npm run bench:server (a measurement, not a test): every catalogue and personal read of issue 12, a bare route and
 * flash-sale order creation, at 1 and 32 connections, on PGlite and on PostgreSQL (DATABASE_URL's server, else a
 * throwaway cluster from Debian's package, else skipped). The server runs as its own process the way npm start
 * runs it, with a preload that counts its database statements; autocannon runs in another process per load.
 * Writes bench/server.md (and bench/server.json, git-ignored) and prints where it wrote.
 *
 * Env: BENCH_SECONDS per run (default 5), BENCH_DB (pglite,postgres), BENCH_ROOT (measure another checkout, e.g. a
 * worktree of an older commit; its results go to bench/server-before.json and feed the report's "before" column),
 * BENCH_LABEL (what that checkout is, for the report), BENCH_FLASH_UNITS (200), BENCH_FLASH_BUYERS (2,000 on
 * PostgreSQL, 600 on PGlite), BENCH_FLASH_ATTEMPTS (orders confirmed per buyer, 2), BENCH_FLASH_CONNECTIONS (64),
 * BENCH_FLASH_LATE (buyers pressing after the sale is over, 100): see scripts/bench/flash.ts. BENCH_ONLY=flash measures
 * the bare route and the flash sale alone and writes bench/server-flash.md. PG_POOL_MAX: the server's PostgreSQL
 * connections (BENCH_ONLY=flash: 4 unless set).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Api, prepareShopper, type Shopper } from './bench/fixtures'
import { flashPlan, flashSale } from './bench/flash'
import { cpuMs, treeCpuMs } from './bench/cpu'
import { benchPostgres } from './bench/postgres'
import { renderReport, type EndpointResult, type EngineResult, type LoadResult } from './bench/report'
import { ROOT, startNode, type ServerNode } from './bench/server-node'

const SECONDS = Number(process.env.BENCH_SECONDS) || 5
const ENGINES = (process.env.BENCH_DB || 'pglite,postgres').split(',')
const OTHER_ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : undefined
const BENCH = path.join(ROOT, 'bench')
/** BENCH_ONLY=flash: the bare route and the flash sale alone, to bench/server-flash.md (the full report stays). */
const FLASH_ONLY = process.env.BENCH_ONLY === 'flash'
const REPORT = FLASH_ONLY ? 'server-flash' : 'server'
// Longer than the answer cache (1 s) and the session cache (2 s): the next call reads the database.
const CACHES_EXPIRE_MS = 2200
/**
 * PostgreSQL connections of the measured server: PG_POOL_MAX, else for the flash sale alone 4 (the LISTEN of the
 * sold-out gate holds one; two cores run the rest), else the server's default, 10, which the full report measured.
 */
const POOL = process.env.PG_POOL_MAX || (FLASH_ONLY ? '4' : '10')

type Req = { path: string; body?: unknown; token?: string }
interface Endpoint {
  name: string
  path: string
  group: EndpointResult['group']
  requests: Req[]
  explain?: boolean
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function endpoints(s: Shopper): Endpoint[] {
  const v1 = '/api/v1'
  const many = (p: string, bodies: unknown[], token?: string) => bodies.map((body) => ({ path: p, body, token }))
  const sorts = ['default', 'sales', 'price_asc', 'new']
  const search = ['', '米', '茶', '油'].flatMap((keyword, i) => ({ keyword: keyword || undefined, sort: sorts[i] }))
  const groups = [0, 4, 8, 12].map((i) => ({ sku_ids: s.skuIds.slice(i, i + 4).join(',') }))
  const one = (name: string, p: string, group: Endpoint['group'], body: unknown = {}, token?: string) => ({
    name,
    path: p,
    group,
    requests: [{ path: p, body, token }]
  })
  const list: Endpoint[] = [
    one('bare route', '/api/dev/ping', 'bare'),
    one('category list', `${v1}/category/list`, 'catalogue'),
    {
      name: 'goods search',
      path: `${v1}/goods/search`,
      group: 'catalogue',
      requests: many(`${v1}/goods/search`, search),
      explain: true
    },
    {
      name: 'goods info',
      path: `${v1}/goods/info`,
      group: 'catalogue',
      requests: many(
        `${v1}/goods/info`,
        s.skuIds.slice(0, 20).map((sku_id) => ({ sku_id }))
      ),
      explain: true
    },
    {
      name: 'goods activities',
      path: `${v1}/goods/activities`,
      group: 'catalogue',
      requests: many(`${v1}/goods/activities`, groups)
    },
    ...(s.activity ? [one('activity info', `${v1}/activity/info`, 'catalogue', s.activity)] : []),
    one('app home', `${v1}/app/home`, 'catalogue'),
    one('district list', '/api/service/district/list', 'catalogue'),
    one('district next', '/api/service/district/next', 'catalogue', { id: s.districtId }),
    one('order list', `${v1}/order/listv2`, 'personal', { page: 1, page_size: 10 }, s.token),
    {
      name: 'order info',
      path: `${v1}/order/infov2`,
      group: 'personal',
      requests: many(
        `${v1}/order/infov2`,
        s.orderIds.map((id) => ({ id })),
        s.token
      )
    },
    one('cart list', `${v1}/cart/list`, 'personal', {}, s.token),
    one('pension info', `${v1}/pensionaccount/info2`, 'personal', {}, s.token),
    one('pension flow', `${v1}/pensionaccount/flow2`, 'personal', { page: 1, page_size: 10 }, s.token)
  ]
  return list.map((e) => (e.group === 'personal' ? { ...e, explain: true } : e))
}

/** One autocannon run in its own process. */
function load(base: string, requests: Req[], connections: number, extra: { seconds?: number; amount?: number }) {
  const plan = path.join(os.tmpdir(), `bench-plan-${process.pid}.json`)
  fs.writeFileSync(plan, JSON.stringify({ url: base, connections, requests, ...extra }))
  const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts/bench/load.mjs'), plan], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024
  })
  return JSON.parse(out.trim().split('\n').pop() as string) as Omit<LoadResult, 'queries'>
}

async function measure(node: ServerNode, api: Api, ep: Endpoint): Promise<EndpointResult> {
  const first = ep.requests[0]
  await sleep(CACHES_EXPIRE_MS)
  const statements = await node.capture(() => api.call(first.path, first.body, first.token))
  const result: EndpointResult = {
    name: ep.name,
    path: ep.path,
    group: ep.group,
    coldQueries: statements.length,
    runs: []
  }
  if (ep.explain) {
    result.plans = []
    for (const st of statements.filter((x) => /^\s*(select|with)\b/i.test(x.sql)))
      result.plans.push({
        sql: st.sql,
        plan: await node.explain(st).catch((e: Error) => `(not explained: ${e.message})`)
      })
  }
  load(node.baseUrl, ep.requests, 8, { seconds: 1 }) // warm-up, not reported
  for (const connections of [1, 32]) {
    const q0 = await node.queries()
    const run = load(node.baseUrl, ep.requests, connections, { seconds: SECONDS })
    const q1 = await node.queries()
    result.runs.push({ ...run, queries: run.requests ? (q1 - q0) / run.requests : 0 })
    console.log(
      `bench:server ${ep.name} x${connections}: ${run.rps.toFixed(0)} req/s, p95 ${run.p95} ms, errors ${run.errors}`
    )
  }
  return result
}

async function runEngine(engine: 'pglite' | 'postgres'): Promise<EngineResult | string> {
  const pg = engine === 'postgres' ? await benchPostgres() : null
  if (engine === 'postgres' && !pg) return 'PostgreSQL: skipped (no DATABASE_URL and no Debian postgresql package)'
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'))
  const env = {
    DATA_DIR: path.join(dataDir, 'data'),
    DATABASE_URL: pg?.url ?? '',
    // The pool a 2-core shop would run (docs/configuration.md): with 10, the crowd's transactions contend for the
    // cores as PostgreSQL backends (measured: docs/decisions/0026, "Where the durable-defaults goal stands").
    PG_POOL_MAX: POOL,
    ...Object.fromEntries(['LOGIN', 'SMS', 'ORDER', 'PAY'].map((k) => [`RATE_LIMIT_${k}`, '0']))
  }
  const logFile = path.join(BENCH, `server-${engine}.log`)
  const started = Date.now()
  const node = await startNode({ env, logFile, countQueries: true, root: OTHER_ROOT })
  const startupMs = Date.now() - started
  try {
    const api = new Api(node.baseUrl)
    const shopper = await prepareShopper(api)
    const results: EndpointResult[] = []
    const bare = await api.call('/api/dev/ping')
    for (const ep of endpoints(shopper).filter((e) => !FLASH_ONLY || e.group === 'bare')) {
      if (ep.group === 'bare' && bare.errno !== 1) continue
      results.push(await measure(node, api, ep))
    }
    if ((await api.call('/api/dev/flash-sale', {})).errno !== 1002)
      results.push(
        ...(await flashSale(
          api,
          shopper.skuIds[1],
          flashPlan(engine, SECONDS),
          (requests, connections, extra) => load(node.baseUrl, requests, connections, extra),
          () => node.queries(),
          () => ({ server: cpuMs(node.pid), database: pg?.pid ? treeCpuMs(pg.pid) : null })
        ))
      )
    return {
      engine: engine === 'pglite' ? 'PGlite' : 'PostgreSQL',
      version: engine === 'pglite' ? 'embedded' : (pg?.version ?? ''),
      startupMs,
      endpoints: results,
      notes: [
        ...(pg ? [`PostgreSQL settings: ${pg.settings}; the server's pool PG_POOL_MAX=${POOL}`] : []),
        ...shopper.notes
      ]
    }
  } finally {
    await node.stop()
    await pg?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  fs.mkdirSync(BENCH, { recursive: true })
  const engines: EngineResult[] = []
  const skipped: string[] = []
  for (const e of ENGINES) {
    const r = await runEngine(e as 'pglite' | 'postgres')
    if (typeof r === 'string') skipped.push(r)
    else engines.push(r)
  }
  if (OTHER_ROOT) {
    const label = process.env.BENCH_LABEL || OTHER_ROOT
    fs.writeFileSync(path.join(BENCH, 'server-before.json'), JSON.stringify({ label, engines }, null, 2))
    console.log('bench:server: wrote bench/server-before.json')
    return
  }
  const beforeFile = path.join(BENCH, 'server-before.json')
  const prior = fs.existsSync(beforeFile) ? JSON.parse(fs.readFileSync(beforeFile, 'utf8')) : undefined
  const before = prior ? { label: String(prior.label), engines: prior.engines as EngineResult[] } : undefined
  fs.writeFileSync(path.join(BENCH, `${REPORT}.md`), renderReport({ engines, before, seconds: SECONDS, skipped }))
  fs.writeFileSync(path.join(BENCH, `${REPORT}.json`), JSON.stringify({ seconds: SECONDS, engines }, null, 2))
  console.log(`bench:server: wrote bench/${REPORT}.md`)
}

main().catch((err) => {
  console.error(`bench:server: ${(err as Error).stack || err}`)
  process.exit(1)
})
