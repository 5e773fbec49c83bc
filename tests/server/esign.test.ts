import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, until, type TestApp } from './helpers'
import { pensionEvents, users } from '../../server/src/db/schema'
import { applyEsignResult } from '../../server/src/bank/esign'
import type { SandboxEsignProvider } from '../../server/src/bank/esign.provider'

let seq = 0
const idNo = () => `44030419880808${String(++seq).padStart(3, '0')}X`

describe('e-sign and identity verification', () => {
  let t: TestApp
  let esign: SandboxEsignProvider
  before(async () => {
    t = await createTestApp()
    esign = t.app.providers.esign as SandboxEsignProvider
  })
  after(() => t.close())

  /** The provider page's confirm/refuse button, posted as the browser posts it. */
  const pressButton = (transactionNo: string, action: 'pass' | 'fail') =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/esign/complete',
      payload: new URLSearchParams({ transactionNo, action }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' }
    })

  const authResult = (token: string) => t.post('/api/v1/user/fddauthresult', {}, token)

  async function verify(token: string, id = idNo()) {
    const acc = await t.post('/api/v1/user/fddcreateaccount', { name: '赵六', idNo: id }, token)
    assert.equal(acc.errno, 1, acc.error)
    const auth = await t.post('/api/v1/user/fddauth', { identity_id: acc.data.identity_id, is_mini_program: 0 }, token)
    assert.equal(auth.errno, 1, auth.error)
    await pressButton(auth.data.transaction_no, 'pass')
    const done = await until(
      () => authResult(token),
      (r) => r.data.status === 1
    )
    assert.equal(done.data.status, 1)
    return { id, identityId: acc.data.identity_id as string }
  }

  it('stores the identity and masks the id number (first 6 + last 4)', async () => {
    const u = await t.user()
    const id = idNo()
    const res = await t.post('/api/v1/user/saveidentity', { name: '  钱七 ', idNo: id.toLowerCase() }, u.token)
    assert.equal(res.errno, 1001, 'surrounding blanks are refused by the name rule')
    const ok = await t.post('/api/v1/user/saveidentity', { name: '钱七', idNo: id.toLowerCase() }, u.token)
    assert.equal(ok.errno, 1)
    assert.equal(ok.data.id_no, `${id.slice(0, 6)}********${id.slice(-4)}`)
    const [row] = await t.db.select().from(users).where(eq(users.id, u.uid))
    assert.equal(row.name, '钱七')
    assert.equal(row.idNo, id)
  })

  it('validates name (2-20) and id number (spec rule), naming the field', async () => {
    const u = await t.user()
    const short = await t.post('/api/v1/user/fddcreateaccount', { name: '赵', idNo: idNo() }, u.token)
    assert.equal(short.errno, 1001)
    assert.match(short.error, /name/)
    const long = await t.post('/api/v1/user/saveidentity', { name: '赵'.repeat(21), idNo: idNo() }, u.token)
    assert.equal(long.errno, 1001)
    assert.match(long.error, /name/)
    for (const bad of ['12345', '1234567890123456', '12345678901234567Y', '']) {
      const r = await t.post('/api/v1/user/fddcreateaccount', { name: '赵六', idNo: bad }, u.token)
      assert.equal(r.errno, 1001, bad)
      assert.match(r.error, /idNo/)
    }
    const fifteen = await t.post('/api/v1/user/saveidentity', { name: '赵六', idNo: '123456789012345' }, u.token)
    assert.equal(fifteen.errno, 1)
    const missing = await t.post('/api/v1/user/saveidentity', { name: '赵六' }, u.token)
    assert.equal(missing.errno, 1001)
    assert.match(missing.error, /idNo/)
  })

  it('reports fdd statuses 2 (unregistered) -> 0 (unauthenticated) -> 1 (verified)', async () => {
    const u = await t.user()
    assert.equal((await authResult(u.token)).data.status, 2)
    const id = idNo()
    const acc = await t.post('/api/v1/user/fddcreateaccount', { name: '赵六', idNo: id }, u.token)
    assert.equal(acc.data.status, 0)
    assert.ok(acc.data.identity_id)
    // Same identity again: the same account.
    const again = await t.post('/api/v1/user/fddcreateaccount', { name: '赵六', idNo: id }, u.token)
    assert.equal(again.data.identity_id, acc.data.identity_id)
    assert.equal((await authResult(u.token)).data.status, 0)

    const auth = await t.post(
      '/api/v1/user/fddauth',
      { identity_id: acc.data.identity_id, is_mini_program: 0, return_url: '/pages/auth-bridge/index' },
      u.token
    )
    assert.equal(auth.errno, 1)
    assert.ok(auth.data.url.startsWith(`${t.config.publicUrl}/sandbox/esign/auth?transactionNo=`))
    const page = await t.app.inject({ method: 'GET', url: auth.data.url.slice(t.config.publicUrl.length) })
    assert.match(page.body, /赵六/)
    assert.ok(!page.body.includes(id), 'the page shows the id number masked')

    const back = await pressButton(auth.data.transaction_no, 'pass')
    assert.equal(back.statusCode, 302)
    assert.equal(
      back.headers.location,
      `${t.config.publicUrl}/#/pages/auth-bridge/index?transactionNo=${auth.data.transaction_no}&result=success`
    )
    const done = await until(
      () => authResult(u.token),
      (r) => r.data.status === 1
    )
    assert.equal(done.data.status, 1)
    assert.equal(done.data.id_no, `${id.slice(0, 6)}********${id.slice(-4)}`)
    const [row] = await t.db.select().from(users).where(eq(users.id, u.uid))
    assert.equal(row.idNo, id)
    assert.equal(row.name, '赵六')
    // Verified: changing the identity is refused.
    const change = await t.post('/api/v1/user/saveidentity', { name: '赵七', idNo: id }, u.token)
    assert.equal(change.errno, 2730)
    // The same id number cannot be verified on another account.
    const other = await t.user()
    const taken = await t.post('/api/v1/user/fddcreateaccount', { name: '赵六', idNo: id }, other.token)
    assert.equal(taken.errno, 2721)
  })

  it('applies a duplicate provider notice once (one verification event)', async () => {
    const u = await t.user()
    const acc = await t.post('/api/v1/user/fddcreateaccount', { name: '孙八', idNo: idNo() }, u.token)
    const auth = await t.post('/api/v1/user/fddauth', { identity_id: acc.data.identity_id }, u.token)
    const no = auth.data.transaction_no
    await esign.sandbox.complete(no, true)
    const result = await until(
      () => esign.query(no),
      (r) => r.status !== 'processing'
    )
    const applied = await Promise.all([applyEsignResult(t.db, result), applyEsignResult(t.db, result)])
    const later = await applyEsignResult(t.db, result)
    // At most one of the appliers (ours or the sandbox's own notices) moved the transaction.
    assert.ok([...applied, later].filter(Boolean).length <= 1)
    assert.equal(later, false)
    // Let the sandbox's own two notices arrive too.
    await new Promise((r) => setTimeout(r, 150))
    const events = await t.db
      .select()
      .from(pensionEvents)
      .where(and(eq(pensionEvents.userId, u.uid), eq(pensionEvents.name, 'verification')))
    assert.equal(events.length, 1)
    assert.equal((await authResult(u.token)).data.status, 1)
  })

  it('keeps status 0 when the check fails, and refuses another user identity_id (1002)', async () => {
    const u = await t.user()
    const acc = await t.post('/api/v1/user/fddcreateaccount', { name: '周九', idNo: idNo() }, u.token)
    const auth = await t.post('/api/v1/user/fddauth', { identity_id: acc.data.identity_id }, u.token)
    await pressButton(auth.data.transaction_no, 'fail')
    const r = await until(
      () => t.post('/api/v1/user/authresult', { transaction_no: auth.data.transaction_no }, u.token),
      (x) => x.data.status !== 0
    )
    assert.equal(r.data.status, 2)
    assert.equal(r.data.passed, false)
    assert.equal((await authResult(u.token)).data.status, 0)

    const other = await t.user()
    const theirs = await t.post('/api/v1/user/fddauth', { identity_id: acc.data.identity_id }, other.token)
    assert.equal(theirs.errno, 1002)
    const peek = await t.post('/api/v1/user/authresult', { transaction_no: auth.data.transaction_no }, other.token)
    assert.equal(peek.errno, 1002)
  })

  it('refuses a return_url on a foreign site', async () => {
    const u = await t.user()
    const acc = await t.post('/api/v1/user/fddcreateaccount', { name: '吴十', idNo: idNo() }, u.token)
    const res = await t.post(
      '/api/v1/user/fddauth',
      { identity_id: acc.data.identity_id, return_url: 'https://evil.example/#/pages/auth-bridge/index' },
      u.token
    )
    assert.equal(res.errno, 1001)
    assert.match(res.error, /return_url/)
  })

  it('signs the agreement after verification: fddsign, fddsignresult, /user/esign', async () => {
    const u = await t.user()
    const early = await t.post('/api/v1/user/fddsign', { sign_verify_way: 1, open_environment: 0 }, u.token)
    assert.equal(early.errno, 2720)
    assert.deepEqual((await t.post('/api/v1/user/esign', { mp: 0 }, u.token)).data, {
      esign_status: false,
      need_auth: true,
      url: ''
    })
    assert.equal((await t.post('/api/v1/user/fddsignresult', {}, u.token)).data.status, 0)

    await verify(u.token)
    const state = await t.post('/api/v1/user/esign', { mp: 1 }, u.token)
    assert.equal(state.data.esign_status, false)
    assert.match(state.data.url, /\/sandbox\/esign\/sign\?transactionNo=/)

    const sign = await t.post('/api/v1/user/fddsign', { sign_verify_way: 1, open_environment: 0 }, u.token)
    assert.equal(sign.errno, 1)
    assert.equal((await t.post('/api/v1/user/fddsignresult', {}, u.token)).data.status, 2)
    // The provider's signing page the app opens: an HTML page (a raw route) with the agreement and its buttons.
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/esign/sign?transactionNo=${sign.data.transaction_no}`
    })
    assert.equal(page.statusCode, 200)
    assert.match(String(page.headers['content-type']), /^text\/html/)
    assert.match(page.body, /沙箱电子签 · 签署协议/)
    assert.match(page.body, /确认签署/)
    const back = await pressButton(sign.data.transaction_no, 'pass')
    assert.match(back.headers.location as string, /\/#\/pages\/esign-bridge\/index\?transactionNo=.*&result=success$/)
    const done = await until(
      () => t.post('/api/v1/user/fddsignresult', {}, u.token),
      (r) => r.data.status === 1
    )
    assert.equal(done.data.status, 1)
    assert.ok(done.data.esign_id)
    assert.equal((await t.post('/api/v1/user/esign', {}, u.token)).data.esign_status, true)
    assert.equal((await t.post('/api/v1/user/fddsign', {}, u.token)).errno, 2730)

    // Identity verified and agreement signed: the pension account opens, idempotently.
    const open1 = await t.post('/api/v1/pensionaccount/open', {}, u.token)
    const open2 = await t.post('/api/v1/pensionaccount/open', {}, u.token)
    assert.equal(open1.errno, 1)
    assert.equal(open2.data.pension_account_id, open1.data.pension_account_id)
    const check = await t.post('/api/v1/pensionaccount/check', {}, u.token)
    assert.equal(check.data.next_step, 'bank')
    assert.equal(check.data.can_open, true)
  })

  it('runs the verification flow kinds of /user/auth (0, 1, 2)', async () => {
    const u = await t.user()
    const none = await t.post('/api/v1/user/auth', { type: 0 }, u.token)
    assert.equal(none.errno, 2720)
    const reverify = await t.post('/api/v1/user/auth', { type: 1 }, u.token)
    assert.equal(reverify.errno, 2720)
    await t.post('/api/v1/user/saveidentity', { name: '郑十一', idNo: idNo() }, u.token)
    const both = await t.post('/api/v1/user/auth', { type: 2 }, u.token)
    assert.equal(both.errno, 1)
    assert.equal(both.data.type, 2)
    await pressButton(both.data.transaction_no, 'pass')
    const r = await until(
      () => t.post('/api/v1/user/authresult', {}, u.token),
      (x) => x.data.status !== 0
    )
    assert.equal(r.data.status, 1)
    assert.equal(r.data.type, 2)
    assert.equal(r.data.verified, true)
    // Verified people may re-check (kind 1) but not authenticate again.
    assert.equal((await t.post('/api/v1/user/auth', { type: 0 }, u.token)).errno, 2730)
    const face = await t.post('/api/v1/user/auth', { type: 1 }, u.token)
    assert.equal(face.errno, 1)
    const bad = await t.post('/api/v1/user/auth', { type: 5 }, u.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /type/)
  })
})
