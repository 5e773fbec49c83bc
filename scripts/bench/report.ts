import os from 'node:os'

/** bench/server.md from the runs of npm run bench:server. */

export interface LoadResult {
  connections: number
  seconds: number
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  errors: number
  errnos: Record<string, number>
  /** Per answer (errno): count and latency percentiles (ms); from scripts/bench/load.mjs. */
  byErrno?: Record<string, { n: number; p50: number; p95: number }>
  /** From the start to the last success (ms): when a flash sale's last unit sold. */
  lastSuccessMs?: number
  /** Database statements per request over the run. */
  queries: number
}

export interface EndpointResult {
  name: string
  path: string
  group: 'bare' | 'catalogue' | 'personal' | 'write'
  /** Statements of one request that no cache answers (the first call after the caches expired). */
  coldQueries: number | null
  runs: LoadResult[]
  plans?: Array<{ sql: string; plan: string }>
  note?: string
}

export interface EngineResult {
  engine: 'PGlite' | 'PostgreSQL'
  version: string
  startupMs: number | null
  endpoints: EndpointResult[]
  notes: string[]
}

export const FLASH_CREATE = 'order create (flash sale)'
export const FLASH_SOLD_OUT = 'sold-out answer (flash sale over)'

const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : v.toFixed(0)} ms` : '—')
const num = (v: number | null | undefined, digits = 1) => (v === null || v === undefined ? '—' : v.toFixed(digits))

/** The goals of issue 12 at 32 connections: catalogue >= 3,000 req/s p95 <= 20 ms; personal >= 1,000 (400 PGlite). */
export function verdict(engine: EngineResult['engine'], ep: EndpointResult, run: LoadResult): string {
  // Issue 21's flash-sale goals (scripts/bench/flash.ts): attempts while units last, and the sold-out answer after.
  if (ep.name === FLASH_CREATE) {
    const [rps, p95] = engine === 'PGlite' ? [300, 400] : [1000, 100]
    return run.rps >= rps && run.p95 <= p95 && /invariants held/.test(ep.note ?? '') ? 'meets' : 'misses'
  }
  if (ep.name === FLASH_SOLD_OUT) return run.rps >= 5000 ? 'meets' : 'misses'
  if (run.connections !== 32) return ''
  if (ep.group === 'catalogue') return run.rps >= 3000 && run.p95 <= 20 ? 'meets' : 'misses'
  if (ep.group === 'personal') {
    const floor = engine === 'PGlite' ? 400 : 1000
    return run.rps >= floor && (engine === 'PGlite' || run.p95 <= 50) ? 'meets' : 'misses'
  }
  return ''
}

function engineSection(r: EngineResult, before?: EngineResult): string[] {
  const bare = r.endpoints.find((e) => e.group === 'bare')?.runs.find((x) => x.connections === 32)
  const prior = (name: string) => {
    const ep = before?.endpoints.find((e) => e.name === name)
    const run = ep?.runs.find((x) => x.connections === 32)
    return run && ep ? { ...run, cold: ep.coldQueries } : undefined
  }
  const lines = [
    `## ${r.engine} ${r.version}`,
    '',
    r.startupMs === null ? '' : `Server startup (process start to listening, migrations and seed included): ${r.startupMs} ms.`,
    '',
    `| endpoint | conns | req/s | p50 | p95 | p99 | errors | queries / request (first call · under load) | of bare route | goal${before ? ' | before: 32 conns, queries of a first call' : ''} |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|---|${before ? '---:|' : ''}`
  ]
  for (const ep of r.endpoints) {
    for (const run of ep.runs) {
      const b = before && run.connections === 32 ? prior(ep.name) : undefined
      const beforeCell = before
        ? ` ${b ? `${b.rps.toFixed(0)} req/s, p95 ${ms(b.p95)}, ${num(b.cold, 0)} queries` : '—'} |`
        : ''
      const share = bare && (run.connections === 32 || ep.group === 'write') && ep.group !== 'bare' ? `${((run.rps / bare.rps) * 100).toFixed(0)} %` : ''
      lines.push(
        `| ${ep.name} \`${ep.path}\` | ${run.connections} | ${run.rps.toFixed(0)} | ${ms(run.p50)} | ${ms(run.p95)} | ${ms(run.p99)} | ${run.errors} | ${num(ep.coldQueries, 0)} · ${num(run.queries, 2)} | ${share} | ${verdict(r.engine, ep, run)} |${beforeCell}`
      )
    }
  }
  lines.push('')
  for (const ep of r.endpoints) if (ep.note) lines.push(`- ${ep.name}: ${ep.note}`)
  for (const n of r.notes) lines.push(`- ${n}`)
  const planned = r.endpoints.filter((e) => e.plans?.length)
  if (planned.length) {
    lines.push('', `### EXPLAIN ANALYZE of the hot queries (${r.engine})`, '')
    for (const ep of planned) {
      lines.push(`#### ${ep.name} \`${ep.path}\``, '')
      for (const p of ep.plans ?? []) lines.push('```sql', p.sql.replace(/\s+/g, ' ').trim(), '```', '```', p.plan, '```', '')
    }
  }
  return lines
}

export function renderReport(args: {
  engines: EngineResult[]
  before?: { label: string; engines: EngineResult[] }
  seconds: number
  skipped: string[]
}): string {
  const cpus = os.cpus()
  return [
    `# Server benchmark ${new Date().toISOString()}`,
    '',
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}. Load generator: autocannon in its own process on the same cores as the server ` +
      `(loopback), ${args.seconds} s per run after a warm-up; server: one process, development mode with request ` +
      'logging at warn, rate limits off. "errors" counts connection errors and every answer that is not errno 1. ' +
      '"queries / request": database statements counted in the server process (a transaction counts BEGIN and ' +
      'COMMIT), for the first call after every cache expired and averaged over the 32-connection run. "of bare ' +
      'route": req/s as a share of a route that answers without the database, measured in the same run.',
    '',
    'Goals (issue 12, 32 connections): catalogue reads >= 3,000 req/s with p95 <= 20 ms on both engines; personal ' +
      'reads >= 1,000 req/s with p95 <= 50 ms on PostgreSQL and >= 400 req/s on PGlite. Issue 21, flash sale at 64 ' +
      'connections: order attempts >= 1,000/s with p95 <= 100 ms on PostgreSQL (2,000 buyers, 200 units) and >= 300/s ' +
      'with p95 <= 400 ms on PGlite (600 buyers), exactly the units sold, one per buyer; sold-out answers >= 5,000/s. ' +
      '"of bare route" is the machine\'s ceiling for the same connection count class (the bare route at 32).',
    '',
    args.before
      ? `"before": the same bench, same machine, run against ${args.before.label} (BENCH_ROOT; bench/server-before.json).`
      : '',
    '',
    ...args.skipped.map((s) => `- ${s}`),
    ...args.engines.flatMap((r) => engineSection(r, args.before?.engines.find((b) => b.engine === r.engine))),
    ''
  ].join('\n')
}
