import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'

/**
 * Issue 15: every route the server registers (the shopper's, the console's, the sandbox's, the static files')
 * names the answer it sends in response[200], so Fastify serializes it through the contract and nothing the app is
 * sent goes unchecked. What each schema keeps is proven by every other server test: helpers.ts compares each
 * answer the schema wrote with the handler's object (serialization-check.ts) and fails the file on a difference.
 */
describe('route response schemas', () => {
  let t: TestApp
  before(async () => {
    // DEMO_MODE registers the sandbox and dev routes too, so they are held to the same rule.
    t = await createTestApp({ env: { DEMO_MODE: '1' } })
  })
  after(() => t.close())

  it('every route has a response[200] schema', () => {
    const missing = t.app.routeList
      .filter((r) => r.method !== 'HEAD')
      .filter((r) => {
        const response = (r.schema as { response?: Record<string, unknown> } | undefined)?.response
        return !response || !response['200']
      })
      .map((r) => `${r.method} ${r.url}`)
    assert.ok(t.app.routeList.length > 150, `${t.app.routeList.length} routes registered`)
    assert.deepEqual(missing, [], `${missing.length} route(s) without a response schema`)
  })

  it('a refusal is the error envelope, whatever the route answers on success', async () => {
    const res = await t.post('/api/v1/order/detail', { order_id: 'x' })
    assert.equal(typeof res.errno, 'number')
    assert.notEqual(res.errno, 1)
    assert.equal(typeof res.error, 'string')
    assert.ok(res.error.length > 0)
  })
})
