import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import { addMessage } from '../../server/src/content/message'

describe('message: message centre and feedback', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

  it('gives a new user the welcome message, unread', async () => {
    const phone = nextPhone()
    await t.post('/api/service/sms/sendcode', { phone, ch_id: 1 })
    const code = (await t.post('/api/dev/sms-outbox', { phone })).data.list[0].code
    const login = await t.post('/api/v1/user/phonelogin', { phone, verify_code: code })
    const list = await t.post('/api/v1/message/list', {}, login.data.token)
    assert.equal(list.errno, 1)
    assert.equal(list.data.total, 1)
    assert.equal(list.data.list[0].title, '欢迎加入')
    assert.equal(list.data.list[0].is_read, false)
    assert.equal(list.data.unread, 1)
    assert.deepEqual((await t.post('/api/v1/message/unread', {}, login.data.token)).data, { count: 1 })
  })

  it("pages newest first and marks read once; another user's message is not found", async () => {
    const u = await t.user()
    const other = await t.user()
    const ids: number[] = []
    for (let i = 1; i <= 5; i++)
      ids.push(await addMessage(t.db, u.uid, { type: 'order', title: `订单 ${i} 已发货`, content: '您的订单已发货' }))
    const page1 = await t.post('/api/v1/message/list', { page: 1, page_size: 2 }, u.token)
    assert.deepEqual(
      page1.data.list.map((m: { id: number }) => m.id),
      [ids[4], ids[3]]
    )
    assert.equal(page1.data.total, 5)
    const page3 = await t.post('/api/v1/message/list', { page: 3, page_size: 2 }, u.token)
    assert.deepEqual(
      page3.data.list.map((m: { id: number }) => m.id),
      [ids[0]]
    )
    const read = await t.post('/api/v1/message/read', { id: ids[2] }, u.token)
    assert.deepEqual(read.data, { id: ids[2], is_read: true, unread: 4 })
    assert.equal((await t.post('/api/v1/message/read', { id: ids[2] }, u.token)).data.unread, 4)
    const stolen = await t.post('/api/v1/message/read', { id: ids[0] }, other.token)
    assert.equal(stolen.errno, 1002)
    assert.equal((await t.post('/api/v1/message/unread', {}, u.token)).data.count, 4)
    for (const body of [{}, { id: -1 }, { id: 1.5 }, { id: 'abc' }]) {
      const res = await t.post('/api/v1/message/read', body, u.token)
      assert.equal(res.errno, 1001, JSON.stringify(body))
      assert.match(res.error, /id/)
    }
    assert.equal((await t.post('/api/v1/message/list', { page_size: 500 }, u.token)).errno, 1001)
    assert.equal((await t.post('/api/v1/message/list', {})).errno, 1006)
  })

  it("adds feedback with images and contact, and lists only the caller's own", async () => {
    const u = await t.user()
    const other = await t.user()
    const res = await t.post(
      '/api/v1/feedback/add',
      {
        content: '  商品详情页图片加载很慢，希望优化。  ',
        images: ['https://img.example.com/1.png'],
        contact: '13800000000'
      },
      u.token
    )
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.content, '商品详情页图片加载很慢，希望优化。')
    assert.deepEqual(res.data.images, ['https://img.example.com/1.png'])
    assert.equal(res.data.status, 0)
    const mine = await t.post('/api/v1/feedback/list', {}, u.token)
    assert.equal(mine.data.total, 1)
    assert.equal(mine.data.list[0].id, res.data.id)
    assert.equal((await t.post('/api/v1/feedback/list', {}, other.token)).data.total, 0)
  })

  it("marks all of the caller's messages read at once, and only theirs", async () => {
    const u = await t.user()
    const other = await t.user()
    for (const n of [1, 2, 3]) await addMessage(t.db, u.uid, { title: `通知${n}`, content: '内容' })
    await addMessage(t.db, other.uid, { title: '别人的', content: '内容' })
    const first = (await t.post('/api/v1/message/list', {}, u.token)).data.list[0]
    await t.post('/api/v1/message/read', { id: first.id }, u.token)
    const res = await t.post('/api/v1/message/readall', {}, u.token)
    assert.equal(res.errno, 1, res.error)
    assert.deepEqual(res.data, { marked: 2, unread: 0 })
    const list = await t.post('/api/v1/message/list', {}, u.token)
    assert.ok(list.data.list.every((m: { is_read: boolean }) => m.is_read))
    assert.deepEqual((await t.post('/api/v1/message/readall', {}, u.token)).data, { marked: 0, unread: 0 })
    assert.deepEqual((await t.post('/api/v1/message/unread', {}, other.token)).data, { count: 1 })
    assert.equal((await t.post('/api/v1/message/readall', {})).errno, 1006)
  })

  it('checks feedback lengths and image addresses', async () => {
    const u = await t.user()
    const cases: Array<[object, RegExp]> = [
      [{}, /content/],
      [{ content: '短' }, /content/],
      [{ content: '字'.repeat(501) }, /content/],
      [{ content: '正常的反馈内容', images: Array(10).fill('https://a.com/x.png') }, /images/],
      [{ content: '正常的反馈内容', images: ['javascript:alert(1)'] }, /images/],
      [{ content: '正常的反馈内容', contact: 'x'.repeat(65) }, /contact/]
    ]
    for (const [body, field] of cases) {
      const res = await t.post('/api/v1/feedback/add', body, u.token)
      assert.equal(res.errno, 1001, JSON.stringify(body).slice(0, 80))
      assert.match(res.error, field)
    }
    // One address given as a bare string is read as a one-item list (the server coerces scalars to arrays).
    const single = await t.post(
      '/api/v1/feedback/add',
      { content: '正常的反馈内容', images: 'https://a.com/x.png' },
      u.token
    )
    assert.deepEqual(single.data.images, ['https://a.com/x.png'])
    assert.equal((await t.post('/api/v1/feedback/add', { content: '正常的反馈内容' })).errno, 1006)
  })
})
