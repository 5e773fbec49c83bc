import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import { oauthTickets, sessions, smsCodes, userOauth, users } from '../../server/src/db/schema'
import { hashToken } from '../../server/src/lib/auth'
import { maskIdNo } from '../../server/src/account/user'

const PROFILE_FIELDS = `id identity_id status channel_id esign_id head nick openid_app openid_h5 openid_mp
  pension_account_id phone wx_unionid name id_no t_pension_bank_account t_pension_bank_name t_pension_bank_type
  t_pension_bank_logo`.split(/\s+/)

async function codeFor(t: TestApp, phone: string): Promise<string> {
  // Earlier sends to this phone are moved out of the one-a-minute window.
  await t.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` })
    .where(eq(smsCodes.phone, phone))
  const sent = await t.post('/api/service/sms/sendcode', { phone, ch_id: 1 })
  assert.equal(sent.errno, 1, sent.error)
  return (await t.post('/api/dev/sms-outbox', { phone })).data.list[0].code
}

/** Finishes a social login for the phone with a fresh code. */
async function bind(t: TestApp, phone: string, ticket: string, url = '/api/v1/user/bindphone') {
  return t.post(url, { phone, verify_code: await codeFor(t, phone), ticket })
}

describe('user: social binding, profile, phone change, unregister', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

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

  it('answers every profile.info field, with the id number masked', async () => {
    const u = await t.user()
    await t.db
      .update(users)
      .set({ name: '李四', idNo: '11010519491231002X', openidMp: 'mp1' })
      .where(eq(users.id, u.uid))
    const res = await t.post('/api/v1/user/profile', {}, u.token)
    assert.equal(res.errno, 1)
    for (const f of PROFILE_FIELDS) assert.ok(f in res.data, `profile.info.${f}`)
    assert.equal(res.data.id, u.uid)
    assert.equal(res.data.id_no, '110105********002X')
    assert.equal(res.data.name, '李四')
    assert.equal(res.data.openid_mp, 'mp1')
    assert.equal(res.data.status, 1)
    assert.equal(res.data.channel_id, 'm')
    assert.equal((await t.post('/api/v1/user/profile', {})).errno, 1006)
  })

  it('masks id numbers keeping the first 6 and last 4', () => {
    assert.equal(maskIdNo('110105194912310021'), '110105********0021')
    assert.equal(maskIdNo('110105491231002'), '110105*****1002')
    assert.equal(maskIdNo(null), null)
  })

  it('sets nick and head, checking lengths and formats', async () => {
    const u = await t.user()
    const res = await t.post(
      '/api/v1/user/setprofile',
      { nick: '  小明  ', head: 'https://img.example.com/a.png' },
      u.token
    )
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.nick, '小明')
    assert.equal(res.data.head, 'https://img.example.com/a.png')
    const own = await t.post(
      '/api/v1/user/setprofile',
      { head: '/api/service/image/0123456789abcdef0123456789abcdef.png' },
      u.token
    )
    assert.equal(own.errno, 1)
    const cases: Array<[object, RegExp]> = [
      [{ nick: '' }, /nick/],
      [{ nick: '字'.repeat(21) }, /nick/],
      [{ nick: '   ' }, /nick/],
      [{ nick: 'a\u0007b' }, /nick/],
      [{ head: 'javascript:alert(1)' }, /head/],
      [{ head: `https://x.com/${'a'.repeat(600)}` }, /head/],
      [{}, /nick/],
      [{ nick: 123 }, /nick/]
    ]
    for (const [body, field] of cases) {
      const bad = await t.post('/api/v1/user/setprofile', body, u.token)
      // A number is coerced to the string '123', which is a valid nick.
      if ((body as { nick?: unknown }).nick === 123) {
        assert.equal(bad.errno, 1)
        continue
      }
      assert.equal(bad.errno, 1001, JSON.stringify(body))
      assert.match(bad.error, field)
    }
    assert.equal((await t.post('/api/v1/user/setprofile', { nick: 'x' })).errno, 1006)
  })

  it('changes the phone with a code sent to the new phone', async () => {
    const u = await t.user()
    const phone = nextPhone()
    const wrongPhoneCode = await codeFor(t, nextPhone())
    assert.equal((await t.post('/api/v1/user/phoneedit', { phone, verify_code: wrongPhoneCode }, u.token)).errno, 2002)
    const res = await t.post('/api/v1/user/phoneedit', { phone, verify_code: await codeFor(t, phone) }, u.token)
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.phone, phone)
    const [row] = await t.db.select().from(users).where(eq(users.id, u.uid))
    assert.equal(row.phone, phone)
  })

  it('refuses a phone another user holds, and the current phone', async () => {
    const me = await t.user()
    const otherPhone = nextPhone()
    await t.user(otherPhone)
    const code = await codeFor(t, otherPhone)
    const taken = await t.post('/api/v1/user/phoneedit', { phone: otherPhone, verify_code: code }, me.token)
    assert.equal(taken.errno, 2020)
    assert.equal(taken.error, '该手机号已被其他账号使用')
    const [mine] = await t.db.select().from(users).where(eq(users.id, me.uid))
    const same = await t.post('/api/v1/user/phoneedit', { phone: mine.phone, verify_code: '123456' }, me.token)
    assert.equal(same.errno, 2021)
    assert.equal(
      (await t.post('/api/v1/user/phoneedit', { phone: '123', verify_code: '123456' }, me.token)).errno,
      1001
    )
  })

  it('lets only one of two users take a free phone at once', async () => {
    const a = await t.user()
    const b = await t.user()
    const phone = nextPhone()
    const code = await codeFor(t, phone)
    const [ra, rb] = await Promise.all([
      t.post('/api/v1/user/phoneedit', { phone, verify_code: code }, a.token),
      t.post('/api/v1/user/phoneedit', { phone, verify_code: code }, b.token)
    ])
    assert.equal([ra, rb].filter((r) => r.errno === 1).length, 1)
    assert.ok([2002, 2020].includes([ra, rb].find((r) => r.errno !== 1)!.errno))
    assert.equal((await t.db.select().from(users).where(eq(users.phone, phone))).length, 1)
  })

  it('unregisters with a code sent to the account phone: data erased, sessions dead, phone free again', async () => {
    const phone = nextPhone()
    const login = await t.post('/api/v1/wechat/mplogin', { code: 'sandbox_leaving_user' })
    const bound = await t.post('/api/v1/wechat/bindphone', {
      phone,
      verify_code: await codeFor(t, phone),
      ticket: login.data.ticket
    })
    assert.equal(bound.errno, 1, bound.error)
    const token = bound.data.token
    const uid = bound.data.uid
    await t.db.update(users).set({ name: '王五', idNo: '110105194912310021' }).where(eq(users.id, uid))

    assert.equal((await t.post('/api/v1/user/unregister', { verify_code: '000000' }, token)).errno, 2002)
    assert.equal((await t.post('/api/v1/user/unregister', {}, token)).errno, 1001)
    const res = await t.post('/api/v1/user/unregister', { verify_code: await codeFor(t, phone) }, token)
    assert.equal(res.errno, 1, res.error)

    const [row] = await t.db.select().from(users).where(eq(users.id, uid))
    assert.equal(row.deleted, true)
    for (const f of ['phone', 'name', 'idNo', 'openidMp', 'openidH5', 'openidApp', 'wxUnionid'] as const)
      assert.equal(row[f], null, f)
    assert.equal((await t.db.select().from(userOauth).where(eq(userOauth.userId, uid))).length, 0)
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, uid))
    assert.ok(live.every((s) => s.revokedAt !== null))

    assert.equal((await t.post('/api/v1/user/profile', {}, token)).errno, 1006)
    assert.equal((await t.post('/api/v1/message/list', {}, token)).errno, 1006)

    // The phone and the wechat account can start over as a new user.
    const again = await t.post('/api/v1/user/phonelogin', { phone, verify_code: await codeFor(t, phone) })
    assert.equal(again.errno, 1)
    assert.notEqual(again.data.uid, uid)
    const wx = await t.post('/api/v1/wechat/mplogin', { code: 'sandbox_leaving_user.2' })
    assert.ok(wx.data.ticket)
  })
})
