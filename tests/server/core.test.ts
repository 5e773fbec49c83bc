import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { sessions } from '../../server/src/db/schema'

describe('server core', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

  it('answers health once the database is ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    assert.equal(res.statusCode, 200)
    assert.equal(res.json().data.status, 'ok')
  })

  it('answers an unknown API path with errno 1002 and 404', async () => {
    const res = await t.post('/api/v1/no/such/call', {})
    assert.equal(res.status, 404)
    assert.equal(res.errno, 1002)
  })

  it('answers malformed JSON with errno 1001, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/no/such',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' }
    })
    assert.notEqual(res.statusCode, 500)
  })

  it('stores only the hash of a session token', async () => {
    const u = await t.user()
    const rows = await t.db
      .select()
      .from(sessions)
      .where(sql`${sessions.userId} = ${u.uid}`)
    assert.equal(rows.length, 1)
    assert.notEqual(rows[0].tokenHash, u.token)
    assert.equal(rows[0].tokenHash.length, 64)
  })
})
