/**
 * npx tsx scripts/bench/flash-sequential.ts: the CPU one winning flash order costs, apart from the machine's other
 * load (a measurement, not a test). Starts PostgreSQL at its durable defaults (scripts/bench/postgres.ts) and one
 * server process with the statement counter, opens a flash sale of N units (BENCH_SEQ_ORDERS, 200) to N buyers with
 * one confirmed order each, then places the orders one after another and reports, per winning order, the server's
 * and PostgreSQL's CPU milliseconds and the statements sent (BEGIN and COMMIT included). BENCH_PROF=<dir> writes the
 * server's CPU profile (scripts/bench/server-node.ts); BENCH_ROOT measures another checkout's server.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Api, addAddress, districtChain, login } from './fixtures'
import { cpuMs, treeCpuMs } from './cpu'
import { benchPostgres } from './postgres'
import { startNode } from './server-node'

const N = Number(process.env.BENCH_SEQ_ORDERS) || 200

async function main() {
  const pg = await benchPostgres()
  if (!pg) throw new Error('no PostgreSQL (DATABASE_URL or the Debian package)')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-seq-'))
  const node = await startNode({
    env: { DATA_DIR: path.join(dataDir, 'data'), DATABASE_URL: pg.url, RATE_LIMIT_LOGIN: '0', RATE_LIMIT_SMS: '0', RATE_LIMIT_ORDER: '0', RATE_LIMIT_PAY: '0' },
    logFile: path.join(os.tmpdir(), `mall-seq-${process.pid}.log`),
    countQueries: true,
    // BENCH_ROOT: another checkout (a worktree of an older commit), for a before/after on the same machine.
    root: process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : undefined
  })
  try {
    const api = new Api(node.baseUrl)
    const search = await api.post<{ list: Array<{ sku_id: number }> }>('/api/v1/goods/search', { page: 1, page_size: 5, sort: 'price_asc' })
    const skuId = search.list[1].sku_id
    // One unit more than counted: BENCH_SEQ_SHOW=1 prints the statements of one more order after them.
    const sale = await api.post<{ activity_id: number }>('/api/dev/flash-sale', { sku_id: skuId, stock: N + 1, limit_per_user: 1 })
    const chain = await districtChain(api)
    const buyer = async () => {
      const token = await login(api)
      const addrId = await addAddress(api, token, chain)
      const body = { items: [{ sku_id: skuId, qty: 1 }], activity_id: sale.activity_id, addr_id: addrId }
      const { confirm_token } = await api.post<{ confirm_token: string }>('/api/v1/order/confirm', body, token)
      return { body: { ...body, confirm_token }, token }
    }
    const bodies: Array<{ body: object; token: string }> = []
    for (let i = 0; i <= N; i++) bodies.push(await buyer())
    const shown = bodies.pop() as { body: object; token: string }
    // Warm-up: the first tenth, not counted (statements built and planned, JIT).
    const warm = Math.floor(N / 10)
    for (const b of bodies.slice(0, warm)) await api.post('/api/v1/order/create', b.body, b.token)
    const q0 = await node.queries()
    const s0 = cpuMs(node.pid)
    const d0 = pg.pid ? treeCpuMs(pg.pid) : 0
    const t0 = Date.now()
    for (const b of bodies.slice(warm)) await api.post('/api/v1/order/create', b.body, b.token)
    const n = N - warm
    const per = (x: number) => (x / n).toFixed(2)
    console.log(
      JSON.stringify({
        orders: n,
        serverCpuMs: per(cpuMs(node.pid) - s0),
        postgresCpuMs: pg.pid ? per(treeCpuMs(pg.pid) - d0) : null,
        statements: per((await node.queries()) - q0),
        wallMs: per(Date.now() - t0)
      })
    )
    // One more order with its statements shown (BENCH_SEQ_SHOW=1), after the counted ones.
    if (process.env.BENCH_SEQ_SHOW) {
      for (const st of await node.capture(() => api.post('/api/v1/order/create', shown.body, shown.token)))
        console.log(st.sql.replace(/\s+/g, ' ').slice(0, 160))
    }
  } finally {
    await node.stop()
    await pg.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
