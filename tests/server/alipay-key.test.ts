import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { createLiveOauth } from '../../server/src/account/providers/login'
import type { OauthProvider } from '../../server/src/account/oauth.provider'
import { ConfigError, loadConfig } from '../../server/src/config'
import { readAlipayPrivateKey, readAlipayPublicKey } from '../../server/src/lib/alipay-key'
import { createAlipay } from '../../server/src/payment/providers/alipay'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import {
  alipayKeys,
  alipayPhoneAnswer,
  startAlipayGateway,
  type AlipayGateway,
  type AlipayKeys
} from './fakes/alipay-gateway'

/**
 * Issue 29: the app private key in every form docs/deploy.md promises (PKCS#1 or PKCS#8, PEM or bare base64) signs
 * every Alipay call: the mini-program login, the phone login and the payment provider, against the local gateway
 * that checks RSA2 signatures as Alipay does. Keys are made here with node:crypto.
 */
describe('one Alipay key reader for every Alipay call', () => {
  let keys: AlipayKeys
  let gw: AlipayGateway
  let t: TestApp
  let aesKey: string
  const box: { live?: OauthProvider } = {}
  let formats: Record<string, string>

  before(async () => {
    keys = alipayKeys()
    gw = await startAlipayGateway(keys)
    aesKey = crypto.randomBytes(16).toString('base64')
    const key = crypto.createPrivateKey(keys.appPrivatePem)
    const bare = (type: 'pkcs1' | 'pkcs8') => key.export({ type, format: 'der' }).toString('base64')
    formats = {
      'PKCS#1 PEM': key.export({ type: 'pkcs1', format: 'pem' }).toString(),
      'PKCS#8 PEM': key.export({ type: 'pkcs8', format: 'pem' }).toString(),
      'PKCS#1 bare': bare('pkcs1'),
      'PKCS#8 bare': bare('pkcs8')
    }
    // The oauth provider of the app is swapped per key format; the database stays.
    const oauth: OauthProvider = {
      name: 'live',
      wechatAppId: '',
      authorizeUrl: (o) => box.live!.authorizeUrl(o),
      exchangeCode: (kind, code) => box.live!.exchangeCode(kind, code),
      jsapiTicket: () => box.live!.jsapiTicket(),
      alipayPhoneNumber: (answer) => box.live!.alipayPhoneNumber!(answer)
    }
    t = await createTestApp({ seed: false, providers: { oauth } })
  })
  after(async () => {
    await t.close()
    await gw.close()
  })

  /** A live login provider configured with `privateKey` (and Alipay's public key as bare base64, as its console shows it). */
  function live(privateKey: string) {
    const alipayPublic = crypto.createPublicKey(keys.alipayPublicPem).export({ type: 'spki', format: 'der' })
    const env = {
      NODE_ENV: 'test',
      OAUTH_PROVIDER: 'alipay',
      GATEWAY_RETRY_BASE_MS: '5',
      ALIPAY_APPID: keys.appId,
      ALIPAY_PRIVATE_KEY: privateKey,
      ALIPAY_PUBLIC_KEY: alipayPublic.toString('base64'),
      ALIPAY_GATEWAY: gw.url,
      ALIPAY_AES_KEY: aesKey
    }
    return createLiveOauth(loadConfig(env), t.db, env) as OauthProvider
  }

  it('reads each format as the same key, as PKCS#8 PEM the SDK takes without guessing', () => {
    const text = 'alipay rsa2'
    for (const [name, form] of Object.entries(formats)) {
      for (const variant of [form, form.replace(/\n/g, '\r\n'), form.replace(/\n/g, '\\n'), `\n  ${form}  \n`]) {
        const pem = readAlipayPrivateKey(variant)
        assert.match(pem, /^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PRIVATE KEY-----$/, name)
        const sig = crypto.sign('sha256', Buffer.from(text), pem)
        assert.ok(crypto.verify('sha256', Buffer.from(text), keys.appPublic, sig), `${name} signs as the app key`)
      }
    }
    const pub = crypto.createPublicKey(keys.alipayPublicPem)
    for (const form of [
      keys.alipayPublicPem,
      pub.export({ type: 'spki', format: 'der' }).toString('base64'),
      pub.export({ type: 'pkcs1', format: 'pem' }).toString()
    ])
      assert.equal(readAlipayPublicKey(form), keys.alipayPublicPem.trim())
  })

  it('refuses an unreadable, encrypted or non-RSA key at start, naming the setting', () => {
    const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
    const encrypted = crypto
      .createPrivateKey(formats['PKCS#8 PEM'])
      .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'x' })
      .toString()
    for (const bad of ['', 'not a key', 'QUJD', encrypted, ec.export({ type: 'pkcs8', format: 'pem' }).toString()])
      assert.throws(
        () => readAlipayPrivateKey(bad),
        (e: Error) => e instanceof ConfigError && /^ALIPAY_PRIVATE_KEY: /.test(e.message),
        JSON.stringify(bad.slice(0, 30))
      )
    assert.throws(() => readAlipayPublicKey('nope'), /ALIPAY_PUBLIC_KEY/)
    assert.throws(() => live('MIIB-not-base64'), ConfigError, 'the provider is not built with a bad key')
  })

  for (const name of ['PKCS#1 PEM', 'PKCS#8 PEM', 'PKCS#1 bare', 'PKCS#8 bare'])
    it(`${name}: /alipay/mplogin, the phone login and a payment call are signed and accepted`, async () => {
      const rejected = gw.rejectedSignatures()
      box.live = live(formats[name])
      const login = await t.post('/api/v1/alipay/mplogin', { code: gw.authCode('2088000000000042') })
      assert.equal(login.errno, 1, `mplogin: ${login.error}`)
      const phone = await t.post('/api/v1/alipay/phonelogin', alipayPhoneAnswer(keys, aesKey, nextPhone()))
      assert.equal(phone.errno, 1, `phonelogin: ${phone.error}`)
      const pay = createAlipay({
        appId: keys.appId,
        privateKey: formats[name],
        alipayPublicKey: keys.alipayPublicPem,
        notifyUrl: 'https://mall.example.com/api/payment/callback/alipay',
        gateway: gw.url,
        timeoutMs: 500,
        retry: { tries: 1, baseMs: 5 }
      })
      assert.deepEqual(await pay.queryRefund!('alipay', 'P0000', 'R0000'), { status: 'NOTFOUND', amount: 0 })
      assert.equal(gw.rejectedSignatures(), rejected, 'the gateway accepted every signature')
    })
})
