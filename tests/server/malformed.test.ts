import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'
import { needsLogin } from '../../server/src/lib/visitor-routes'

/**
 * Every POST route of every area, as registered (app.routeList), gets the same battery of malformed bodies,
 * with and without a live token. Whatever an area adds later is walked too. None may answer 500, and every
 * JSON answer must be either a refusal (numeric errno other than 1, with a message) or a well-formed success.
 */

/** Field names used across the contract; a malformed value is put in each at once. */
const FIELDS = `id ids sku_id sku_ids spu_id order_no order_id cart_id cart_ids qty num addr_id page page_size phone
  verify_code code ticket name idNo id_no content url column user_freeca_id activity_id bankId bank_no opa_id opaId
  businessNo amount type status y m com express_no payload data sign timestamp appid nick head images contact coords ua
  uuid token uid reason remark address province city area coupon_id points title tax_no email return_url identity_id
  channel use_points invoice_receiver_id`.split(/\s+/)

const fill = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])))
/** A raw JSON text with `literal` in every field: JSON.stringify cannot write 1e309 (it would write null). */
const fillRaw = (literal: string) => `{${FIELDS.map((f) => `"${f}":${literal}`).join(',')}}`
const nest = (depth: number, leaf: string) => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth)

/** Raw JSON texts (some deliberately not JSON at all). */
const JSON_BODIES: Array<[string, string]> = [
  ['null', 'null'],
  ['empty array', '[]'],
  ['array of objects', '[{"id":1},{"id":2}]'],
  ['bare string', '"hello"'],
  ['bare number', '42'],
  ['bare true', 'true'],
  ['empty object', '{}'],
  ['negative ids', fill(-1)],
  ['float ids', fill(1.5)],
  ['zero', fill(0)],
  ['huge numbers', fill(1e308)],
  ['unsafe integer', fill(9007199254740993)],
  ['booleans', fill(true)],
  ['nulls', fill(null)],
  ['empty strings', fill('')],
  ['arrays for scalars', fill([1, 2, 3])],
  ['objects for scalars', fill({ nested: { id: 1 } })],
  ['letters for numbers', fill('abc')],
  ['sql-ish strings', fill("1' OR '1'='1")],
  ['unicode', fill('\u0000\ud83d\ude80 \u202e\u4e2d\u6587 \uFEFF')],
  // Under the 1 MB body limit on purpose, so the strings reach validation rather than stopping at 413.
  ['huge strings', fill('x'.repeat(10_000))],
  ['one huge string', JSON.stringify({ id: 'x'.repeat(900_000) })],
  ['plausible foreign ids', fill(1)],
  ['deep nesting', nest(2000, '1')],
  ['deep arrays', `{"id":${'['.repeat(3000)}${']'.repeat(3000)}}`],
  ['prototype keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"id":1}'],
  ['truncated JSON', '{"id": 1, "phone": '],
  ['single quotes', "{'id': 1}"],
  ['trailing comma', '{"id": 1,}'],
  ['binary junk', '\u0000\u0001\u0002\u00ff'],
  // Coerced to ±Infinity by ajv for number fields; they must be refused there, never priced or sent to the database.
  ['Infinity strings', fill('Infinity')],
  ['-Infinity strings', fill('-Infinity')],
  ['1e309 strings', fill('1e309')],
  ['1e309 literals', fillRaw('1e309')],
  ['-1e309 in a nested list', JSON.stringify({ items: [{ sku_id: 25, qty: '-Infinity' }] })],
  ['NUL in strings', fill('a\u0000b')],
  ['NUL in a key', '{"id":1,"na\\u0000me":"x"}'],
  ['lone surrogate', fill('a\ud800b')],
  ['lone surrogate in a key', '{"id":1,"na\\udc00me":"x"}']
]
/** Sent with a token to every route (not spread by STRIDE): the classes of the bad-input issue. */
const EVERY = new Set([
  'Infinity strings',
  '-Infinity strings',
  '1e309 strings',
  '1e309 literals',
  '-1e309 in a nested list',
  'NUL in strings',
  'NUL in a key',
  'lone surrogate',
  'lone surrogate in a key'
])
/** No route can take these: a number that is not finite, a NUL or a lone surrogate is errno 1001 wherever it appears. */
const ALWAYS_REFUSED = new Set([
  '1e309 literals',
  'NUL in strings',
  'NUL in a key',
  'lone surrogate',
  'lone surrogate in a key'
])

/** Bodies with the wrong content type: form, plain text and a broken multipart. */
const OTHER_BODIES: Array<[string, string, string]> = [
  ['form', 'application/x-www-form-urlencoded', 'id=-1&page=abc&phone[]=1&__proto__[x]=1'],
  ['text', 'text/plain', 'just some text'],
  [
    'broken multipart',
    'multipart/form-data; boundary=zzz',
    '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'
  ],
  ['multipart without boundary', 'multipart/form-data', 'abc']
]

type Answer = { errno?: unknown; error?: unknown; data?: unknown }

