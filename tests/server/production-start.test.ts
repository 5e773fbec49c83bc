// test-server: own process (puts the live providers' variables into process.env and leaves them there)
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { openDatabase, type Db } from '../../server/src/db/client'
import * as schema from '../../server/src/db/schema'
import { DemoRefused, seedDemoShop, startSeed } from '../../server/src/db/seed'
import { readiness } from '../../server/src/admin/readiness'
import { startLiveFakes, type LiveFakes } from './fakes/live-env'
import { createTestApp, type TestApp } from './helpers'
import { signIn } from './admin-helpers'

/**
 * A production start on a fresh database makes an empty shop (docs/deploy.md): the reference data only, well-formed
 * empty answers, the console's 开店准备 listing what is missing until each is done, and the demo catalogue only by
 * `npm run db:seed:demo` into a shop without goods or orders.
 */
const ROOT = path.resolve(__dirname, '../..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
let fakes: LiveFakes
/** The production settings of go-live.test.ts: every provider real and pointed at a local fake, no DEMO_MODE. */
let LIVE: Record<string, string>
before(async () => {
  fakes = await startLiveFakes()
  LIVE = fakes.env
})
after(() => fakes.close())

const rows = async (db: Db, table: PgTable) => Number((await db.select({ n: count() }).from(table))[0].n)

describe('a production start in-process: the empty shop answers and the console checklist', () => {
  let t: TestApp
  before(async () => {
    // The live providers read their variables from the process, as server.ts's do.
    Object.assign(process.env, LIVE)
    t = await createTestApp({ seed: false, env: LIVE })
    assert.equal(t.config.env, 'production')
    assert.equal(t.config.demoMode, false)
    // What server.ts runs after the migrations.
    await startSeed(t.config)(t.db)
  })
  after(() => t.close())

  it('home, category, search and hot words answer well-formed empty answers', async () => {
    const home = await t.post('/api/v1/app/home', {})
    assert.equal(home.errno, 1, home.error)
    assert.deepEqual(JSON.parse(home.data.data), { components: [] })
    assert.deepEqual(home.data.goods_activities, [])
    assert.equal(home.data.theme.primary_color, '#D4AC52')
    assert.deepEqual((await t.post('/api/v1/category/list', {})).data, [])
    for (const body of [{}, { keyword: '芒果' }, { kind: 1 }]) {
      const search = await t.post('/api/v1/goods/search', body)
      assert.equal(search.errno, 1, search.error)
      assert.deepEqual([search.data.list, search.data.total], [[], 0], JSON.stringify(body))
    }
    assert.deepEqual((await t.post('/api/v1/goods/hotwords', {})).data.list, [])
    const terms = await t.post('/api/v1/article/info', { id: 'privacy-policy' })
    assert.equal(terms.errno, 1, terms.error)
    assert.equal(terms.data.title, '隐私政策')
  })

  it('the checklist names each missing item, clears each once done, and only for roles that read 概览', async () => {
    const ops = await signIn(t, 'super')
    const state = async () => {
      const res = await ops.call('GET', '/api/admin/readiness')
      assert.equal(res.errno, 1, res.error)
      return res.data as { ready: boolean; items: Array<{ key: string; done: boolean; detail: string; link: string }> }
    }
    const pending = (r: Awaited<ReturnType<typeof state>>) => r.items.filter((i) => !i.done).map((i) => i.key)
    let now = await state()
    assert.equal(now.ready, false)
    assert.deepEqual(pending(now), ['category', 'goods', 'home', 'return_address'])
    const byKey = Object.fromEntries(now.items.map((i) => [i.key, i]))
    assert.deepEqual(
      ['category', 'goods', 'home', 'return_address'].map((k) => byKey[k].link),
      ['/categories', '/goods', '/home', '/aftersales']
    )
    assert.equal(byKey.payment.detail, '已接入：微信支付、支付宝')
    assert.match(byKey.courier.detail, /^已接入快递查询，可选 \d+ 家快递公司$/)
    assert.equal((await (await signIn(t, 'warehouse')).call('GET', '/api/admin/readiness')).status, 403)

    const category = (name: string, parent_id: number | null) =>
      ops.call('POST', '/api/admin/categories', { parent_id, name, sort: 1, color: '#E86A5B' })
    const top = await category('食品生鲜', null)
    assert.equal(top.errno, 1, top.error)
    now = await state()
    assert.deepEqual(pending(now), ['category', 'goods', 'home', 'return_address'], 'goods go into a sub-category')
    assert.equal(now.items[0].detail, '还需一个二级分类：商品放在二级分类里')
    const sub = await category('新鲜水果', top.data.id)
    assert.equal(sub.errno, 1, sub.error)
    assert.deepEqual(pending(await state()), ['goods', 'home', 'return_address'])

    const sku = { specs: [{ name: '规格', value: '5斤装' }], price: 3990, market_price: 4990, cashback: 100 }
    const goods = await ops.call('POST', '/api/admin/goods', {
      category_id: sub.data.id,
      title: '自家果园苹果',
      subtitle: '当季现摘',
      supplier: '自营',
      images: [],
      detail: '<p>详情</p>',
      status: 1,
      skus: [{ ...sku, limit_per_user: 0, stock: 20, region_stock: [] }]
    })
    assert.equal(goods.errno, 1, goods.error)
    assert.deepEqual(pending(await state()), ['home', 'return_address'])

    const options = [{ sku_id: goods.data.skus[0].id }]
    const publish = await ops.call('POST', '/api/admin/home/publish', {
      components: [{ type: 'spu-list', inputProps: { title: '当季鲜果', options } }],
      global_style: { pageConf: { bgColor: '#F6F6F6' }, useFooter: true, useHeader: true },
      note: '开业首页'
    })
    assert.equal(publish.errno, 1, publish.error)
    now = await state()
    assert.deepEqual(pending(now), ['return_address'])
    assert.equal(now.items.find((i) => i.key === 'home')!.detail, '首页已发布，共 1 个版块')

    const address = { name: '仓库', phone: '13800000000', address: '上海市浦东新区XX路1号' }
    assert.equal((await ops.call('POST', '/api/admin/return-address', address)).errno, 1)
    now = await state()
    assert.deepEqual([now.ready, pending(now)], [true, []])
  })

  it('payment and couriers: a sandbox counts only where a demo is announced', async () => {
    const sandbox = { ...t.config.providers, payment: 'sandbox', express: 'sandbox' }
    const ctx = (demoMode: boolean) => ({
      db: t.db,
      config: { ...t.config, demoMode, providers: sandbox },
      providers: t.app.providers
    })
    const demo = await readiness(ctx(true))
    const item = (r: typeof demo, key: string) => r.items.find((i) => i.key === key)!
    assert.equal(item(demo, 'payment').done, true)
    assert.match(item(demo, 'payment').detail, /^演示：沙箱支付/)
    assert.match(item(demo, 'courier').detail, /^演示：沙箱快递/)
    const bare = await readiness(ctx(false))
    assert.deepEqual([item(bare, 'payment').done, item(bare, 'courier').done], [false, false])
    assert.match(item(bare, 'payment').detail, /PAYMENT_PROVIDER/)
  })

  it('the demo seed refuses a shop with goods, and one with only an order', async () => {
    await assert.rejects(seedDemoShop(t.db), (err: Error) => {
      assert.ok(err instanceof DemoRefused)
      assert.match(err.message, /already holds 1 goods and 0 orders/)
      return true
    })
    const fresh = await createTestApp({ seed: false })
    try {
      const { uid } = await fresh.user()
      await fresh.db.insert(schema.orders).values({
        orderNo: 'E0000000000000000001',
        userId: uid,
        confirmToken: 'empty-shop',
        address: {} as never,
        payExpiresAt: new Date()
      })
      await assert.rejects(seedDemoShop(fresh.db), /already holds 0 goods and 1 orders/)
      assert.equal(await rows(fresh.db, schema.spus), 0, 'nothing written')
    } finally {
      await fresh.close()
    }
  })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })

describe('a production start of server.ts on a fresh DATA_DIR, then npm run db:seed:demo', () => {
  let dir: string
  let child: ChildProcess | undefined
  let base: string
  const out = { stdout: '', stderr: '' }
  const post = async (url: string, body: unknown = {}) =>
    (await (
      await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body)
      })
    ).json()) as { errno: number; data: Record<string, unknown> }
  const env = () => ({
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...LIVE,
    DATA_DIR: path.join(dir, 'data')
  })

  // Started by the first test, not a before hook: a run filtered to the in-process tests starts no server.
  const start = async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-empty-'))
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    child = spawn(TSX, ['server/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...env(),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        SKIP_H5_BUILD: '1',
        SKIP_ADMIN_BUILD: '1',
        H5_DIR: dir
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    child.stdout!.on('data', (d) => (out.stdout += d))
    child.stderr!.on('data', (d) => (out.stderr += d))
    const t0 = Date.now()
    for (;;) {
      if (child.exitCode !== null) assert.fail(`exited ${child.exitCode}: ${out.stderr}${out.stdout}`)
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false
        )
      )
        break
      assert.ok(Date.now() - t0 < 120_000, `not up within 120 s: ${out.stderr}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  after(() => {
    child?.kill('SIGKILL')
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('serves an empty shop, then holds the reference data and nothing else', async () => {
    await start()
    assert.deepEqual(JSON.parse(String((await post('/api/v1/app/home')).data.data)), { components: [] })
    assert.equal((await post('/api/v1/goods/search')).data.total, 0)
    const exited = new Promise((resolve) => child!.once('exit', resolve))
    child!.kill('SIGTERM')
    assert.equal(await exited, 0)
    child = undefined
    const database = await openDatabase({ dataDir: path.join(dir, 'data') })
    try {
      const db = database.db
      for (const [name, table] of Object.entries({
        goods: schema.spus,
        orders: schema.orders,
        shoppers: schema.users,
        categories: schema.categories,
        activities: schema.goodsActivities,
        coupons: schema.couponTemplates,
        'hot words': schema.hotWords,
        warehouses: schema.warehouses,
        'scan codes': schema.scanCodes,
        lotteries: schema.prizeActivities
      }))
        assert.equal(await rows(db, table), 0, name)
      const keys = (await db.select({ key: schema.articles.key }).from(schema.articles)).map((a) => a.key)
      for (const key of ['service-terms', 'privacy-policy']) assert.ok(keys.includes(key), key)
      assert.equal(await rows(db, schema.themeConfigs), 1)
      const homes = await db.select().from(schema.homeTemplates)
      assert.deepEqual([homes.length, homes[0].active, homes[0].data], [1, true, '{"components":[]}'])
      assert.equal(await rows(db, schema.banks), 2)
      assert.ok((await rows(db, schema.cardBins)) > 0)
    } finally {
      await database.close()
    }
  })

  it('npm run db:seed:demo fills the empty shop, and refuses it once it holds goods', () => {
    const first = spawnSync(TSX, ['scripts/db-seed-demo.ts'], { cwd: ROOT, env: env(), encoding: 'utf8' })
    assert.equal(first.status, 0, first.stderr)
    assert.match(first.stdout, /^demo catalogue written: 64 goods into /)
    const again = spawnSync(TSX, ['scripts/db-seed-demo.ts'], { cwd: ROOT, env: env(), encoding: 'utf8' })
    assert.equal(again.status, 1)
    assert.match(again.stderr, /^db:seed:demo refused: this database already holds 64 goods and 0 orders/)
  })
})
