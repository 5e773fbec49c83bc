import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { createLiveOauth } from '../../server/src/account/providers/login'
import type { OauthProvider } from '../../server/src/account/oauth.provider'
import { loadConfig } from '../../server/src/config'
import { loginLogs, users } from '../../server/src/db/schema'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import { alipayKeys, alipayPhoneAnswer, type AlipayKeys } from './fakes/alipay-gateway'

/*
 * 手机号快捷登录 in the Alipay mini program: my.getPhoneNumber's answer (Alipay's RSA2 sign over the AES-encrypted
 * number) → POST /api/v1/alipay/phonelogin → the server checks the sign, decrypts and logs the shopper in by the
 * number, as /wechat/phonelogin does with WeChat's code. Keys made here; nothing leaves the machine.
 */
describe('Alipay phone-number login (my.getPhoneNumber decrypted on the server)', () => {
  let keys: AlipayKeys
  let aesKey: string
  let t: TestApp
  const login = (body: unknown) => t.post('/api/v1/alipay/phonelogin', body)

  before(async () => {
    keys = alipayKeys()
    aesKey = crypto.randomBytes(16).toString('base64')
    const env = {
      NODE_ENV: 'test',
      OAUTH_PROVIDER: 'alipay',
      ALIPAY_APPID: keys.appId,
      ALIPAY_PRIVATE_KEY: keys.appPrivatePem,
      ALIPAY_PUBLIC_KEY: keys.alipayPublicPem,
      ALIPAY_AES_KEY: aesKey
    }
    const live = createLiveOauth(loadConfig(env), null as never, env) as OauthProvider
    t = await createTestApp({ seed: false, providers: { oauth: live } })
  })
  after(() => t.close())

  it('a genuine answer logs in by the number (the account is made on first login) and again later', async () => {
    const phone = nextPhone()
    const first = await login(alipayPhoneAnswer(keys, aesKey, phone))
    assert.equal(first.errno, 1, first.error)
    assert.ok(first.data.token && first.data.uid)
    const [u] = await t.db.select().from(users).where(eq(users.phone, phone))
    assert.equal(u.id, first.data.uid)
    const again = await login(alipayPhoneAnswer(keys, aesKey, phone))
    assert.equal(again.data.uid, u.id, 'the same shopper')
    const logs = await t.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userId, u.id), eq(loginLogs.method, 'alipay_phone')))
    assert.equal(logs.length, 2)
    const profile = await t.post('/api/v1/user/profile', {}, first.data.token)
    assert.equal(profile.errno, 1)
  })

  it('refuses a forged sign, an altered answer, another AES key and a refusal code', async () => {
    const phone = nextPhone()
    const genuine = alipayPhoneAnswer(keys, aesKey, phone)
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
    const forged = alipayPhoneAnswer(keys, aesKey, phone, { signer: other })
    const altered = { ...genuine, response: alipayPhoneAnswer(keys, aesKey, nextPhone()).response }
    const wrongKey = alipayPhoneAnswer(keys, crypto.randomBytes(16).toString('base64'), phone)
    const refused = alipayPhoneAnswer(keys, aesKey, phone, { code: '40006' })
    const unsignedWay = { ...genuine, sign_type: 'RSA' }
    for (const [name, body] of Object.entries({ forged, altered, wrongKey, refused, unsignedWay })) {
      const r = await login(body)
      assert.deepEqual([r.errno, r.error], [2030, '授权已失效，请重新授权'], name)
    }
    assert.equal((await t.db.select().from(users).where(eq(users.phone, phone))).length, 0, 'no account made')
    const missing = await login({ response: genuine.response })
    assert.equal(missing.errno, 1001)
    assert.match(missing.error, /sign/)
  })

  it('the sandbox answers `sandbox_phone_<mobile>` once (development and the journeys)', async () => {
    const s = await createTestApp({ seed: false })
    try {
      const phone = nextPhone()
      const body = { response: `sandbox_phone_${phone}`, sign: 'sandbox' }
      const r = await s.post('/api/v1/alipay/phonelogin', body)
      assert.equal(r.errno, 1, r.error)
      assert.equal((await s.post('/api/v1/alipay/phonelogin', body)).errno, 2030, 'once')
      assert.equal((await s.post('/api/v1/alipay/phonelogin', { response: 'x', sign: 'y' })).errno, 2030)
    } finally {
      await s.close()
    }
  })
})
