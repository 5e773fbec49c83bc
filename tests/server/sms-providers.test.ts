import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { smsCodes } from '../../server/src/db/schema'
import { loadConfig } from '../../server/src/config'
import { SmsSendError, type SmsProvider } from '../../server/src/account/sms.provider'
import { createLiveSms } from '../../server/src/account/providers'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import { startAliyunSms, startTencentSms, type SentSms } from './fakes/sms-gateways'

const SEND = '/api/service/sms/sendcode'
const LOGIN = '/api/v1/user/phonelogin'
const RETRY = { GATEWAY_TRIES: '3', GATEWAY_RETRY_BASE_MS: '5', GATEWAY_TIMEOUT_MS: '1000' }
const ALIYUN = { accessKeyId: 'LTAI5tTestKeyId', accessKeySecret: 'aliyun-test-secret-made-here' }
const TENCENT = { secretId: 'AKIDtestsecretid', secretKey: 'tencent-test-secret-made-here' }

type Gateway = {
  endpoint: string
  sent: SentSms[]
  rejected: () => number
  fail: (...f: Array<'timeout' | '500' | { code: string; message: string }>) => void
  close: () => Promise<void>
}

interface Case {
  name: 'aliyun' | 'tencent'
  start: () => Promise<Gateway>
  env: (gw: Gateway, secret?: string) => Record<string, string>
  refusal: { code: string; message: string }
  expect: (phone: string, code: string) => SentSms
}

const CASES: Case[] = [
  {
    name: 'aliyun',
    start: () => startAliyunSms(ALIYUN),
    env: (gw, secret = ALIYUN.accessKeySecret) => ({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
      ALIYUN_SMS_SIGN_NAME: '米粒商城',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
      ALIYUN_SMS_ENDPOINT: gw.endpoint
    }),
    refusal: { code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发号码天级流控' },
    expect: (phone, code) => ({ phone, signName: '米粒商城', template: 'SMS_123456789', params: { code } })
  },
  {
    name: 'tencent',
    start: () => startTencentSms(TENCENT),
    env: (gw, secret = TENCENT.secretKey) => ({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: TENCENT.secretId,
      TENCENT_SMS_SECRET_KEY: secret,
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: '米粒商城',
      TENCENT_SMS_TEMPLATE_ID: '1234567',
      TENCENT_SMS_TEMPLATE_PARAMS: 'code,5',
      TENCENT_SMS_ENDPOINT: gw.endpoint
    }),
    refusal: { code: 'LimitExceeded.PhoneNumberDailyLimit', message: '单个手机号日下发短信条数超过设定的上限' },
    expect: (phone, code) => ({ phone: `+86${phone}`, signName: '米粒商城', template: '1234567', params: [code, '5'] })
  }
]

for (const c of CASES) {
  describe(`SMS through ${c.name}'s SDK against a local gateway checking its signatures`, () => {
    let gw: Gateway
    let t: TestApp
    let sms: SmsProvider
    const codeOf = (s: SentSms) => (Array.isArray(s.params) ? s.params[0] : (s.params as { code: string }).code)

    before(async () => {
      gw = await c.start()
      const env = { NODE_ENV: 'test', ...RETRY, ...c.env(gw) }
      sms = createLiveSms(loadConfig(env), env)
      t = await createTestApp({ providers: { sms } })
    })
    after(async () => {
      await t.close()
      await gw.close()
    })

    it('sends the code with the sign name and template from the environment, and the code logs in', async () => {
      const phone = nextPhone()
      const r = await t.post(SEND, { phone })
      assert.equal(r.errno, 1, r.error)
      const sent = gw.sent.at(-1)!
      assert.match(codeOf(sent), /^\d{6}$/)
      assert.deepEqual(sent, c.expect(phone, codeOf(sent)))
      assert.equal(gw.rejected(), 0, 'the request signature checked out')
      const login = await t.post(LOGIN, { phone, verify_code: codeOf(sent) })
      assert.equal(login.errno, 1, login.error)
      assert.equal(typeof login.data.token, 'string')
    })

    it('a refusal answers a clear errno; the failed send neither counts nor verifies; the limits still hold', async () => {
      const phone = nextPhone()
      gw.fail(c.refusal)
      const refused = await t.post(SEND, { phone })
      assert.deepEqual([refused.errno, refused.error], [2005, '短信发送失败，请稍后重试'])
      assert.equal((await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).length, 0)
      const ok = await t.post(SEND, { phone })
      assert.equal(ok.errno, 1, 'the refused send did not use up the minute')
      const again = await t.post(SEND, { phone })
      assert.equal(again.errno, 2001, 'one code a minute per phone')
    })

    it('a gateway 5xx or timeout is retried with backoff; down for good it is SMS_SEND_FAILED', async () => {
      const phone = nextPhone()
      const before = gw.sent.length
      gw.fail('500', 'timeout')
      assert.equal((await t.post(SEND, { phone })).errno, 1)
      assert.equal(gw.sent.length, before + 1, 'sent once, on the third try')
      gw.fail('500', '500', '500')
      assert.equal((await t.post(SEND, { phone: nextPhone() })).errno, 2005)
    })

    it('a request signed with another secret is refused by the gateway', async () => {
      const env = { NODE_ENV: 'test', ...RETRY, ...c.env(gw, 'not-the-secret') }
      const wrong = createLiveSms(loadConfig(env), env)
      const before = gw.rejected()
      await assert.rejects(wrong.sendCode(nextPhone(), '123456'), SmsSendError)
      assert.equal(gw.rejected(), before + 1, 'refused once: a bad signature is not retried')
    })
  })
}
