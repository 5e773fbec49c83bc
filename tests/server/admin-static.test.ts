import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestApp, type TestApp } from './helpers'

/** The console's built pages at /admin/ (server/src/admin/static.ts), served from ADMIN_DIR, and named in the contract. */
describe('console pages', () => {
  let t: TestApp
  let dir: string
  const saved = process.env.ADMIN_DIR
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>米粒商城 · 运营后台</title>')
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log("console")')
    process.env.ADMIN_DIR = dir
    t = await createTestApp({ seed: false })
  })
  after(async () => {
    if (saved === undefined) delete process.env.ADMIN_DIR
    else process.env.ADMIN_DIR = saved
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('redirects /admin to /admin/ and serves the page and its assets', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/admin' })
    assert.equal(bare.statusCode, 302)
    assert.equal(bare.headers.location, '/admin/')
    const page = await t.app.inject({ method: 'GET', url: '/admin/' })
    assert.equal(page.statusCode, 200)
    assert.match(String(page.headers['content-type']), /text\/html/)
    assert.match(page.body, /运营后台/)
    const asset = await t.app.inject({ method: 'GET', url: '/admin/assets/main-abc123.js' })
    assert.equal(asset.statusCode, 200)
    assert.equal(asset.body, 'console.log("console")')
  })

  it('names both routes in the contract (raw answers)', () => {
    for (const url of ['/admin', '/admin/*']) {
      const r = t.app.routeList.find((x) => x.method === 'GET' && x.url === url)
      assert.ok(r, `${url} registered`)
      const response = (r.schema as { response?: Record<string, { description?: string }> }).response
      assert.ok(response?.['200'], `${url} has response[200]`)
    }
  })
})
