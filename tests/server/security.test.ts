import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, like, sql } from 'drizzle-orm'
import { buildApp } from '../../server/src/app'
import type { Config } from '../../server/src/config'
import { rateLimits } from '../../server/src/db/schema'
import { RATE_LIMITED } from '../../server/src/lib/rate-limit'
import { createTestApp, nextPhone, type TestApp } from './helpers'

type App = Awaited<ReturnType<typeof buildApp>>

const post = (app: App, url: string, body: object, opts: { token?: string; ip?: string; xff?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: opts.ip,
    headers: {
      'content-type': 'application/json',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.xff ? { 'x-forwarded-for': opts.xff } : {})
    }
  })

const LIMITS = { RATE_LIMIT_LOGIN: '3', RATE_LIMIT_SMS: '2', RATE_LIMIT_ORDER: '1', RATE_LIMIT_PAY: '1' }

describe('security headers and rate limits', () => {
  let t: TestApp
  /** A second API node over the same database, as a second process would be. */
  let other: App
  let h5Dir: string
  const extra: App[] = []
  const node = async (config: Partial<Config>) => {
    const kind = t.app.config.databaseUrl ? 'postgres' : 'pglite'
    const database = { db: t.db, kind, close: async () => undefined } as const
    const app = await buildApp({ config: { ...t.config, ...config }, database, logger: false })
    extra.push(app)
    return app
  }

  before(async () => {
    t = await createTestApp({ seed: false, env: LIMITS })
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-'))
    fs.writeFileSync(
      path.join(h5Dir, 'index.html'),
      '<!doctype html><html><head><script>document.documentElement.style.fontSize="20px"</script>' +
        '<script defer src="/js/app.js"></script></head><body><div id="app"></div></body></html>'
    )
    other = await node({ h5Dir })
  })
  after(async () => {
    for (const app of extra) await app.close()
    await t.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  it('sends security headers on every answer, with a policy the H5 shell passes', async () => {
    const inline = 'document.documentElement.style.fontSize="20px"'
    const hash = `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`
    const answers = [
      await other.inject({ method: 'GET', url: '/api/health' }),
      await other.inject({ method: 'GET', url: '/' }),
      await other.inject({ method: 'GET', url: '/some/deep/link' }),
      await post(other, '/api/v1/user/profile', {}),
      await post(other, '/api/v1/no/such/call', {})
    ]
    assert.match(answers[1].body, /<div id="app">/)
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy'])
      assert.match(csp, /default-src 'self'/)
      assert.ok(csp.includes(`script-src 'self' https://res.wx.qq.com https://res2.wx.qq.com ${hash}`), csp)
      assert.match(csp, /style-src 'self' 'unsafe-inline'/)
      assert.match(csp, /img-src 'self' data: blob: https:/)
      assert.match(csp, /object-src 'none'/)
      assert.match(csp, /frame-ancestors 'self'/)
      assert.doesNotMatch(csp, /unsafe-eval|upgrade-insecure-requests/)
      assert.doesNotMatch(csp.split('script-src')[1].split(';')[0], /unsafe-inline/)
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN')
      assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/)
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin')
      assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin')
    }
    assert.equal(answers[3].json().errno, 1006)
    // Behind TLS the browser is also told to upgrade.
    const tls = await node({ publicUrl: 'https://mall.example.com' })
    const csp = (await tls.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']
    assert.match(String(csp), /upgrade-insecure-requests/)
  })

  it('limits logins per IP with errno 1004, one count across two nodes over one database', async () => {
    const login = (app: App, ip?: string) =>
      post(app, '/api/v1/user/phonelogin', { phone: nextPhone(), verify_code: '000000' }, { ip })
    for (const app of [t.app, other, t.app]) {
      const res = await login(app)
      assert.equal(res.statusCode, 200)
      assert.notEqual(res.json().errno, 1004)
    }
    const refused = await login(other)
    assert.equal(refused.statusCode, 429)
    assert.equal(refused.json().errno, 1004)
    assert.match(refused.json().error, /^操作过于频繁，请 \d+ 秒后再试$/)
    assert.ok(Number(refused.headers['retry-after']) > 0)
    assert.match(String(refused.headers['content-security-policy']), /default-src/)
    // The whole login group shares the count: a social login from the same IP is refused too.
    assert.equal((await post(t.app, '/api/v1/wechat/mplogin', { code: 'sandbox_x' })).json().errno, 1004)
    // Another IP has its own count.
    assert.notEqual((await login(other, '198.51.100.20')).json().errno, 1004)
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'login:127.0.0.1'))
    assert.equal(row.count, 5)
    // A window that has ended starts again at one.
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'login:127.0.0.1'))
    assert.notEqual((await login(other)).json().errno, 1004)
    const [again] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'login:127.0.0.1'))
    assert.equal(again.count, 1)
  })

  it('limits SMS, order create and pay; a visitor is turned away before being counted', async () => {
    const send = (app: App) => post(app, '/api/service/sms/sendcode', { phone: nextPhone() }, { ip: '203.0.113.9' })
    assert.equal((await send(t.app)).json().errno, 1)
    assert.equal((await send(other)).json().errno, 1)
    assert.equal((await send(t.app)).json().errno, 1004)

    const { token } = await t.user()
    for (const url of ['/api/v1/order/create', '/api/v1/order/pay']) {
      const ip = '203.0.113.10'
      assert.equal((await post(t.app, url, {}, { ip })).json().errno, 1006)
      assert.equal((await post(other, url, {}, { ip, token })).json().errno, 1001)
      assert.equal((await post(t.app, url, {}, { ip, token })).json().errno, 1004)
    }
  })

  it('counts the client IP behind a trusted proxy', async () => {
    const behind = await node({ trustProxy: 1 })
    await post(behind, '/api/service/sms/sendcode', { phone: nextPhone() }, { xff: '192.0.2.55' })
    const rows = await t.db.select().from(rateLimits).where(like(rateLimits.key, 'sms:%'))
    assert.ok(
      rows.some((r) => r.key === 'sms:192.0.2.55'),
      rows.map((r) => r.key).join(',')
    )
  })

  it('limits only routes that exist', () => {
    const urls = new Set(t.app.routeList.map((r) => r.url))
    for (const url of Object.values(RATE_LIMITED).flat()) assert.ok(urls.has(url), `${url} is not a route`)
  })
})
