import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { buildApp } from '../../server/src/app'
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../../server/src/lib/h5-static'
import { createTestApp, type TestApp } from './helpers'

type App = Awaited<ReturnType<typeof buildApp>>

/** A build folder shaped like Taro's H5 output, with the copies config/precompress.ts writes. */
function fakeBuild(dir: string) {
  const html = `<!doctype html><html><head><script defer src="/js/app.0123abcd.js"></script></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`
  const js = `console.log(${JSON.stringify('mili mall '.repeat(500))})`
  const write = (rel: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), body)
  }
  write('index.html', html)
  write('index.html.br', zlib.brotliCompressSync(html))
  write('index.html.gz', zlib.gzipSync(html))
  write('js/app.0123abcd.js', js)
  write('js/app.0123abcd.js.br', zlib.brotliCompressSync(js))
  write('js/app.0123abcd.js.gz', zlib.gzipSync(js))
  write('static/images/logo.89abcdef.png', Buffer.from([137, 80, 78, 71]))
  write('favicon.ico', Buffer.from([0, 0, 1, 0]))
  return { html, js }
}

describe('H5 static files', () => {
  let t: TestApp
  let app: App
  let dir: string
  let files: { html: string; js: string }

  before(async () => {
    t = await createTestApp({ seed: false })
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-static-'))
    files = fakeBuild(dir)
    const kind = t.config.databaseUrl ? 'postgres' : 'pglite'
    const database = { db: t.db, kind, close: async () => undefined } as const
    app = await buildApp({ config: { ...t.config, h5Dir: dir }, database, logger: false })
  })
  after(async () => {
    await app.close()
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } })

  it('sends the brotli copy to a browser that accepts it, gzip to one that takes only gzip, else the file', async () => {
    const br = await get('/js/app.0123abcd.js', 'gzip, deflate, br')
    assert.equal(br.statusCode, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(String(br.headers['content-type']), /javascript/)
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), files.js)

    const gz = await get('/js/app.0123abcd.js', 'gzip')
    assert.equal(gz.headers['content-encoding'], 'gzip')
    assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), files.js)

    const plain = await get('/js/app.0123abcd.js', 'identity')
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.payload, files.js)
    const none = await get('/js/app.0123abcd.js')
    assert.equal(none.payload, files.js)
  })

  it('says Vary: Accept-Encoding on every compressible file, whichever encoding went out', async () => {
    for (const enc of ['br', 'gzip', 'identity', undefined]) {
      const res = await get('/js/app.0123abcd.js', enc)
      assert.match(String(res.headers.vary), /accept-encoding/i, `encoding ${enc}`)
    }
    assert.match(String((await get('/', 'br')).headers.vary), /accept-encoding/i)
  })

  it('keeps content-hashed files a year, immutable, in every encoding', async () => {
    for (const enc of ['br', 'gzip', 'identity']) {
      assert.equal((await get('/js/app.0123abcd.js', enc)).headers['cache-control'], IMMUTABLE)
    }
    assert.equal((await get('/static/images/logo.89abcdef.png')).headers['cache-control'], IMMUTABLE)
    assert.equal(IMMUTABLE, 'public, max-age=31536000, immutable')
  })

  it('revalidates index.html (at /, by name and as the deep-link fallback) and unhashed files', async () => {
    const root = await get('/', 'br')
    assert.equal(root.statusCode, 200)
    assert.equal(root.headers['content-encoding'], 'br')
    assert.equal(zlib.brotliDecompressSync(root.rawPayload).toString(), files.html)
    assert.equal(root.headers['cache-control'], REVALIDATE)
    assert.ok(root.headers.etag || root.headers['last-modified'], 'a validator to revalidate against')
    assert.equal((await get('/index.html', 'gzip')).headers['cache-control'], REVALIDATE)
    const deep = await get('/some/deep/link', 'br')
    assert.equal(deep.statusCode, 200)
    assert.equal(deep.headers['cache-control'], REVALIDATE)
    assert.equal((await get('/favicon.ico')).headers['cache-control'], REVALIDATE)
  })

  it('answers a missing file with 404, not the shell (a browser asks /favicon.ico on every first visit)', async () => {
    fs.renameSync(path.join(dir, 'favicon.ico'), path.join(dir, 'favicon.bak'))
    try {
      for (const url of ['/favicon.ico', '/js/app.deadbeef.js', '/apple-touch-icon.png?v=2']) {
        const res = await get(url, 'br')
        assert.equal(res.statusCode, 404, url)
        assert.doesNotMatch(String(res.headers['content-type']), /html/, url)
      }
      // A deep link (no file name) still gets the app.
      assert.equal((await get('/pages/home/index?from=share')).statusCode, 200)
    } finally {
      fs.renameSync(path.join(dir, 'favicon.bak'), path.join(dir, 'favicon.ico'))
    }
  })

  it('never sends a file outside the build, however the path is spelled (@fastify/static 10, docs/deploy.md)', async () => {
    // A file beside the build folder: what a traversal would reach.
    fs.writeFileSync(path.join(dir, '..', `${path.basename(dir)}-secret.txt`), 'SECRET')
    const probes = [
      `/../${path.basename(dir)}-secret.txt`,
      `/%2e%2e/${path.basename(dir)}-secret.txt`,
      `/js/..%2f..%2f${path.basename(dir)}-secret.txt`,
      `/js/%2e%2e/%2e%2e/${path.basename(dir)}-secret.txt`,
      `/js/..%5c..%5c${path.basename(dir)}-secret.txt`,
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd'
    ]
    try {
      for (const url of probes) {
        const res = await get(url)
        assert.ok(!res.body.includes('SECRET') && !res.body.includes('root:'), `${url} answered ${res.statusCode}`)
      }
    } finally {
      fs.rmSync(path.join(dir, '..', `${path.basename(dir)}-secret.txt`), { force: true })
    }
  })

  it('answers a revalidation of an unchanged index.html with 304', async () => {
    const first = await get('/', 'br')
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) }
    })
    assert.equal(again.statusCode, 304)
  })

  it('tells a content-hashed name from a plain one', () => {
    assert.equal(cacheControlFor('/x/js/9819.940feb92.js.br'), IMMUTABLE)
    assert.equal(cacheControlFor('/x/css/app.1a2b3c4d.css'), IMMUTABLE)
    assert.equal(cacheControlFor('/x/index.html.gz'), REVALIDATE)
    assert.equal(cacheControlFor('/x/js/app.js'), REVALIDATE)
    assert.equal(cacheControlFor('/x/manifest.json'), REVALIDATE)
  })
})
