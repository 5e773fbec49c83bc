import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq, sql } from 'drizzle-orm'
import { createTestApp, nextPhone, until, type TestApp } from './helpers'
import { loginLogs, messages, oauthTickets, sessions, smsCodes, ssoSigns, users } from '../../server/src/db/schema'
import { hashToken, resolveUser, sessionStatements } from '../../server/src/lib/auth'
import { ssoSign } from '../../server/src/account/auth'

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

    it('starts a new account in the channel of the Access-Channel header; a bad header is ignored', async () => {
      const phone = nextPhone()
      const verify_code = await codeFor(t, phone)
      const res = await t.post(LOGIN, { phone, verify_code }, undefined, { 'access-channel': 'laoling' })
      assert.equal((await t.post('/api/v1/user/profile', {}, res.data.token)).data.channel_id, 'laoling')
      const other = nextPhone()
      const res2 = await t.post(LOGIN, { phone: other, verify_code: await codeFor(t, other) }, undefined, {
        'access-channel': '<script>'
      })
      assert.equal((await t.post('/api/v1/user/profile', {}, res2.data.token)).data.channel_id, 'm')
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
      // Ten seconds either side of the window, not one: the wall clock of a loaded CI machine may step by a second
      // between the test's reading and the server's (a clean-clone run once accepted now - 301).
      const now = Math.floor(Date.now() / 1000)
      assert.equal((await t.post(LOGIN, sso(t, { phone: nextPhone() }, { timestamp: now - 310 }))).errno, 2011)
      assert.equal((await t.post(LOGIN, sso(t, { phone: nextPhone() }, { timestamp: now + 310 }))).errno, 2011)
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

    it('lookups asked at once go in one statement, each token answered with its own user or nobody', async () => {
      const people = await Promise.all(Array.from({ length: 6 }, () => t.user()))
      const [revoked] = people
      await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, revoked.uid))
      const before = sessionStatements()
      const tokens = [...people.map((p) => p.token), people[1].token, 'made-up-token']
      const found = await Promise.all(tokens.map((k) => resolveUser(t.app.db, `Bearer ${k}`)))
      assert.deepEqual(found, [null, ...people.slice(1).map((p) => p.uid), people[1].uid, null])
      // The first lookup alone, then the seven that came while it ran: two statements, not eight.
      assert.equal(sessionStatements() - before, 2)
    })

    it('cleans up dead SSO signs, tickets and old codes in the periodic job', async () => {
      const job = t.app.jobs.find((j) => j.name === 'auth-cleanup')
      assert.ok(job)
      const old = new Date(Date.now() - 3 * 86400_000)
      await t.db.insert(ssoSigns).values([
        { sign: 'a'.repeat(64), appid: 'p', usedAt: old },
        { sign: 'b'.repeat(64), appid: 'p' }
      ])
      const phone = nextPhone()
      await t.db.insert(smsCodes).values({ phone, codeHash: 'c'.repeat(64), expiresAt: old, createdAt: old })
      const live = await t.post('/api/v1/wechat/applogin', { code: 'sandbox_cleanup_live' })
      const dead = await t.post('/api/v1/wechat/applogin', { code: 'sandbox_cleanup_dead' })
      await t.db
        .update(oauthTickets)
        .set({ expiresAt: old })
        .where(eq(oauthTickets.ticketHash, hashToken(dead.data.ticket)))
      await job.run()
      const signs = (await t.db.select().from(ssoSigns)).map((r) => r.sign)
      assert.ok(!signs.includes('a'.repeat(64)))
      assert.ok(signs.includes('b'.repeat(64)))
      assert.equal((await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).length, 0)
      const tickets = (await t.db.select().from(oauthTickets)).map((r) => r.ticketHash)
      assert.ok(tickets.includes(hashToken(live.data.ticket)))
      assert.ok(!tickets.includes(hashToken(dead.data.ticket)))
    })

    it('answers 1006 once a token has expired, or with no or a made-up token', async () => {
      const u = await t.user()
      assert.equal((await t.post('/api/v1/user/profile', {}, u.token)).errno, 1)
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(u.token)))
      // Changed behind this node's back (as another node or the clock would): refused within the session cache's
      // bound of 2 s (lib/auth.ts).
      const started = Date.now()
      const res = await until(
        () => t.post('/api/v1/user/profile', {}, u.token),
        (r) => r.errno !== 1,
        3000
      )
      assert.ok(Date.now() - started <= 2500, `refused after ${Date.now() - started} ms`)
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
