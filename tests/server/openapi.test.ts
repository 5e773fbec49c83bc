import fs from 'node:fs'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import Fastify from 'fastify'
import { createTestApp, TEST_DATA_KEYS, type TestApp } from './helpers'
import { API_DOCS_PREFIX, OPENAPI_FILE, registerApiDocs } from '../../server/src/lib/openapi'
import { ROUTE_DOCS } from '../../contract/openapi'
import { documented } from '../../scripts/gen-openapi/registered'
import { problemsOf } from '../../scripts/gen-openapi/build'
import { exampleOf, type DocumentedRoute } from '../../scripts/gen-openapi/document'
import { sampleFromPattern } from '../../scripts/gen-openapi/pattern'
import { validatorOf } from '../../scripts/gen-openapi/validate'

/** Issue 31: the API reference generated from the contract (docs/api/README.md). */
const doc = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'))
const METHODS = ['get', 'post', 'put', 'delete', 'patch']

describe('the API reference covers every route', () => {
  let t: TestApp
  let routes: DocumentedRoute[]
  before(async () => {
    t = await createTestApp({ seed: false })
    routes = t.app.routeList
      .filter((r) => r.method !== 'HEAD' && documented(r.url))
      .map((r) => ({
        method: r.method,
        url: r.url,
        schema: (r.schema ?? {}) as DocumentedRoute['schema'],
        access: 'visitor' as const,
        doc: ROUTE_DOCS[`${r.method} ${r.url}`],
        thrown: [],
        pension: false
      }))
  })
  after(() => t.close())

  it('every registered route has a summary and an example its own response schema takes', () => {
    assert.ok(routes.length > 200, `${routes.length} routes`)
    assert.deepEqual(problemsOf(routes), [])
  })

  it('a route without a summary, or with an example its schema refuses, is reported', () => {
    const r = routes.find((x) => x.url === '/api/v1/order/create')!
    const problems = problemsOf([
      { ...r, doc: undefined },
      { ...r, url: '/api/v1/order/confirm', doc: { summary: 'x', example: { order_no: 5 } } }
    ])
    assert.ok(
      problems.some((p) => p.startsWith('POST /api/v1/order/create: no summary')),
      problems.join('\n')
    )
    assert.ok(
      problems.some((p) => p.startsWith('POST /api/v1/order/confirm: its example fails')),
      problems.join('\n')
    )
  })

  it('docs/api/openapi.json names every registered route, with its summary and errnos', () => {
    for (const r of routes) {
      const path = r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{wildcard}')
      const op = doc.paths[path]?.[r.method.toLowerCase()]
      assert.ok(op, `${r.method} ${r.url} is missing: run npm run gen:openapi`)
      assert.equal(op.summary, ROUTE_DOCS[`${r.method} ${r.url}`].summary)
      assert.ok(op['x-errnos'].includes(1001) && op['x-errnos'].includes(1500), `${r.method} ${r.url} errnos`)
    }
  })

  it('each example in the document passes the route schema it documents', () => {
    for (const r of routes) {
      const ok = (r.schema.response as Record<string, unknown>)['200']
      assert.ok(validatorOf(ok)(exampleOf(r)), `${r.method} ${r.url}`)
    }
  })
})

describe('docs/api/openapi.json is a valid OpenAPI 3.1 document', () => {
  it('passes the OpenAPI 3.1 schema', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator')
    const result = await new Validator().validate(structuredClone(doc))
    assert.equal(result.valid, true, JSON.stringify(result.errors)?.slice(0, 800))
    assert.equal(doc.openapi, '3.1.0')
  })

  it('every operation has a summary, responses and a unique id; the shop and the console are both there', () => {
    const ids = new Set<string>()
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
      for (const [method, op] of Object.entries(item).filter(([m]) => METHODS.includes(m))) {
        assert.ok(op.summary, `${method} ${path}: summary`)
        assert.ok(Object.keys(op.responses as object).includes('200'), `${method} ${path}: 200`)
        assert.ok(!ids.has(op.operationId as string), `${op.operationId} twice`)
        ids.add(op.operationId as string)
      }
    }
    assert.ok(doc.paths['/api/v1/order/create']?.post)
    assert.ok(doc.paths['/api/admin/orders/{id}/ship']?.post)
    assert.deepEqual(Object.keys(doc.paths), [...Object.keys(doc.paths)].sort(), 'paths sorted')
  })

  it('errnos thrown under a handler are listed: /order/create may answer out of stock', () => {
    const op = doc.paths['/api/v1/order/create'].post
    assert.ok(op['x-errnos'].includes(2102), op['x-errnos'].join(','))
    assert.ok(op['x-errnos'].includes(1006) && op['x-errnos'].includes(1004))
    assert.ok(doc.paths['/api/admin/orders/{id}/ship'].post['x-errnos'].includes(1003))
  })
})

describe('/api/docs', () => {
  it('development serves the browsable reference and its document', async () => {
    const app = Fastify()
    await registerApiDocs(app, { env: 'development' })
    const page = await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /swagger-ui/)
    const json = await app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` })
    assert.equal(json.statusCode, 200)
    assert.deepEqual(json.json(), doc)
    await app.close()
  })

  it('production and the tests serve nothing there', async () => {
    for (const env of ['production', 'test'] as const) {
      const app = Fastify()
      await registerApiDocs(app, { env })
      const res = await app.inject({ method: 'GET', url: API_DOCS_PREFIX })
      assert.equal(res.statusCode, 404, env)
      await app.close()
    }
  })

  it('a production server answers 404 at /api/docs', async () => {
    const prod = await createTestApp({
      seed: false,
      env: { NODE_ENV: 'production', SSO_SECRET: 's', PAYMENT_SECRET: 'p', DEMO_MODE: '1', ...TEST_DATA_KEYS }
    })
    try {
      assert.equal(prod.config.env, 'production')
      for (const url of [API_DOCS_PREFIX, `${API_DOCS_PREFIX}/json`]) {
        const res = await prod.app.inject({ method: 'GET', url })
        assert.equal(res.statusCode, 404, url)
      }
    } finally {
      await prod.close()
    }
  })
})

describe('examples from patterns', () => {
  it('makes the shortest string each contract pattern accepts', () => {
    for (const p of [
      '^1\\d{10}$',
      '^[A-Za-z0-9_-]{16,64}$',
      '^\\d{6}(\\d{3}){0,2}$',
      '^/(?![/\\\\])[^\\s]*$',
      '^P\\d{24}$'
    ]) {
      assert.match(sampleFromPattern(p), new RegExp(p), p)
    }
  })
})
