import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { loadConfig } from '../../server/src/config'
import { createTestApp, TEST_DATA_KEYS, type TestApp } from './helpers'

const PRODUCTION = {
  NODE_ENV: 'production',
  SSO_SECRET: 's',
  PAYMENT_SECRET: 'p',
  ...TEST_DATA_KEYS,
  SMS_PROVIDER: 'aliyun',
  PAYMENT_PROVIDER: 'wechatpay,alipay',
  OAUTH_PROVIDER: 'wechat',
  EXPRESS_PROVIDER: 'kuaidi100'
}

describe('PENSION_ENABLED=0: the shopping half alone', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ env: { PENSION_ENABLED: '0' } })
  })
  after(() => t.close())

  it('production starts without bank and e-sign partners only with the pension half off', () => {
    assert.equal(loadConfig({ ...PRODUCTION, PENSION_ENABLED: '0' }).pensionEnabled, false)
    assert.throws(() => loadConfig(PRODUCTION), /set BANK_PROVIDER, ESIGN_PROVIDER to a real provider/)
    assert.equal(loadConfig({ NODE_ENV: 'test' }).pensionEnabled, true, 'on unless switched off')
  })

  it('the theme hides the pension entries and every pension, bank and e-sign route says it is not open', async () => {
    const theme = await t.post('/api/v1/app/theme', {})
    assert.equal(theme.data.pension_visible, false)
    const urls = t.app.routeList.filter((r) => r.method === 'POST' && /\/(pension|bank|esign|jst|prize)/.test(r.url))
    assert.ok(urls.length >= 10, `${urls.length} pension routes`)
    const user = await t.user()
    for (const r of urls) {
      const res = await t.post(r.url, {}, user.token)
      assert.deepEqual([res.errno, res.error], [2704, '养老金业务暂未开放'], r.url)
    }
    assert.ok(!t.app.routeList.some((r) => r.url.startsWith('/sandbox/bank')), 'no sandbox bank pages')
    assert.equal((await t.post('/api/v1/app/home', {})).errno, 1, 'shopping still answers')
  })
})
