import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import Fastify from 'fastify'

// fastify.inject is light-my-request, which npm would give cookie 2 (Node >= 22 only); package.json's overrides hold it
// to cookie 1.x, which supports the Node 20 we run on (docs/decisions/0007-node-20.md).
const fromFastify = createRequire(require.resolve('fastify'))
const fromInject = createRequire(fromFastify.resolve('light-my-request'))

describe('install: the server toolchain on this Node', () => {
  it('light-my-request gets a cookie package whose engines include this Node', () => {
    const pkg = fromInject('cookie/package.json') as { version: string; engines: { node: string } }
    const floor = Number(/>=\s*(\d+)/.exec(pkg.engines.node)?.[1])
    assert.ok(floor <= Number(process.versions.node.split('.')[0]), `cookie@${pkg.version} wants ${pkg.engines.node}`)
  })

  it('inject sends the cookies it is given', async () => {
    const app = Fastify()
    app.get('/echo', async (req) => ({ cookie: req.headers.cookie }))
    const res = await app.inject({ method: 'GET', url: '/echo', cookies: { a: '1', b: 'x y' } })
    assert.equal(res.json().cookie, 'a=1; b=x%20y')
    await app.close()
  })
})