function checkAnswer(where: string, status: number, contentType: string | undefined, body: string) {
  assert.ok(status < 500, `${where}: HTTP ${status} ${body.slice(0, 200)}`)
  if (!contentType?.includes('application/json')) return
  const json = JSON.parse(body) as Answer
  assert.equal(typeof json.errno, 'number', `${where}: errno is not a number: ${body.slice(0, 200)}`)
  assert.equal(typeof json.error, 'string', `${where}: error is not a string`)
  assert.ok('data' in json, `${where}: no data field`)
  if (json.errno === 1) assert.equal(json.error, '', `${where}: success with an error message`)
  else assert.ok((json.error as string).length > 0, `${where}: refusal without a message`)
}

/** Sent to every route, with and without a token; the rest are spread over the routes (see STRIDE). */
const CORE = new Set(['null', 'truncated JSON', 'objects for scalars', 'plausible foreign ids'])
/**
 * Each remaining body goes, with a token, to every STRIDE-th route (offset by the route's position), so every
 * kind still reaches dozens of routes and every route still gets a dozen kinds, at a third of the cost.
 */
const STRIDE = 3

const CASES = [
  ...JSON_BODIES.map(([label, payload]) => ({ label, contentType: 'application/json', payload })),
  ...OTHER_BODIES.map(([label, contentType, payload]) => ({ label, contentType, payload }))
  // The always-refused first: a case that succeeds (an empty body to /user/logout) may end the route's session.
].sort((a, b) => Number(ALWAYS_REFUSED.has(b.label)) - Number(ALWAYS_REFUSED.has(a.label)))

/**
 * POST routes reached with a shopper's token. The operator console's (/api/admin/*) answer a staff session only, so
 * a shopper's token gets 401 there before any body is read; tests/server/admin-input.test.ts sends them malformed
 * bodies with a staff session.
 */
const shopperPosts = (t: TestApp) => [
  ...new Set(t.app.routeList.filter((r) => r.method === 'POST' && !r.url.startsWith('/api/admin/')).map((r) => r.url))
]

describe('malformed bodies on every POST route', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  it('never answers 500 and always answers a well-formed envelope', async () => {
    const posts = shopperPosts(t)
    // The identity area alone registers more than twenty; other areas add theirs.
    assert.ok(posts.length >= 20, `only ${posts.length} POST routes registered`)
    let sent = 0
    for (const [i, route] of posts.entries()) {
      const url = route.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x')
      // A fresh user per route: a route such as /user/logout or /dev/expire-session may end the session it gets.
      const { token } = await t.user()
      for (const [j, c] of CASES.entries()) {
        const core = CORE.has(c.label)
        if (!core && !EVERY.has(c.label) && (i + j) % STRIDE !== 0) continue
        for (const auth of core ? [undefined, token] : [token]) {
          const headers = { 'content-type': c.contentType, ...(auth ? { authorization: `Bearer ${auth}` } : {}) }
          const res = await t.app.inject({ method: 'POST', url, payload: c.payload, headers })
          const where = `${url} [${c.label}${auth ? ', token' : ''}]`
          checkAnswer(where, res.statusCode, res.headers['content-type'] as string, res.body)
          if (ALWAYS_REFUSED.has(c.label)) assert.equal(res.json().errno, 1001, `${where}: ${res.body.slice(0, 200)}`)
          sent++
        }
      }
    }
    assert.ok(sent >= 200, `only ${sent} malformed requests sent`)
  })

  it('answers a visitor 1006 before validation on protected routes; validation still speaks to a user', async () => {
    const posts = shopperPosts(t)
    const { token } = await t.user()
    let protectedRoutes = 0
    for (const route of posts) {
      const url = route.replace(/:[^/]+/g, 'x')
      const send = (payload: string, authorization?: string) =>
        t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }
        })
      const visitor = await send(fill({ nested: 1 }))
      const login = needsLogin({ method: 'POST', routeOptions: { url: route } } as never)
      if (login) {
        protectedRoutes++
        assert.equal(visitor.json().errno, 1006, `${url} as a visitor: ${visitor.body.slice(0, 120)}`)
        // Before the body is even parsed.
        assert.equal((await send('{"id": 1,')).json().errno, 1006, `${url}: truncated JSON as a visitor`)
        const user = await send(fillRaw('1e309'), `Bearer ${token}`)
        assert.equal(user.json().errno, 1001, `${url} with a token: ${user.body.slice(0, 120)}`)
      } else if (visitor.headers['content-type']?.toString().includes('application/json')) {
        assert.notEqual(visitor.json().errno, 1006, `${url} is a visitor route: ${visitor.body.slice(0, 120)}`)
      }
    }
    assert.ok(protectedRoutes >= 60, `only ${protectedRoutes} protected routes`)
  })

  it('refuses a body over the size limit without a 500', async () => {
    const payload = JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) })
    const { token } = await t.user()
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/feedback/add', payload, headers })
    assert.equal(res.statusCode, 413)
    assert.equal(res.json().errno, 1001)
    // A visitor is turned away before the body is read.
    const visitor = await t.app.inject({ method: 'POST', url: '/api/v1/feedback/add', payload })
    assert.equal(visitor.json().errno, 1006)
  })
})
