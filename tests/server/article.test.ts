import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { count } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { articles } from '../../server/src/db/schema'
import { seedArticles } from '../../server/src/db/seed'

describe('article: terms pages and help', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
    await seedArticles(t.db)
  })
  after(() => t.close())

  it('seeds once: a second seed run writes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(articles)
    await seedArticles(t.db)
    const [after] = await t.db.select({ n: count() }).from(articles)
    assert.equal(after.n, before.n)
  })

  it('lists the terms column with the four terms pages, without their content', async () => {
    const res = await t.post('/api/v1/article/list', { column: 'terms' })
    assert.equal(res.errno, 1)
    assert.deepEqual(
      res.data.list.map((a: { key: string }) => a.key),
      ['service-terms', 'privacy-policy', 'pension-terms', 'bank-account-terms']
    )
    assert.equal(res.data.total, 4)
    for (const a of res.data.list) {
      assert.equal('content' in a, false)
      assert.ok(a.title && a.summary)
      assert.equal(typeof a.updated_at, 'number')
    }
  })

  it('lists the help column and an unknown column as empty', async () => {
    const help = await t.post('/api/v1/article/list', { column: 'help' })
    assert.ok(help.data.list.length >= 3)
    const none = await t.post('/api/v1/article/list', { column: 'nothing-here' })
    assert.deepEqual(none.data, { list: [], total: 0 })
  })

  it('opens an article by key or by id, with several paragraphs of Chinese text', async () => {
    const byKey = await t.post('/api/v1/article/info', { id: 'pension-terms' })
    assert.equal(byKey.errno, 1)
    assert.equal(byKey.data.title, '养老金账户服务协议')
    assert.ok((byKey.data.content.match(/<p>/g) || []).length >= 4)
    assert.match(byKey.data.content, /养老金/)
    const byId = await t.post('/api/v1/article/info', { id: byKey.data.id })
    assert.equal(byId.data.key, 'pension-terms')
    const byStringId = await t.post('/api/v1/article/info', { id: String(byKey.data.id) })
    assert.equal(byStringId.data.id, byKey.data.id)
    for (const key of ['service-terms', 'privacy-policy', 'bank-account-terms']) {
      const a = await t.post('/api/v1/article/info', { id: key })
      assert.equal(a.errno, 1, key)
      assert.ok(a.data.content.length > 300, key)
    }
  })

  it('answers 1002 for a missing article and 1001 for a malformed id or column', async () => {
    assert.equal((await t.post('/api/v1/article/info', { id: 999999 })).errno, 1002)
    assert.equal((await t.post('/api/v1/article/info', { id: 'no-such-page' })).errno, 1002)
    for (const id of [-1, 1.5, 0, '', "1' or '1'='1", null]) {
      const res = await t.post('/api/v1/article/info', { id })
      assert.equal(res.errno, 1001, JSON.stringify(id))
      assert.match(res.error, /id/)
    }
    const col = await t.post('/api/v1/article/list', {})
    assert.equal(col.errno, 1001)
    assert.match(col.error, /column/)
  })
})
