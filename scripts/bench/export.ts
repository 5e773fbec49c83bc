// npm run bench:export: the console's order export (issue 18) over 100,000 orders (BENCH_EXPORT_ORDERS), seeded in
// an in-memory PGlite, downloaded over a real socket as a stream: time to the last byte, rows, bytes, and the peak
// RSS and heap of the process while it streams (sampled every 20 ms). Writes bench/export.md and prints it.
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { openDatabase } from '../../server/src/db/client'
import { seedDatabase } from '../../server/src/db/seed'
import { orders, users } from '../../server/src/db/schema'
import { createStaff } from '../../server/src/admin/staff'
import { ROOT } from '../../server/src/paths'

const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS || 100_000)
const MB = 1024 * 1024

async function main() {
  const config = { ...loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv), h5Dir: '/nonexistent' }
  const database = await openDatabase({ dataDir: 'memory://' })
  await seedDatabase(database.db)
  const db = database.db
  const [u] = await db.insert(users).values({ phone: '13900000001', nick: '压测' }).returning()
  const address = {
    name: '张三',
    phone: '13900000001',
    province: '浙江省',
    city: '杭州市',
    area: '西湖区',
    detail: '文三路 100 号',
    full: '浙江省杭州市西湖区文三路 100 号'
  }
  const t0 = Date.now()
  for (let start = 0; start < ORDERS; start += 2000) {
    const n = Math.min(2000, ORDERS - start)
    await db.insert(orders).values(
      Array.from({ length: n }, (_, i) => ({
        orderNo: String(90000000000000000000n + BigInt(start + i)),
        userId: u.id,
        confirmToken: `bench-${start + i}`,
        status: (start + i) % 3,
        payAmount: 1000 + ((start + i) % 500),
        address,
        payExpiresAt: new Date()
      }))
    )
  }
  const seedMs = Date.now() - t0
  await createStaff(db, { username: 'bench', name: '压测', role: 'warehouse', password: 'Bench12345', mustChangePassword: false })
  const app = await buildApp({ config, database, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address0 = app.server.address()
  const port = typeof address0 === 'object' && address0 ? address0.port : 0
  const base = `http://127.0.0.1:${port}`
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'Bench12345' })
  })
  const cookie = String(login.headers.get('set-cookie')).split(';')[0]

  global.gc?.()
  const base0 = process.memoryUsage()
  let peakRss = base0.rss
  let peakHeap = base0.heapUsed
  const sampler = setInterval(() => {
    const m = process.memoryUsage()
    peakRss = Math.max(peakRss, m.rss)
    peakHeap = Math.max(peakHeap, m.heapUsed)
  }, 20)
  const s = process.hrtime.bigint()
  const res = await fetch(`${base}/api/admin/orders-export`, { headers: { cookie } })
  let bytes = 0
  let lines = 0
  let firstByteMs = 0
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!bytes) firstByteMs = Number(process.hrtime.bigint() - s) / 1e6
    bytes += chunk.length
    for (const b of chunk) if (b === 10) lines++
  }
  const totalMs = Number(process.hrtime.bigint() - s) / 1e6
  clearInterval(sampler)
  await app.close()
  await database.close()
  if (lines - 1 !== ORDERS) throw new Error(`exported ${lines - 1} rows, expected ${ORDERS}`)

  const report = [
    `## Order export (issue 18)`,
    '',
    `| what | measured |`,
    `|---|---:|`,
    `| GET /api/admin/orders-export, ${ORDERS} orders: first byte | ${firstByteMs.toFixed(0)} ms |`,
    `| the same: last byte | ${(totalMs / 1000).toFixed(1)} s (${lines - 1} rows, ${(bytes / MB).toFixed(1)} MB) |`,
    `| peak RSS while streaming (before: ${(base0.rss / MB).toFixed(0)} MB) | ${(peakRss / MB).toFixed(0)} MB |`,
    `| peak JS heap while streaming (before: ${(base0.heapUsed / MB).toFixed(0)} MB) | ${(peakHeap / MB).toFixed(0)} MB |`,
    '',
    `- In-memory PGlite (the database shares this process, so its memory is in the RSS), ${ORDERS} orders seeded in ${seedMs} ms; the server and the downloading client in one process over a loopback socket; pages of 1,000 by id.`,
    ''
  ].join('\n')
  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'bench/export.md'), report)
  console.log(report)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
