import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/src/app'
import { ConfigError, loadConfig, PROVIDER_VARS, type Config, type ProviderKind } from '../../server/src/config'
import { isSandboxPath } from '../../server/src/lib/sandbox-notice'
import type { Providers } from '../../server/src/providers'
import { createSandboxPayment } from '../../server/src/payment/payment.provider'
import { createTestApp, TEST_DATA_KEYS, type TestApp } from './helpers'

type App = Awaited<ReturnType<typeof buildApp>>

const SECRETS = { NODE_ENV: 'production', SSO_SECRET: 'sso', PAYMENT_SECRET: 'pay', ...TEST_DATA_KEYS }
const KINDS = Object.keys(PROVIDER_VARS) as ProviderKind[]
/** Every provider set to a real one (names this build does not implement; stubs stand in for them below). */
const REAL = Object.fromEntries(KINDS.map((k) => [PROVIDER_VARS[k].name, `real-${k}`]))

/** Stand-ins for real providers: only what route registration touches. */
const stubs = (): Providers =>
  Object.fromEntries(
    KINDS.map((k) => [k, { name: `real-${k}`, wechatAppId: 'wx', onNotice: () => undefined, close: () => undefined }])
  ) as unknown as Providers

const SANDBOX_URLS: Array<['GET' | 'POST', string]> = [
  ['GET', '/sandbox/bank/open?businessNo=x'],
  ['POST', '/sandbox/bank/open'],
  ['GET', '/sandbox/bank/sms'],
  ['GET', '/sandbox/bank/statement'],
  ['GET', '/sandbox/esign/auth?transactionNo=x'],
  ['GET', '/sandbox/esign/sign?transactionNo=x'],
  ['POST', '/sandbox/esign/complete'],
  ['POST', '/sandbox/pension/run-jobs'],
  ['GET', `/api/payment/sandbox/cashier?out_trade_no=P${'0'.repeat(24)}&sign=${'0'.repeat(64)}`],
  ['POST', '/api/payment/sandbox/pay'],
  ['GET', '/api/v1/wechat/sandbox-authorize?redirect_uri=http://localhost:3000/'],
  ['GET', '/api/v1/wechat/sandbox-authorize/confirm?redirect_uri=http://localhost:3000/&openid=x']
]

describe('production safety: no sandbox by accident', () => {
  let t: TestApp
  let h5Dir: string
  const apps: App[] = []
  const production = async (config: Config, providers?: Partial<Providers>) => {
    const kind = t.app.config.databaseUrl ? 'postgres' : 'pglite'
    const database = { db: t.db, kind, close: async () => undefined } as const
    const app = await buildApp({ config: { ...config, h5Dir }, database, logger: false, providers })
    apps.push(app)
    return app
  }

  before(async () => {
    t = await createTestApp({ seed: false })
    h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-'))
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><html><body><div id="app"></div></body></html>')
  })
  after(async () => {
    for (const app of apps) await app.close()
    await t.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  it('refuses each sandbox provider at startup in one line naming the variable to set', () => {
    for (const kind of KINDS) {
      const name = PROVIDER_VARS[kind].name
      const env = { ...SECRETS, ...REAL, [name]: '' }
      assert.throws(
        () => loadConfig(env),
        (err: Error) => {
          assert.ok(err instanceof ConfigError, `${name}: ${err}`)
          assert.equal(
            err.message,
            `production refuses sandbox providers: set ${name} to a real provider, or DEMO_MODE=1 to run a demo on the sandboxes`
          )
          return true
        }
      )
      // Naming the sandbox explicitly is the same mistake.
      assert.throws(() => loadConfig({ ...env, [name]: PROVIDER_VARS[kind].sandbox }), new RegExp(name))
    }
    // Nothing set: every variable in the one line.
    assert.throws(
      () => loadConfig(SECRETS),
      (err: Error) => {
        assert.ok(!err.message.includes('\n'))
        for (const kind of KINDS) assert.match(err.message, new RegExp(PROVIDER_VARS[kind].name))
        return true
      }
    )
    // The old console-SMS switch is not a way round it.
    assert.throws(() => loadConfig({ ...SECRETS, ...REAL, SMS_PROVIDER: '', ALLOW_CONSOLE_SMS: '1' }), /DEMO_MODE/)
    assert.throws(() => loadConfig({ ...REAL, NODE_ENV: 'production', PAYMENT_SECRET: 'p' }), /SSO_SECRET/)
    assert.equal(loadConfig({ ...SECRETS, ...REAL }).demoMode, false)
  })

  it('with DEMO_MODE=1 starts on the sandboxes, and every sandbox page and route says so', async () => {
    const config = loadConfig({ ...SECRETS, DEMO_MODE: '1' })
    assert.equal(config.demoMode, true)
    const app = await production(config)
    let pages = 0
    for (const [method, url] of SANDBOX_URLS) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
      if (url.includes('/pension/')) {
        assert.equal(res.statusCode, 404, `${url}: development only`)
        continue
      }
      assert.equal(res.headers['x-sandbox'], '1', `${method} ${url}`)
      if (String(res.headers['content-type']).startsWith('text/html')) {
        pages++
        assert.match(res.body, /<body[^>]*><div role="note" data-sandbox-banner[^>]*>演示环境：这是沙箱服务/, url)
      }
    }
    assert.ok(pages >= 8, `${pages} sandbox pages`)
    // Not a sandbox: no banner, no header.
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    assert.equal(health.headers['x-sandbox'], undefined)
    assert.equal((await app.inject({ method: 'POST', url: '/api/dev/sms-outbox', payload: {} })).statusCode, 404)
  })

  it('without DEMO_MODE has no sandbox route at all', async () => {
    const config = loadConfig({ ...SECRETS, ...REAL })
    const app = await production(config, stubs())
    const sandboxRoutes = app.routeList.filter((r) => isSandboxPath(r.url))
    assert.deepEqual(sandboxRoutes, [])
    for (const [method, url] of SANDBOX_URLS) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body.slice(0, 80)}`)
      assert.doesNotMatch(res.body, /id="app"/, `${url} must not fall back to the app shell`)
    }
    // Deep links still get the app; the bank protocol is a document, not a sandbox.
    assert.match((await app.inject({ method: 'GET', url: '/pages/home/index' })).body, /id="app"/)
    assert.ok(app.routeList.some((r) => r.url === '/doc/bank/protocol'))
  })

  it('fails startup if a sandbox route is registered in production without DEMO_MODE', async () => {
    const config = loadConfig({ ...SECRETS, ...REAL })
    const payment = createSandboxPayment({ secret: 'pay', publicUrl: config.publicUrl })
    await assert.rejects(production(config, { ...stubs(), payment }), /sandbox route .* without DEMO_MODE=1/)
  })
})
