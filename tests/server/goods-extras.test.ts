import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, skuByTitle, until, type TestApp } from './helpers'
import { hotWords } from '../../server/src/db/schema'

// Issue 20, the goods page and search: 领券 scoped to a goods, 规格参数 and service promises, 热门搜索.
describe('goods extras: coupons of a goods, parameters and promises, hot words', () => {
  let t: TestApp
  let token: string
  before(async () => {
    t = await createTestApp()
    token = (await t.user()).token
  })
  after(() => t.close())

  it('/coupon/center with sku_id lists only the coupons whose scope takes that goods', async () => {
    const fruit = await skuByTitle(t, '赣南脐橙')
    const soap = await skuByTitle(t, '植物洗衣液')
    const all = await t.post('/api/v1/coupon/center', {}, token)
    const forFruit = await t.post('/api/v1/coupon/center', { sku_id: fruit.id }, token)
    const forSoap = await t.post('/api/v1/coupon/center', { sku_id: soap.id }, token)
    const names = (r: { data: { list: Array<{ name: string }> } }) => r.data.list.map((c) => c.name)
    assert.ok(names(all).includes('生鲜专享券'))
    assert.ok(names(forFruit).includes('生鲜专享券'), names(forFruit).join())
    assert.ok(!names(forSoap).includes('生鲜专享券'), names(forSoap).join())
    // Store-wide coupons apply to both.
    assert.ok(names(forSoap).includes('新人无门槛券'))
    assert.equal(forFruit.data.list.length, all.data.list.length)
    assert.equal(forSoap.data.list.length, all.data.list.length - 1)
  })

  it('a claimed coupon comes back as received on the goods list', async () => {
    const fruit = await skuByTitle(t, '赣南脐橙')
    const before = await t.post('/api/v1/coupon/center', { sku_id: fruit.id }, token)
    const fresh = before.data.list.find((c: { name: string }) => c.name === '生鲜专享券')
    assert.deepEqual([fresh.received, fresh.can_receive], [0, true])
    assert.equal((await t.post('/api/v1/coupon/receive', { coupon_id: fresh.coupon_id }, token)).errno, 1)
    const now = await t.post('/api/v1/coupon/center', { sku_id: fruit.id }, token)
    const claimed = now.data.list.find((c: { name: string }) => c.name === '生鲜专享券')
    assert.deepEqual([claimed.received, claimed.can_receive], [1, false])
  })

  it('/coupon/center refuses a bad sku_id naming it, and answers an unknown one not found', async () => {
    for (const sku_id of ['abc', -1, 0, 1.5]) {
      const r = await t.post('/api/v1/coupon/center', { sku_id }, token)
      assert.equal(r.errno, 1001, JSON.stringify(sku_id))
      assert.match(r.error, /sku_id/)
    }
    assert.equal((await t.post('/api/v1/coupon/center', { sku_id: 999999 }, token)).errno, 1002)
    assert.equal((await t.post('/api/v1/coupon/center', { sku_id: 1 })).errno, 1006)
  })

  it('goods/info carries the parameter table and the promises of fresh and other goods', async () => {
    const fruit = await skuByTitle(t, '赣南脐橙')
    const soap = await skuByTitle(t, '植物洗衣液')
    const f = (await t.post('/api/v1/goods/info', { sku_id: fruit.id })).data
    const s = (await t.post('/api/v1/goods/info', { sku_id: soap.id })).data
    const param = (g: { params: Array<{ name: string; value: string }> }, name: string) =>
      g.params.find((p) => p.name === name)?.value
    assert.equal(param(f, '品牌'), '赣州果业')
    assert.equal(param(f, '规格'), '5斤装 / 9斤装')
    assert.equal(param(f, '储存方式'), '冷藏0-4℃')
    assert.equal(param(s, '保质期'), undefined)
    const promise = (g: { promises: Array<{ key: string; title: string }> }, key: string) =>
      g.promises.find((p) => p.key === key)?.title
    assert.equal(promise(f, 'ship'), '24小时内发货')
    assert.equal(promise(f, 'return'), '不支持七天无理由退货')
    assert.equal(promise(s, 'ship'), '48小时内发货')
    assert.equal(promise(s, 'return'), '七天无理由退货')
    assert.equal(promise(s, 'freight'), '满99元包邮')
  })

  it('/goods/hotwords answers the configured words in order to visitors, hidden ones left out', async () => {
    const r = await t.post('/api/v1/goods/hotwords', {})
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.list[0].text, '大米')
    assert.ok(r.data.list.length <= 10 && r.data.list.length >= 5)
    await t.db.update(hotWords).set({ status: 0 }).where(eq(hotWords.word, '大米'))
    // The answer cache keeps an answer up to one second (lib/cache.ts): poll until the change shows.
    const hasRice = (r: { data: { list: Array<{ text: string }> } }) => r.data.list.some((w) => w.text === '大米')
    const after = await until(
      () => t.post('/api/v1/goods/hotwords', {}),
      (r) => !hasRice(r)
    )
    assert.ok(!hasRice(after))
    assert.equal(after.data.list[0].text, '脐橙')
  })
})
