import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, type TestApp } from './helpers'
import { consoleOf, signIn, signInAs } from './admin-helpers'
import { createStaff, MAX_FAILED_LOGINS } from '../../server/src/admin/staff'
import { seedDevAdmin } from '../../server/src/admin/first-account'

const A = '/api/admin'

describe('console sign-in, session, CSRF, lockout', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ seed: false })
  })
  after(() => t.close())

  it('sets an httpOnly SameSite=Strict cookie scoped to the console API, and never stores the password', async () => {
    await createStaff(t.db, {
      username: 'ops1',
      name: '小运',
      role: 'ops',
      password: 'Secret123',
      mustChangePassword: false
    })
    const res = await t.app.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { username: 'ops1', password: 'Secret123' }
    })
    assert.equal(res.json().errno, 1)
    const cookie = String(res.headers['set-cookie'])
    assert.match(cookie, /^mall_admin=[\w-]{40,};/)
    assert.match(cookie, /HttpOnly/)
    assert.match(cookie, /SameSite=Strict/)
    assert.match(cookie, /Path=\/api\/admin/)
    const me = res.json().data
    assert.equal(me.role_name, '运营')
    assert.ok(me.permissions.includes('goods:write'))
    const rows = await t.db.execute('select password_hash from staff' as never)
    const hash = (rows as unknown as { rows: Array<{ password_hash: string }> }).rows[0].password_hash
    assert.match(hash, /^\$2[aby]\$10\$/)
    assert.ok(!hash.includes('Secret123'))
  })

  it('answers 401 without a session, and refuses a write without the CSRF token', async () => {
    const anon = await t.app.inject({ method: 'GET', url: `${A}/goods` })
    assert.equal(anon.statusCode, 401)
    assert.equal(anon.json().errno, 1006)
    const c = await signIn(t, 'super')
    const noToken = await c.call('POST', `${A}/goods/shelf`, { ids: [1], status: 0 }, { csrf: null })
    assert.equal(noToken.status, 403)
    assert.match(noToken.error, /CSRF/)
    const wrong = await c.call('POST', `${A}/goods/shelf`, { ids: [1], status: 0 }, { csrf: 'x'.repeat(32) })
    assert.equal(wrong.status, 403)
    // A shopper's bearer token is not a console session.
    const shopper = await t.user()
    const res = await t.app.inject({
      method: 'GET',
      url: `${A}/goods`,
      headers: { authorization: `Bearer ${shopper.token}` }
    })
    assert.equal(res.statusCode, 401)
  })

  it(`locks the account after ${MAX_FAILED_LOGINS} wrong passwords, even for the right one`, async () => {
    await createStaff(t.db, {
      username: 'lockme',
      name: '锁',
      role: 'ops',
      password: 'Right1234',
      mustChangePassword: false
    })
    const attempt = (password: string) =>
      t.app
        .inject({ method: 'POST', url: `${A}/login`, payload: { username: 'lockme', password } })
        .then((r) => r.json())
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) assert.equal((await attempt('wrong')).error, '用户名或密码错误')
    const locked = await attempt('wrong')
    assert.equal(locked.errno, 1004)
    assert.match(locked.error, /已锁定/)
    const right = await attempt('Right1234')
    assert.equal(right.errno, 1004)
    // An unknown user gets the same answer as a wrong password.
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${A}/login`,
      payload: { username: 'nobody', password: 'x' }
    })
    assert.equal(unknown.json().error, '用户名或密码错误')
  })

  it('seeds one development admin, prints the password once, and forces a change at first sign-in', async () => {
    const lines: string[] = []
    const dev = { ...t.config, env: 'development' as const }
    // Staff exist already in this database: nothing is seeded.
    assert.equal(await seedDevAdmin(t.db, dev, (l) => lines.push(l)), null)
    const fresh = await createTestApp({ seed: false })
    try {
      assert.equal(await seedDevAdmin(fresh.db, { ...fresh.config, env: 'production' }), null)
      const password = await seedDevAdmin(fresh.db, { ...fresh.config, env: 'development' }, (l) => lines.push(l))
      assert.ok(password && lines.join('\n').includes(password))
      assert.equal(await seedDevAdmin(fresh.db, { ...fresh.config, env: 'development' }, (l) => lines.push(l)), null)
      assert.equal(lines.join('\n').split(password).length, 2)
      const c = await signInAs(fresh, 'admin', password)
      const blocked = await c.call('GET', `${A}/goods`)
      assert.equal(blocked.status, 403)
      assert.equal(blocked.error, '请先修改初始密码')
      const weak = await c.call('POST', `${A}/password`, { old_password: password, new_password: 'short' })
      assert.equal(weak.errno, 1001)
      assert.match(weak.error, /new_password/)
      const changed = await c.call('POST', `${A}/password`, { old_password: password, new_password: 'NewPass123' })
      assert.equal(changed.errno, 1)
      assert.equal((await c.call('GET', `${A}/goods`)).errno, 1)
      const again = await signInAs(fresh, 'admin', 'NewPass123')
      assert.equal((await again.call('GET', `${A}/session`)).data.must_change_password, false)
    } finally {
      await fresh.close()
    }
  })

  it('two nodes seeding the first account at once: one prints it, the other starts without error', async () => {
    const fresh = await createTestApp({ seed: false })
    try {
      const dev = { ...fresh.config, env: 'development' as const }
      const both = await Promise.all([seedDevAdmin(fresh.db, dev, () => {}), seedDevAdmin(fresh.db, dev, () => {})])
      assert.equal(both.filter((p) => typeof p === 'string').length, 1)
      assert.equal(both.filter((p) => p === null).length, 1)
    } finally {
      await fresh.close()
    }
  })

  it('logout ends the session', async () => {
    const c = await signIn(t, 'service')
    assert.equal((await c.call('POST', `${A}/logout`, {})).errno, 1)
    const after = await consoleOf(t, c.cookie, c.csrf).call('GET', `${A}/session`)
    assert.equal(after.status, 401)
  })
})

describe('generated passwords', () => {
  it('always pass the password rule (letters and digits), whatever the draw', async () => {
    const { generatePassword, checkPassword } = await import('../../server/src/admin/staff')
    for (let i = 0; i < 2000; i++) {
      const p = generatePassword()
      assert.equal(p.length, 16)
      checkPassword('password', p)
    }
  })
})
