// npm run bench:admin (and part of npm run bench): the operator console's budgets of issue 17.
// 1. First screen JS (gzip) from admin/dist's Vite manifest: the sign-in screen (entry + its static imports) and
//    the goods list a signed-in operator lands on (plus its lazy chunk and that chunk's static imports); <= 350 KB.
// 2. GET /api/admin/goods answered over 10,000 goods (seeded here, 2 SKUs each) in an in-memory PGlite through
//    fastify.inject: plain page, a title search and a category filter; median and p95 of 30 calls; <= 300 ms.
// Writes bench/admin.md and prints it.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { isNotNull } from 'drizzle-orm'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { openDatabase } from '../../server/src/db/client'
import { seedDatabase } from '../../server/src/db/seed'
import { categories, skus, spus } from '../../server/src/db/schema'
import { createStaff } from '../../server/src/admin/staff'
import { ROOT } from '../../server/src/paths'

const JS_BUDGET = 350 * 1024
const LIST_BUDGET_MS = 300
const GOODS = Number(process.env.BENCH_ADMIN_GOODS || 10_000)
const RUNS = 30

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; src?: string }>

function firstScreen() {
  const dist = path.join(ROOT, 'admin/dist')
  const manifestFile = path.join(dist, '.vite/manifest.json')
  if (!fs.existsSync(manifestFile)) throw new Error('admin/dist has no manifest: run npm run build:admin')
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const k of keys) {
      if (seen.has(k)) continue
      seen.add(k)
      closure(manifest[k].imports ?? [], seen)
    }
    return seen
  }
  const gz = (keys: Set<string>) =>
    [...keys].reduce((n, k) => n + zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[k].file)), { level: 9 }).length, 0)
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry) as string
  const list = Object.keys(manifest).find((k) => k.endsWith('pages/goods-list.tsx')) as string
  const signIn = closure([entry])
  const goods = closure([entry, list])
  return { signIn: gz(signIn), signInFiles: signIn.size, goods: gz(goods), goodsFiles: goods.size }
}

async function goodsList() {
  const config = { ...loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv), h5Dir: '/nonexistent' }
  const database = await openDatabase({ dataDir: 'memory://' })
  await seedDatabase(database.db)
  const db = database.db
  const leaves = await db.select({ id: categories.id }).from(categories).where(isNotNull(categories.parentId))
  const t0 = Date.now()
  for (let start = 0; start < GOODS; start += 1000) {
    const n = Math.min(1000, GOODS - start)
    const made = await db
      .insert(spus)
      .values(Array.from({ length: n }, (_, i) => ({ categoryId: leaves[(start + i) % leaves.length].id, title: `压测商品 ${start + i}`, status: (start + i) % 7 ? 1 : 0 })))
      .returning({ id: spus.id })
    await db.insert(skus).values(
      made.flatMap((s, i) => [
        { spuId: s.id, specs: [{ name: '规格', value: '小' }], price: 990 + i, marketPrice: 1990 + i, stock: 10 },
        { spuId: s.id, specs: [{ name: '规格', value: '大' }], price: 1990 + i, marketPrice: 2990 + i, stock: 5 }
      ])
    )
    if ((start / 1000) % 2 === 1) console.error(`bench:admin: ${start + n} goods seeded`)
  }
  const seedMs = Date.now() - t0
  console.error(`bench:admin: ${GOODS} goods seeded in ${seedMs} ms`)
  await createStaff(db, { username: 'bench', name: '压测', role: 'ops', password: 'Bench12345', mustChangePassword: false })
  const app = await buildApp({ config, database, logger: false })
  await app.ready()
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'bench', password: 'Bench12345' } })
  const cookie = String(login.headers['set-cookie']).split(';')[0]
  const cases: Array<[string, string]> = [
    ['first page (20)', '/api/admin/goods?page=1&page_size=20'],
    ['page 200', '/api/admin/goods?page=200&page_size=20'],
    ['title search', `/api/admin/goods?q=${encodeURIComponent('商品 99')}&page_size=20`],
    ['category + on shelf', `/api/admin/goods?category_id=${leaves[0].id}&status=1&page_size=20`]
  ]
  const rows = []
  for (const [name, url] of cases) {
    const times: number[] = []
    for (let i = 0; i < RUNS + 3; i++) {
      const s = process.hrtime.bigint()
      const res = await app.inject({ method: 'GET', url, headers: { cookie } })
      const ms = Number(process.hrtime.bigint() - s) / 1e6
      if (res.json().errno !== 1) throw new Error(`${url}: ${res.body}`)
      if (i >= 3) times.push(ms)
    }
    times.sort((a, b) => a - b)
    rows.push({ name, median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] })
  }
  await app.close()
  await database.close()
  return { rows, seedMs }
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER')

async function main() {
const js = firstScreen()
const list = await goodsList()
const report = [
  `## Operator console (issue 17)`,
  '',
  `| what | measured | budget |`,
  `|---|---:|---|`,
  `| sign-in screen JS, gzip (${js.signInFiles} files) | ${kb(js.signIn)} ${mark(js.signIn <= JS_BUDGET)} | <= 350 KB |`,
  `| goods list after sign-in JS, gzip (${js.goodsFiles} files) | ${kb(js.goods)} ${mark(js.goods <= JS_BUDGET)} | <= 350 KB |`,
  ...list.rows.map(
    (r) => `| GET /api/admin/goods, ${GOODS} goods, ${r.name}: median / p95 of ${RUNS} | ${r.median.toFixed(1)} / ${r.p95.toFixed(1)} ms ${mark(r.p95 <= LIST_BUDGET_MS)} | <= ${LIST_BUDGET_MS} ms |`
  ),
  '',
  `- In-memory PGlite, seeded catalogue plus ${GOODS} goods of 2 SKUs (seeded in ${list.seedMs} ms), through fastify.inject (no network), signed in as 运营.`,
  ''
].join('\n')
fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true })
fs.writeFileSync(path.join(ROOT, 'bench/admin.md'), report)
console.log(report)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
