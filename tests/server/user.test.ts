import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import { sessions, smsCodes, userOauth, users } from '../../server/src/db/schema'
import { maskIdNo } from '../../server/src/services/user'

const PROFILE_FIELDS = [
  'id',
  'identity_id',
  'status',
  'channel_id',
  'esign_id',
  'head',
  'nick',
  'openid_app',
  'openid_h5',
  'openid_mp',
  'pension_account_id',
  'phone',
  'wx_unionid',
  'name',
  'id_no',
  't_pension_bank_account',
  't_pension_bank_name',
  't_pension_bank_type',
  't_pension_bank_logo'
]

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

describe('user: profile, phone change, unregister', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

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
