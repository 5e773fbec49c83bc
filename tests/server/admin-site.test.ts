import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { gt } from 'drizzle-orm'
import { skus } from '../../server/src/db/schema'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'

const A = '/api/admin'

/**
 * The console's reads and writes no other test answers with a success: each answer passes its route's response
 * schema (contract/admin/*.ts), which helpers.ts compares with what the handler returned.
 */
describe('console site, catalogue and account answers', () => {
  let t: TestApp
  let ops: Console
  let root: Console
  before(async () => {
    t = await createTestApp()
    ops = await signIn(t, 'ops')
    root = await signIn(t, 'super', '管理员甲')
  })
  after(() => t.close())

  it('publishes a theme, lists its versions and rolls back to the one before', async () => {
    const first = await ops.call('GET', `${A}/theme`)
    assert.equal(first.errno, 1, first.error)
    const before = first.data.current
    assert.match(before.primary_color, /^#[0-9A-Fa-f]{6}$/)
    const published = await ops.call('POST', `${A}/theme/publish`, { ...before, primary_color: '#123456' })
    assert.equal(published.errno, 1, published.error)
    assert.equal(published.data.active, true)
    assert.equal(published.data.config.primary_color, '#123456')
    assert.equal(typeof published.data.updatedAt, 'string')
    const listed = await ops.call('GET', `${A}/theme`)
    assert.equal(listed.data.current.primary_color, '#123456')
    const older = listed.data.versions.find((v: { id: number }) => v.id !== published.data.id)
    assert.ok(older, 'the seeded theme is a version')
    const back = await ops.call('POST', `${A}/theme/rollback/${older.id}`)
    assert.equal(back.errno, 1, back.error)
    assert.equal(back.data.config.primary_color, older.config.primary_color)
    assert.ok(back.data.id > published.data.id, 'a rollback publishes a copy')
  })

  it('publishes a home page, lists the versions and rolls back', async () => {
    const versions = await ops.call('GET', `${A}/home`)
    assert.equal(versions.errno, 1, versions.error)
    const seeded = versions.data.find((v: { active: boolean }) => v.active)
    assert.ok(seeded)
    assert.equal(typeof seeded.data, 'string')
    const global_style = { pageConf: { bgColor: '#F5F5F5' }, useFooter: true, useHeader: true }
    const published = await ops.call('POST', `${A}/home/publish`, { components: [], global_style, note: '空白首页' })
    assert.equal(published.errno, 1, published.error)
    assert.deepEqual(JSON.parse(published.data.data), { components: [] })
    assert.match(published.data.name, /^空白首页 · /)
    const back = await ops.call('POST', `${A}/home/rollback/${seeded.id}`)
    assert.equal(back.errno, 1, back.error)
    assert.equal(back.data.data, seeded.data)
    assert.equal(back.data.active, true)
  })

  it('lists articles, opens one and saves an edit', async () => {
    const list = await ops.call('GET', `${A}/articles`)
    assert.equal(list.errno, 1, list.error)
    assert.ok(list.data.length > 0)
    const fixed = list.data.find((a: { key: string | null }) => a.key)
    assert.ok(fixed, 'the seeded terms pages have keys')
    const one = await ops.call('GET', `${A}/articles/${fixed.id}`)
    assert.equal(one.errno, 1, one.error)
    assert.equal(one.data.key, fixed.key)
    assert.ok(one.data.content.length > 0)
    const { column, title, summary, content, sort, visible } = one.data
    const saved = await ops.call('PUT', `${A}/articles/${fixed.id}`, {
      column,
      title: `${title}（修订）`,
      summary,
      content,
      sort,
      visible
    })
    assert.equal(saved.errno, 1, saved.error)
    assert.equal(saved.data.title, `${title}（修订）`)
    assert.equal(saved.data.key, fixed.key)
  })

  it('lists the messages sent lately', async () => {
    const u = await t.user()
    const sent = await ops.call('POST', `${A}/messages`, {
      user_id: u.uid,
      title: '到货通知',
      content: '您关注的商品已到货'
    })
    assert.equal(sent.errno, 1, sent.error)
    const recent = await ops.call('GET', `${A}/messages`)
    assert.equal(recent.errno, 1, recent.error)
    const mine = recent.data.find((m: { userId: number }) => m.userId === u.uid)
    assert.equal(mine.title, '到货通知')
    assert.equal(mine.readAt, null)
  })

  it('adds, renames and deletes a category; lists warehouses', async () => {
    const top = await ops.call('POST', `${A}/categories`, {
      parent_id: null,
      name: '测试一级',
      sort: 1,
      color: '#123456'
    })
    assert.equal(top.errno, 1, top.error)
    assert.equal(top.data.parentId, null)
    const child = await ops.call('POST', `${A}/categories`, {
      parent_id: top.data.id,
      name: '测试二级',
      sort: 0,
      color: '#654321'
    })
    assert.equal(child.data.parentId, top.data.id)
    const renamed = await ops.call('PUT', `${A}/categories/${child.data.id}`, {
      parent_id: top.data.id,
      name: '改名二级',
      sort: 2,
      color: '#654321'
    })
    assert.equal(renamed.errno, 1, renamed.error)
    assert.equal(renamed.data.name, '改名二级')
    const listed = await ops.call('GET', `${A}/categories`)
    assert.ok(listed.data.some((c: { id: number; name: string }) => c.id === child.data.id && c.name === '改名二级'))
    const gone = await ops.call('DELETE', `${A}/categories/${child.data.id}`)
    assert.equal(gone.errno, 1, gone.error)
    assert.equal(gone.data, null)
    const after = await ops.call('GET', `${A}/categories`)
    assert.ok(!after.data.some((c: { id: number }) => c.id === child.data.id))
    // The console lists the top categories in the order the shop's category tab shows them (排序, larger first).
    const shop = await t.post('/api/v1/category/list', {})
    const shopTops = (shop.data as Array<{ id: number }>).map((c) => c.id)
    const consoleTops = (after.data as Array<{ id: number; parentId: number | null }>)
      .filter((c) => c.parentId === null)
      .map((c) => c.id)
    assert.deepEqual(consoleTops, shopTops)
    const wh = await ops.call('GET', `${A}/warehouses`)
    assert.equal(wh.errno, 1, wh.error)
    assert.ok(wh.data.length > 0 && typeof wh.data[0].name === 'string')
  })

  it('creates and edits an activity, and lists it with its goods', async () => {
    const [sku] = await t.db.select().from(skus).where(gt(skus.price, 100)).limit(1)
    const body = {
      sku_id: sku.id,
      kind: 1,
      title: '测试秒杀',
      price: sku.price - 1,
      start_at: new Date(Date.now() + 86400_000).toISOString(),
      end_at: new Date(Date.now() + 2 * 86400_000).toISOString(),
      stock: 5,
      limit_per_user: 1,
      group_size: null,
      group_seconds: null,
      items: null,
      // Disabled: the shop never offers it while other tests of this file run.
      status: 0
    }
    const made = await ops.call('POST', `${A}/activities`, body)
    assert.equal(made.errno, 1, made.error)
    assert.equal(made.data.skuId, sku.id)
    assert.equal(made.data.kind, 1)
    assert.equal(made.data.startAt, body.start_at)
    assert.equal(made.data.groupSize, null)
    const edited = await ops.call('PUT', `${A}/activities/${made.data.id}`, { ...body, title: '改名秒杀', stock: 8 })
    assert.equal(edited.errno, 1, edited.error)
    assert.equal(edited.data.title, '改名秒杀')
    assert.equal(edited.data.stock, 8)
    const list = await ops.call('GET', `${A}/activities`)
    assert.equal(list.errno, 1, list.error)
    const row = list.data.find((r: { activity: { id: number } }) => r.activity.id === made.data.id)
    assert.equal(row.activity.title, '改名秒杀')
    assert.equal(row.spuId, sku.spuId)
    assert.equal(typeof row.spuTitle, 'string')
    // Shown by picture and name: a seeded goods' stored picture key (docs/decisions/0034-pictures.md).
    assert.match(row.picture, /^[a-f0-9]{32}$/)
  })

  it('lists staff and creates an account', async () => {
    const created = await root.call('POST', `${A}/staff`, {
      username: 'clerk01',
      name: '店员',
      role: 'service',
      password: 'Passw0rd!y'
    })
    assert.equal(created.errno, 1, created.error)
    const list = await root.call('GET', `${A}/staff`)
    assert.equal(list.errno, 1, list.error)
    const clerk = list.data.find((s: { id: number }) => s.id === created.data.id)
    assert.equal(clerk.username, 'clerk01')
    assert.equal(clerk.role, 'service')
    assert.equal(typeof clerk.createdAt, 'string')
    assert.ok(!('passwordHash' in clerk))
  })
})
