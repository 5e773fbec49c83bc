import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/**
 * Starts one API node as its own process, the way `npm start` runs it, on a free loopback port. Used by the server
 * bench and by the two-node test (tests/server/two-nodes.test.ts), which start several against one PostgreSQL.
 */

export const ROOT = path.resolve(__dirname, '../..')

export interface ServerNode {
  baseUrl: string
  port: number
  pid: number
  /** Statements this process sent to its database so far (only with countQueries). */
  queries(): Promise<number>
  /** The statements sent while `fn` ran, with their parameters (only with countQueries). */
  capture(fn: () => Promise<unknown>): Promise<Array<{ sql: string; params: unknown[] }>>
  /** EXPLAIN ANALYZE of one statement on the server's own connection (only with countQueries). */
  explain(statement: { sql: string; params: unknown[] }): Promise<string>
  stop(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

export async function startNode(opts: {
  env: Record<string, string | undefined>
  logFile: string
  countQueries?: boolean
  startTimeoutMs?: number
  /** Another checkout to run (the bench's "before" column); this one by default. */
  root?: string
}): Promise<ServerNode> {
  const port = await freePort()
  const statsPort = opts.countQueries ? await freePort() : 0
  const baseUrl = `http://127.0.0.1:${port}`
  fs.mkdirSync(path.dirname(opts.logFile), { recursive: true })
  const log = fs.openSync(opts.logFile, 'w')
  const preload = opts.countQueries ? ['--require', path.join(__dirname, 'count-queries.cjs')] : []
  // BENCH_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  // BENCH_PROF_INTERVAL: microseconds between samples (Node's default 1000 sees little of a 3 ms request).
  const interval = process.env.BENCH_PROF_INTERVAL ? [`--cpu-prof-interval=${Number(process.env.BENCH_PROF_INTERVAL)}`] : []
  const prof = process.env.BENCH_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROF)}`, ...interval]
    : []
  const child = spawn(process.execPath, [...prof, ...preload, '--import', 'tsx', 'server/src/server.ts'], {
    cwd: opts.root ?? ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SKIP_H5_BUILD: '1',
      H5_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...opts.env,
      PORT: String(port),
      BENCH_STATS_PORT: String(statsPort)
    }
  })
  fs.closeSync(log)
  const stats = async <T>(route: string, body?: unknown): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${statsPort}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      body: body === undefined ? undefined : JSON.stringify(body)
    }).catch((err: Error) => {
      throw new Error(exited ? `the server process ended (${exited}); see ${opts.logFile}` : err.message)
    })
    const out = (await res.json()) as T & { error?: string }
    if (!res.ok) throw new Error(out.error || `stats ${route}: HTTP ${res.status}`)
    return out
  }
  let exited: string | null = null
  const gone = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = `code ${code}, signal ${signal}`
      resolve()
    })
  )
  const deadline = Date.now() + (opts.startTimeoutMs ?? 120_000)
  for (;;) {
    if (exited) throw new Error(`server exited early (${exited}); see ${opts.logFile}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not answer /api/health in time; see ${opts.logFile}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    baseUrl,
    port,
    pid: child.pid as number,
    async queries() {
      return (await stats<{ queries: number }>('/')).queries
    },
    async capture(fn) {
      await stats('/capture', {})
      await fn()
      return stats('/captured')
    },
    async explain(statement) {
      return (await stats<{ plan: string }>('/explain', statement)).plan
    },
    async stop() {
      if (exited) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await gone
      clearTimeout(timer)
    }
  }
}
