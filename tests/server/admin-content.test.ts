import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'

const A = '/api/admin'

describe('console content: articles the shop renders, messages to one shopper or all', () => {
  let t: TestApp
  let ops: Console
  before(async () => {
    t = await createTestApp()
    ops = await signIn(t, 'ops')
  })
  after(() => t.close())

  const article = { column: 'help', title: '如何退货', summary: '', sort: 0, visible: true }

  it('refuses content the shop sanitiser would reduce to nothing; saves what it keeps, and the shop serves it', async () => {
    const empty = await ops.call('POST', `${A}/articles`, { ...article, content: '<script>alert(1)</script>' })
    assert.equal(empty.errno, 1001)
    assert.match(empty.error, /content/)
    const saved = await ops.call('POST', `${A}/articles`, {
      ...article,
      content: '<h3>退货</h3><p><strong>七天</strong>无理由</p>'
    })
    assert.equal(saved.errno, 1, saved.error)
    const shop = await t.post('/api/v1/article/info', { id: String(saved.data.id) })
    assert.equal(shop.errno, 1, shop.error)
    assert.equal(shop.data.title, '如何退货')
    assert.match(JSON.stringify(shop.data), /七天/)
  })

  it('sends a message to one shopper, or to every shopper, and 客服 may send too', async () => {
    const a = await t.user()
    const b = await t.user()
    const one = await ops.call('POST', `${A}/messages`, {
      user_id: a.uid,
      title: '订单提醒',
      content: '您的订单已发货'
    })
    assert.equal(one.data.sent, 1)
    const service = await signIn(t, 'service')
    const all = await service.call('POST', `${A}/messages`, {
      user_id: null,
      title: '系统公告',
      content: '国庆发货安排'
    })
    assert.equal(all.errno, 1, all.error)
    assert.ok(all.data.sent >= 2)
    const listA = await t.post('/api/v1/message/list', { page: 1, page_size: 10 }, a.token)
    assert.deepEqual(listA.data.list.map((m: { title: string }) => m.title).sort(), ['系统公告', '订单提醒'])
    const listB = await t.post('/api/v1/message/list', { page: 1, page_size: 10 }, b.token)
    assert.deepEqual(
      listB.data.list.map((m: { title: string }) => m.title),
      ['系统公告']
    )
    const nobody = await ops.call('POST', `${A}/messages`, { user_id: 99999999, title: 't', content: 'c' })
    assert.equal(nobody.errno, 1001)
    assert.match(nobody.error, /user_id/)
  })
})
