import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq, sql } from 'drizzle-orm'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import { loginLogs, messages, oauthTickets, sessions, smsCodes, userOauth, users } from '../../server/src/db/schema'
import { hashToken } from '../../server/src/lib/auth'
import { ssoSign } from '../../server/src/services/auth'

const LOGIN = '/api/v1/user/phonelogin'

/** Sends a code to the phone and reads it back from the sandbox outbox; earlier sends are aged past the minute. */
async function codeFor(t: TestApp, phone: string): Promise<string> {
  await t.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` })
    .where(eq(smsCodes.phone, phone))
  const sent = await t.post('/api/service/sms/sendcode', { phone, ch_id: 1 })
  assert.equal(sent.errno, 1, sent.error)
  const box = await t.post('/api/dev/sms-outbox', { phone })
  return box.data.list[0].code
}

/** Finishes a social login for the phone with a fresh code. */
async function bind(t: TestApp, phone: string, ticket: string, url = '/api/v1/user/bindphone') {
  return t.post(url, { phone, verify_code: await codeFor(t, phone), ticket })
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

function sso(t: TestApp, data: object | string, opts: { appid?: string; timestamp?: number; secret?: string } = {}) {
  const appid = opts.appid ?? 'laoling'
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000))
  const text = typeof data === 'string' ? data : JSON.stringify(data)
  return { appid, timestamp, data: text, sign: ssoSign(opts.secret ?? t.config.ssoSecret, appid, timestamp, text) }
}

describe('auth: logins and sessions', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

  describe('phone + code', () => {
    it('creates the user on first login with a welcome message, then logs the same user in again', async () => {
      const phone = nextPhone()
      const res = await t.post(LOGIN, { phone, verify_code: await codeFor(t, phone), opa_id: 'opa42' })
      assert.equal(res.errno, 1, res.error)
      assert.equal(typeof res.data.token, 'string')
      assert.ok(res.data.token.length >= 32)
      assert.equal(typeof res.data.uid, 'number')
      const now = Math.floor(Date.now() / 1000)
      assert.ok(Math.abs(res.data.expired_time - (now + t.config.tokenTtlSeconds)) <= 5)
      const [u] = await t.db.select().from(users).where(eq(users.id, res.data.uid))
      assert.equal(u.phone, phone)
      assert.equal(u.nick, `用户${phone.slice(-4)}`)
      const welcome = await t.db.select().from(messages).where(eq(messages.userId, u.id))
      assert.equal(welcome.length, 1)
      assert.equal(welcome[0].title, '欢迎加入')
      const [log] = await t.db.select().from(loginLogs).where(eq(loginLogs.userId, u.id))
      assert.equal(log.method, 'phone')
      assert.equal(log.opaId, 'opa42')

      const profile = await t.post('/api/v1/user/profile', {}, res.data.token)
      assert.equal(profile.errno, 1)
      assert.equal(profile.data.phone, phone)
      const again = await t.post(LOGIN, { phone, verify_code: await codeFor(t, phone) })
      assert.equal(again.errno, 1)
      assert.equal(again.data.uid, res.data.uid)
      assert.notEqual(again.data.token, res.data.token)
      assert.equal((await t.db.select().from(messages).where(eq(messages.userId, u.id))).length, 1)
    })

    it('consumes a code: the same code cannot log in twice, even in a double tap', async () => {
      const phone = nextPhone()
      const code = await codeFor(t, phone)
      const [a, b] = await Promise.all([
        t.post(LOGIN, { phone, verify_code: code }),
        t.post(LOGIN, { phone, verify_code: code })
      ])
      assert.deepEqual([a.errno, b.errno].sort(), [1, 2002])
      const third = await t.post(LOGIN, { phone, verify_code: code })
      assert.equal(third.errno, 2002)
      assert.equal((await t.db.select().from(users).where(eq(users.phone, phone))).length, 1)
    })

    it('refuses a wrong code, then a sixth try after five wrong ones even with the right code', async () => {
      const phone = nextPhone()
      const code = await codeFor(t, phone)
      for (let i = 1; i <= 5; i++) {
        const res = await t.post(LOGIN, { phone, verify_code: wrong(code) })
        assert.equal(res.errno, 2002, `try ${i}`)
        if (i < 5) assert.equal(res.error, `验证码错误，还可尝试 ${5 - i} 次`)
      }
      const sixth = await t.post(LOGIN, { phone, verify_code: code })
      assert.equal(sixth.errno, 2004)
      assert.equal((await t.db.select().from(users).where(eq(users.phone, phone))).length, 0)
    })

    it('refuses an expired code with SMS_CODE_EXPIRED', async () => {
      const phone = nextPhone()
      const code = await codeFor(t, phone)
      await t.db
        .update(smsCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(smsCodes.phone, phone))
      const res = await t.post(LOGIN, { phone, verify_code: code })
      assert.equal(res.errno, 2003)
      assert.equal(res.error, '验证码已过期，请重新获取')
    })

    it('only accepts the latest code sent', async () => {
      const phone = nextPhone()
      const first = await codeFor(t, phone)
      const second = await codeFor(t, phone)
      if (first !== second) assert.equal((await t.post(LOGIN, { phone, verify_code: first })).errno, 2002)
      assert.equal((await t.post(LOGIN, { phone, verify_code: second })).errno, 1)
    })

    it('refuses a phone with no code sent, and malformed bodies naming the field', async () => {
      assert.equal((await t.post(LOGIN, { phone: nextPhone(), verify_code: '123456' })).errno, 2002)
      const cases: Array<[object, RegExp]> = [
        [{ verify_code: '123456' }, /phone/],
        [{ phone: nextPhone() }, /verify_code/],
        [{ phone: '23800000000', verify_code: '123456' }, /phone/],
        [{ phone: nextPhone(), verify_code: '12345' }, /verify_code/],
        [{ appid: 'p1', sign: 'a'.repeat(64), timestamp: '1' }, /data/]
      ]
      for (const [body, field] of cases) {
        const res = await t.post(LOGIN, body)
        assert.equal(res.errno, 1001, JSON.stringify(body))
        assert.match(res.error, field)
      }
    })

    it('refuses a disabled account', async () => {
      const phone = nextPhone()
      const u = await t.user(phone)
      await t.db.update(users).set({ status: 0 }).where(eq(users.id, u.uid))
      const res = await t.post(LOGIN, { phone, verify_code: await codeFor(t, phone) })
      assert.equal(res.errno, 2022)
    })
  })

  describe('partner SSO', () => {
    it('logs in with a good signature, creating the user in the partner channel', async () => {
      const phone = nextPhone()
      const res = await t.post(LOGIN, sso(t, { phone, name: '张三' }))
      assert.equal(res.errno, 1, res.error)
      const [u] = await t.db.select().from(users).where(eq(users.id, res.data.uid))
      assert.equal(u.phone, phone)
      assert.equal(u.channelId, 'laoling')
      assert.equal((await t.post('/api/v1/user/profile', {}, res.data.token)).data.channel_id, 'laoling')
    })

    it('refuses a replayed request', async () => {
      const body = sso(t, { phone: nextPhone() })
      assert.equal((await t.post(LOGIN, body)).errno, 1)
      const replay = await t.post(LOGIN, body)
      assert.equal(replay.errno, 2012)
      const upper = await t.post(LOGIN, { ...body, sign: body.sign.toUpperCase() })
      assert.equal(upper.errno, 2012)
    })

    it('refuses a bad signature, a tampered body and a wrong secret', async () => {
      const body = sso(t, { phone: nextPhone() })
      assert.equal((await t.post(LOGIN, { ...body, sign: 'f'.repeat(64) })).errno, 2010)
      assert.equal((await t.post(LOGIN, { ...body, data: JSON.stringify({ phone: nextPhone() }) })).errno, 2010)
      assert.equal((await t.post(LOGIN, { ...body, appid: 'other' })).errno, 2010)
      assert.equal((await t.post(LOGIN, sso(t, { phone: nextPhone() }, { secret: 'not-the-secret' }))).errno, 2010)
      // The refused attempts did not burn the real request.
      assert.equal((await t.post(LOGIN, body)).errno, 1)
    })

    it('refuses timestamps more than five minutes away', async () => {
      const now = Math.floor(Date.now() / 1000)
      assert.equal((await t.post(LOGIN, sso(t, { phone: nextPhone() }, { timestamp: now - 301 }))).errno, 2011)
      assert.equal((await t.post(LOGIN, sso(t, { phone: nextPhone() }, { timestamp: now + 301 }))).errno, 2011)
      assert.equal((await t.post(LOGIN, sso(t, { phone: nextPhone() }, { timestamp: now - 290 }))).errno, 1)
    })

    it('refuses data without a valid phone or that is not JSON', async () => {
      for (const data of [{}, { phone: '12345' }, 'not json', '[1,2]']) {
        const res = await t.post(LOGIN, sso(t, data))
        assert.equal(res.errno, 1001, JSON.stringify(data))
        assert.match(res.error, /data/)
      }
    })
  })

  describe('social logins', () => {
    it('returns a single-use ticket for an unbound wechat openid, then binds by phone and logs in', async () => {
      const res = await t.post('/api/v1/wechat/mplogin', { code: 'sandbox_mp_alice' })
      assert.equal(res.errno, 1, res.error)
      assert.deepEqual(Object.keys(res.data), ['ticket'])
      const phone = nextPhone()
      const code = await codeFor(t, phone)
      const bad = await t.post('/api/v1/wechat/bindphone', { phone, verify_code: code, ticket: 'x'.repeat(32) })
      assert.equal(bad.errno, 2031)
      const bound = await t.post('/api/v1/wechat/bindphone', { phone, verify_code: code, ticket: res.data.ticket })
      assert.equal(bound.errno, 1, bound.error)
      assert.ok(bound.data.token)
      const [u] = await t.db.select().from(users).where(eq(users.id, bound.data.uid))
      assert.equal(u.openidMp, 'mp_alice')
      assert.equal(u.wxUnionid, 'union_mp_alice')
      assert.equal(u.nick, '微信用户lice')

      // Ticket and code are both spent.
      assert.equal((await bind(t, phone, res.data.ticket, '/api/v1/wechat/bindphone')).errno, 2031)

      // The next login with that openid goes straight in.
      const direct = await t.post('/api/v1/wechat/mplogin', { code: 'sandbox_mp_alice.2' })
      assert.equal(direct.errno, 1)
      assert.equal(direct.data.uid, bound.data.uid)
      // The same person's other wechat app (same unionid) is recognised and bound too.
      const h5 = await t.post('/api/v1/wechat/userinfo', { code: 'sandbox_mp_alice.3' })
      assert.equal(h5.data.uid, bound.data.uid)
      const profile = await t.post('/api/v1/user/profile', {}, h5.data.token)
      assert.equal(profile.data.openid_h5, 'mp_alice')
      assert.equal(profile.data.openid_mp, 'mp_alice')
    })

    it('refuses codes the platform does not know or has already seen', async () => {
      for (const url of [
        '/api/v1/wechat/userinfo',
        '/api/v1/wechat/mplogin',
        '/api/v1/wechat/applogin',
        '/api/v1/user/applelogin',
        '/api/v1/alipay/mplogin'
      ]) {
        const res = await t.post(url, { code: 'real-looking-code-123' })
        assert.equal(res.errno, 2030, url)
        assert.equal((await t.post(url, {})).errno, 1001)
      }
      assert.equal((await t.post('/api/v1/wechat/applogin', { code: 'sandbox_twice' })).errno, 1)
      assert.equal((await t.post('/api/v1/wechat/applogin', { code: 'sandbox_twice' })).errno, 2030)
    })

    it('binds apple to an existing phone user through /user/bindphone', async () => {
      const phone = nextPhone()
      const existing = await t.user(phone)
      const res = await t.post('/api/v1/user/applelogin', { code: 'sandbox_apple_bob' })
      const bound = await bind(t, phone, res.data.ticket)
      assert.equal(bound.errno, 1, bound.error)
      assert.equal(bound.data.uid, existing.uid)
      const rows = await t.db.select().from(userOauth).where(eq(userOauth.userId, existing.uid))
      assert.deepEqual(
        rows.map((r) => [r.provider, r.openid]),
        [['apple', 'apple_bob']]
      )
      assert.equal(
        (await t.post('/api/v1/user/applelogin', { code: 'sandbox_apple_bob.again' })).data.uid,
        existing.uid
      )
    })

    it('refuses binding a phone whose account holds another account of the same platform', async () => {
      const phone = nextPhone()
      const first = await t.post('/api/v1/alipay/mplogin', { code: 'sandbox_ali_one' })
      assert.equal((await bind(t, phone, first.data.ticket)).errno, 1)
      const second = await t.post('/api/v1/alipay/mplogin', { code: 'sandbox_ali_two' })
      const res = await bind(t, phone, second.data.ticket)
      assert.equal(res.errno, 2032)
      assert.equal(res.error, '该手机号已绑定其他支付宝账号')
      // The refusal rolled back: the ticket is still good for another phone.
      const other = nextPhone()
      assert.equal((await bind(t, other, second.data.ticket)).errno, 1)
    })

    it('refuses an expired ticket', async () => {
      const res = await t.post('/api/v1/wechat/applogin', { code: 'sandbox_late_carol' })
      await t.db
        .update(oauthTickets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oauthTickets.ticketHash, hashToken(res.data.ticket)))
      const phone = nextPhone()
      assert.equal((await bind(t, phone, res.data.ticket, '/api/v1/wechat/bindphone')).errno, 2031)
    })

    it('gives the H5 authorize URL and runs the sandbox authorize page back to the bridge page with a code', async () => {
      const res = await t.post('/api/v1/wechat/code', { state: 'abc' })
      assert.equal(res.errno, 1)
      const url = new URL(res.data.url)
      assert.equal(url.pathname, '/api/v1/wechat/sandbox-authorize')
      assert.equal(url.searchParams.get('scope'), 'snsapi_userinfo')
      assert.equal(url.searchParams.get('state'), 'abc')
      const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
      assert.equal(page.statusCode, 200)
      assert.match(page.headers['content-type'] as string, /text\/html/)
      assert.match(page.body, /微信网页授权/)
      const confirm = await t.app.inject({
        method: 'GET',
        url: `/api/v1/wechat/sandbox-authorize/confirm?${new URLSearchParams({ redirect_uri: url.searchParams.get('redirect_uri')!, state: 'abc', openid: 'h5_dave' })}`
      })
      assert.equal(confirm.statusCode, 302)
      const back = new URL(confirm.headers.location as string)
      assert.match(back.searchParams.get('code')!, /^sandbox_h5_dave\.[A-Za-z0-9_-]+$/)
      assert.equal(back.searchParams.get('state'), 'abc')
      assert.equal(back.hash, '#/pages/wechat-bridge/index')
      const login = await t.post('/api/v1/wechat/userinfo', { code: back.searchParams.get('code') })
      assert.ok(login.data.ticket)
      const evil = await t.post('/api/v1/wechat/code', { redirect_uri: 'https://evil.example.com/' })
      assert.equal(evil.errno, 1001)
      const evilPage = await t.app.inject({
        method: 'GET',
        url: '/api/v1/wechat/sandbox-authorize/confirm?redirect_uri=https%3A%2F%2Fevil.example.com%2F&openid=x'
      })
      assert.notEqual(evilPage.statusCode, 302)
    })
  })

  describe('sessions', () => {
    it('logout revokes only the current token', async () => {
      const phone = nextPhone()
      const a = await t.post(LOGIN, sso(t, { phone, nonce: 1 }))
      const b = await t.post(LOGIN, sso(t, { phone, nonce: 2 }))
      assert.equal((await t.post('/api/v1/user/logout', {}, a.data.token)).errno, 1)
      assert.equal((await t.post('/api/v1/user/profile', {}, a.data.token)).errno, 1006)
      assert.equal((await t.post('/api/v1/user/profile', {}, b.data.token)).errno, 1)
      assert.equal((await t.post('/api/v1/user/logout', {})).errno, 1006)
    })

    it('answers 1006 once a token has expired, or with no or a made-up token', async () => {
      const u = await t.user()
      assert.equal((await t.post('/api/v1/user/profile', {}, u.token)).errno, 1)
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(u.token)))
      const res = await t.post('/api/v1/user/profile', {}, u.token)
      assert.equal(res.errno, 1006)
      assert.equal(res.error, '登录状态已过期，请重新登录')
      assert.equal((await t.post('/api/v1/user/profile', {})).errno, 1006)
      assert.equal((await t.post('/api/v1/user/profile', {}, 'made-up-token')).errno, 1006)
    })

    it("dev expire-session ends a token, all of a user's, or the caller's own", async () => {
      const u = await t.user()
      const extra = await t.post(
        LOGIN,
        sso(t, { phone: (await t.db.select().from(users).where(eq(users.id, u.uid)))[0].phone! })
      )
      const one = await t.post('/api/dev/expire-session', { token: u.token })
      assert.deepEqual(one.data, { expired: 1 })
      assert.equal((await t.post('/api/v1/user/profile', {}, u.token)).errno, 1006)
      assert.equal((await t.post('/api/v1/user/profile', {}, extra.data.token)).errno, 1)
      assert.equal((await t.post('/api/dev/expire-session', {}, extra.data.token)).data.expired, 1)
      assert.equal((await t.post('/api/v1/user/profile', {}, extra.data.token)).errno, 1006)
      const v = await t.user()
      assert.equal((await t.post('/api/dev/expire-session', { uid: v.uid })).data.expired, 1)
      const live = await t.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, v.uid), sql`${sessions.expiresAt} > now()`))
      assert.equal(live.length, 0)
      assert.equal((await t.post('/api/dev/expire-session', {})).errno, 1001)
    })
  })
})
