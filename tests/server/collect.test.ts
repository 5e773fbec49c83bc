import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, skuByTitle, type TestApp } from './helpers'
import { skus } from '../../server/src/db/schema'
import type { CollectListResponse } from '@contract/schemas/collect'
import type { GoodsInfo } from '@contract/schemas/goods'

const V1 = '/api/v1'

describe('favourites', () => {
  let t: TestApp
  let me: { uid: number; token: string }
  const sku = (title: string) => skuByTitle(t, title)
  const collect = (s: { id: number; spuId: number }, token = me.token) =>
    t.post(`${V1}/collect/add`, { spu_id: s.spuId, sku_id: s.id }, token)
  const list = async (token = me.token, body: object = {}) => {
    const res = await t.post<CollectListResponse>(`${V1}/collect/list`, body, token)
    assert.equal(res.errno, 1, res.error)
    return res.data
  }

  before(async () => {
    t = await createTestApp()
    me = await t.user()
  })
  after(() => t.close())

  it('needs a login for every call', async () => {
    for (const path of ['/collect/list', '/collect/usercoll', '/collect/clear', '/collect/add', '/collect/del']) {
      assert.equal((await t.post(`${V1}${path}`, { sku_id: 1, spu_id: 1, sku_ids: '1' })).errno, 1006, path)
    }
  })

  it('adds idempotently and says whether a SKU is collected', async () => {
    const honey = await sku('宁夏中宁枸杞')
    assert.equal((await t.post(`${V1}/collect/usercoll`, { sku_id: honey.id }, me.token)).data.collected, false)
    assert.equal((await collect(honey)).errno, 1)
    assert.equal((await collect(honey)).errno, 1)
    assert.equal((await t.post(`${V1}/collect/usercoll`, { sku_id: honey.id }, me.token)).data.collected, true)
    const l = await list()
    assert.equal(l.total, 1)
    assert.equal(l.list[0].sku_id, honey.id)
    assert.equal(l.list[0].title, '宁夏中宁枸杞')
    assert.equal(l.list[0].valid, true)
    const info = await t.post<GoodsInfo>(`${V1}/goods/info`, { sku_id: honey.id }, me.token)
    assert.equal(info.data.collected, true)
    // Anonymous and other users see their own state.
    assert.equal((await t.post<GoodsInfo>(`${V1}/goods/info`, { sku_id: honey.id })).data.collected, false)
    const other = await t.user()
    assert.equal((await t.post(`${V1}/collect/usercoll`, { sku_id: honey.id }, other.token)).data.collected, false)
    assert.equal((await list(other.token)).total, 0)
  })

  it('refuses a SKU that is not of the SPU named, unknown and off-shelf goods, bad ids', async () => {
    const a = await sku('赣南脐橙')
    const b = await sku('黑猪五花肉')
    assert.equal((await t.post(`${V1}/collect/add`, { spu_id: b.spuId, sku_id: a.id }, me.token)).errno, 1002)
    assert.equal((await t.post(`${V1}/collect/add`, { spu_id: a.spuId, sku_id: 999999 }, me.token)).errno, 1002)
    assert.equal((await collect(await sku('男士轻薄羽绒服'))).errno, 2101)
    const bad = await t.post(`${V1}/collect/add`, { sku_id: a.id }, me.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /spu_id/)
    const badList = await t.post(`${V1}/collect/list`, { page_size: 500 }, me.token)
    assert.equal(badList.errno, 1001)
    assert.match(badList.error, /page_size/)
  })

  it('pages newest first and flags goods that can no longer be bought', async () => {
    const u = await t.user()
    const titles = ['赣南脐橙', '黑猪五花肉', '高筋小麦粉', '山西老陈醋', '郫县豆瓣酱']
    for (const title of titles) assert.equal((await collect(await sku(title), u.token)).errno, 1)
    const p1 = await list(u.token, { page: 1, page_size: 2 })
    const p3 = await list(u.token, { page: 3, page_size: 2 })
    assert.equal(p1.total, 5)
    assert.deepEqual(
      p1.list.map((c) => c.title),
      ['郫县豆瓣酱', '山西老陈醋']
    )
    assert.deepEqual(
      p3.list.map((c) => c.title),
      ['赣南脐橙']
    )
    const pork = await sku('黑猪五花肉')
    await t.db.update(skus).set({ stock: 0 }).where(eq(skus.id, pork.id))
    const all = await list(u.token, { page_size: 10 })
    assert.equal(all.list.find((c) => c.sku_id === pork.id)!.valid, false)
    await t.db.update(skus).set({ stock: pork.stock }).where(eq(skus.id, pork.id))
  })

  it('deletes by sku ids and clears only the caller’s favourites', async () => {
    const u = await t.user()
    const other = await t.user()
    const a = await sku('赣南脐橙')
    const b = await sku('黑猪五花肉')
    const c = await sku('高筋小麦粉')
    for (const s of [a, b, c]) await collect(s, u.token)
    await collect(a, other.token)
    const del = await t.post(`${V1}/collect/del`, { sku_ids: `${a.id},${b.id}` }, u.token)
    assert.equal(del.data.removed, 2)
    assert.deepEqual(
      (await list(u.token)).list.map((x) => x.sku_id),
      [c.id]
    )
    assert.equal((await list(other.token)).total, 1)
    for (const sku_ids of ['', 'x', '1,', '99999999999']) {
      const bad = await t.post(`${V1}/collect/del`, { sku_ids }, u.token)
      assert.equal(bad.errno, 1001, sku_ids)
      assert.match(bad.error, /sku_ids/)
    }
    const cleared = await t.post(`${V1}/collect/clear`, {}, u.token)
    assert.equal(cleared.data.removed, 1)
    assert.equal((await list(u.token)).total, 0)
    assert.equal((await list(other.token)).total, 1)
  })
})
