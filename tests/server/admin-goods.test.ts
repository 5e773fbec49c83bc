import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { isNotNull } from 'drizzle-orm'
import sharp from 'sharp'
import { createTestApp, type TestApp } from './helpers'
import { goodsBody, signIn, type Console } from './admin-helpers'
import { placeOrder, shopper } from './order-fixtures'
import { categories, warehouses } from '../../server/src/db/schema'

const A = '/api/admin'

describe('console goods: create, shop sees it, stale save, audit, delete rules, bad input', () => {
  let t: TestApp
  let ops: Console
  let ops2: Console
  let body: ReturnType<typeof goodsBody>
  before(async () => {
    t = await createTestApp()
    ops = await signIn(t, 'ops', '运营甲')
    ops2 = await signIn(t, 'ops', '运营乙')
    const [cat] = await t.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1)
    const [wh] = await t.db.select().from(warehouses).limit(1)
    body = goodsBody(cat.id, wh.id)
  })
  after(() => t.close())

  it('creates goods with two SKUs and region stock; the shop answers it at once', async () => {
    const res = await ops.call('POST', `${A}/goods`, body)
    assert.equal(res.errno, 1, res.error)
    const g = res.data
    assert.equal(g.skus.length, 2)
    assert.equal(g.revision, 1)
    // A regional SKU's stock is the sum of its warehouses.
    assert.equal(g.skus[1].stock, 30)
    assert.deepEqual(g.skus[1].region_stock, [{ warehouse_id: body.skus[1].region_stock[0].warehouse_id, stock: 30 }])
    const info = await t.post('/api/v1/goods/info', { sku_id: g.skus[0].id })
    assert.equal(info.errno, 1, info.error)
    assert.equal(info.data.title, '测试商品')
    const list = await ops.call('GET', `${A}/goods?q=${encodeURIComponent('测试')}&page_size=5`)
    assert.equal(list.data.list[0].id, g.id)
    assert.equal(list.data.list[0].minPrice, 1990)
    assert.equal(list.data.list[0].stock, 80)
  })

  it('refuses the second of two saves made from the same revision, and keeps the first', async () => {
    const created = (await ops.call('POST', `${A}/goods`, { ...body, title: '并发编辑' })).data
    const first = await ops.call('PUT', `${A}/goods/${created.id}`, {
      ...body,
      title: '甲的修改',
      revision: created.revision,
      skus: created.skus
    })
    assert.equal(first.errno, 1, first.error)
    const second = await ops2.call('PUT', `${A}/goods/${created.id}`, {
      ...body,
      title: '乙的修改',
      revision: created.revision,
      skus: created.skus
    })
    assert.equal(second.errno, 1005)
    assert.match(second.error, /运营甲修改，请刷新/)
    const now = (await ops.call('GET', `${A}/goods/${created.id}`)).data
    assert.equal(now.title, '甲的修改')
    assert.equal(now.revision, created.revision + 1)
  })

  it('writes every change to the audit log with before and after, readable by 财务 but not 运营', async () => {
    const created = (await ops.call('POST', `${A}/goods`, { ...body, title: '审计商品' })).data
    const skus = created.skus.map((s: { price: number }) => ({ ...s, price: s.price + 100, market_price: 9990 }))
    assert.equal(
      (await ops.call('PUT', `${A}/goods/${created.id}`, { ...body, title: '审计商品', skus, revision: 1 })).errno,
      1
    )
    assert.equal((await ops.call('POST', `${A}/goods/shelf`, { ids: [created.id], status: 0 })).data.changed, 1)
    const finance = await signIn(t, 'finance')
    const log = await finance.call('GET', `${A}/audit?entity=goods&entity_id=${created.id}`)
    assert.equal(log.errno, 1)
    assert.deepEqual(
      log.data.list.map((e: { action: string }) => e.action),
      ['off-shelf', 'update', 'create']
    )
    const upd = log.data.list[1]
    assert.equal(upd.staffName, '运营甲')
    assert.equal(upd.before.skus[0].price, 1990)
    assert.equal(upd.after.skus[0].price, 2090)
    assert.ok(upd.createdAt)
    assert.equal((await ops.call('GET', `${A}/audit`)).status, 403)
    // Off shelf shows in the shop at once.
    assert.equal((await t.post('/api/v1/goods/info', { sku_id: created.skus[0].id })).errno, 2101)
  })

  it('refuses to delete goods that have orders, with the reason; deletes goods without', async () => {
    const g = (await ops.call('POST', `${A}/goods`, { ...body, title: '有订单的商品' })).data
    const s = await shopper(t)
    await placeOrder(t, s, { items: [{ sku_id: g.skus[0].id, qty: 1 }] })
    const refused = await ops.call('DELETE', `${A}/goods/${g.id}`)
    assert.equal(refused.errno, 1005)
    assert.match(refused.error, /已有 1 笔订单，不能删除/)
    const lone = (await ops.call('POST', `${A}/goods`, { ...body, title: '可删除' })).data
    assert.equal((await ops.call('DELETE', `${A}/goods/${lone.id}`)).errno, 1)
    assert.equal((await ops.call('GET', `${A}/goods/${lone.id}`)).errno, 1002)
  })

  it('answers bad input with errno 1001 naming the field', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ...body, title: '' }, /title/],
      [{ ...body, skus: [{ ...body.skus[0], price: 0 }] }, /price/],
      [{ ...body, skus: [{ ...body.skus[0], price: 12.5 }] }, /price/],
      [{ ...body, skus: [{ ...body.skus[0], market_price: 100 }] }, /skus\.0\.market_price/],
      [{ ...body, skus: [body.skus[0], body.skus[0]] }, /skus\.1\.specs/],
      [{ ...body, skus: [{ ...body.skus[1], region_stock: [{ warehouse_id: 9999, stock: 1 }] }] }, /warehouse_id/],
      [{ ...body, category_id: 999999 }, /category_id/],
      [{ ...body, skus: [] }, /skus/]
    ]
    for (const [input, field] of cases) {
      const res = await ops.call('POST', `${A}/goods`, input)
      assert.equal(res.errno, 1001, JSON.stringify(input).slice(0, 80))
      assert.match(res.error, field)
    }
    const theme = await ops.call('POST', `${A}/theme/publish`, { primary_color: 'red' })
    assert.equal(theme.errno, 1001)
  })

  it('lets 仓库 change stock (stale rule too) but not prices', async () => {
    const g = (await ops.call('POST', `${A}/goods`, { ...body, title: '库存商品' })).data
    const wh = await signIn(t, 'warehouse')
    const stock = {
      revision: g.revision,
      skus: g.skus.map((s: { id: number }) => ({ id: s.id, stock: 7, region_stock: [] }))
    }
    const res = await wh.call('PUT', `${A}/goods/${g.id}/stock`, stock)
    assert.equal(res.errno, 1, res.error)
    assert.deepEqual(
      res.data.skus.map((s: { stock: number }) => s.stock),
      [7, 7]
    )
    assert.equal((await wh.call('PUT', `${A}/goods/${g.id}/stock`, stock)).errno, 1005)
    assert.equal((await wh.call('PUT', `${A}/goods/${g.id}`, { ...body, revision: 2 })).status, 403)
  })
})

