import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'

const A = '/api/admin'

/** Bodies no console route may answer with a 500 or a success; the numbers and NUL characters name their field. */
const BAD: Array<[string, string, RegExp | null]> = [
  ['truncated JSON', '{"title": "x",', /JSON/],
  ['1e309', '{"title": 1e309, "price": 1e309, "id": 1e309, "status": 1e309}', null],
  ['NUL in a string', '{"title": "a\\u0000b", "name": "a\\u0000b", "username": "a\\u0000b"}', null],
  ['strings for numbers', '{"category_id": "abc", "status": "x", "price": "1元", "ids": "1,2"}', null],
  ['arrays for objects', '[1, 2, 3]', null],
  ['deep nesting', `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`, null],
  ['null', 'null', null]
]

describe('console routes and malformed bodies', () => {
  let t: TestApp
  let c: Console
  before(async () => {
    t = await createTestApp()
    c = await signIn(t, 'super')
  })
  after(() => t.close())

  // Left out: sign-in and out (tests/server/admin-auth.test.ts), multipart upload (admin-goods), and roll back,
  // which takes no body (a body is ignored, so it succeeds).
  it('every write route answers a well-formed refusal (errno 1001 naming the field), never a 500', async () => {
    const writes = t.app.routeList.filter(
      (r) =>
        r.url.startsWith(`${A}/`) &&
        ['POST', 'PUT'].includes(r.method) &&
        !/\/(logout|login|upload)$|\/rollback\//.test(r.url)
    )
    assert.ok(writes.length >= 15, `only ${writes.length} console write routes`)
    for (const r of writes) {
      const url = r.url.replace(':id', '1')
      for (const [label, payload, message] of BAD) {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url,
          payload,
          headers: { cookie: c.cookie, 'x-csrf-token': c.csrf, 'content-type': 'application/json' }
        })
        const where = `${r.method} ${url} [${label}]`
        assert.ok(res.statusCode < 500, `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`)
        const env = res.json()
        assert.equal(typeof env.errno, 'number', where)
        assert.notEqual(env.errno, 1, `${where} succeeded: ${res.body.slice(0, 200)}`)
        assert.ok(env.error.length > 0, `${where}: refusal without a message`)
        if (message) assert.match(env.error, message, where)
        // A route that takes no body (delete a quick reply by its id) ignores it: its refusal is about the id.
        const takesBody = Boolean(r.schema?.body)
        if (takesBody && label !== 'null' && label !== 'deep nesting' && label !== 'arrays for objects') {
          assert.equal(env.errno, 1001, `${where}: ${res.body.slice(0, 200)}`)
        }
      }
    }
    // The session survived all of it.
    assert.equal((await c.call('GET', `${A}/session`)).errno, 1)
  })

  it('a goods form field the server refuses is named, so the console can show it beside the field', async () => {
    const res = await c.call('POST', `${A}/categories`, { parent_id: null, name: '分类', sort: 0, color: 'red' })
    assert.equal(res.errno, 1001)
    assert.match(res.error, /color/)
  })
})