describe('console uploads', () => {
  let t: TestApp
  let ops: Console
  before(async () => {
    t = await createTestApp({ seed: false })
    ops = await signIn(t, 'ops')
  })
  after(() => t.close())

  const upload = (c: Console, data: Buffer, name: string) => {
    const boundary = '----console'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`)
    ])
    return t.app.inject({
      method: 'POST',
      url: `${A}/upload`,
      payload: body,
      headers: { cookie: c.cookie, 'x-csrf-token': c.csrf, 'content-type': `multipart/form-data; boundary=${boundary}` }
    })
  }
  let PNG: Buffer
  before(async () => {
    PNG = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#d4ac52' } })
      .png()
      .toBuffer()
  })

  it('stores an image and serves it back; refuses what is not an image, and what is over 2 MB', async () => {
    const ok = (await upload(ops, PNG, 'a.png')).json()
    assert.equal(ok.errno, 1, ok.error)
    // Stored as sized variants (tests/server/pictures.test.ts); the answer's address is the large JPEG.
    assert.match(ok.data.url, /\/api\/service\/image\/[a-f0-9]{32}_1080\.jpg$/)
    const served = await t.app.inject({ method: 'GET', url: new URL(ok.data.url).pathname })
    assert.equal(served.statusCode, 200)
    const text = (await upload(ops, Buffer.from('<script>alert(1)</script>'), 'x.png')).json()
    assert.equal(text.errno, 1001)
    assert.match(text.error, /不是图片/)
    const big = (await upload(ops, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png')).json()
    assert.equal(big.errno, 1001)
    assert.match(big.error, /2MB/)
    const service = await signIn(t, 'service')
    assert.equal((await upload(service, PNG, 'a.png')).statusCode, 403)
  })
})
