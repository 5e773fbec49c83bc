import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, signInAs, type Console } from './admin-helpers'
import { createStaff } from '../../server/src/admin/staff'
import { auditLogs, staff } from '../../server/src/db/schema'

/** 员工: deactivate, reset a password, change a role; the last active 超级管理员 stays; all audited. */
describe('console staff management', () => {
  let t: TestApp
  let boss: Console
  let bossId: number
  before(async () => {
    t = await createTestApp()
    boss = await signIn(t, 'super', '王老板')
    bossId = (await boss.call('GET', '/api/admin/session')).data.id
  })
  after(() => t.close())

  let n = 0
  const clerk = async (role = 'service') => {
    const username = `clerk${++n}`
    const id = await createStaff(t.db, {
      username,
      name: `员工${n}`,
      role,
      password: 'Start1234x',
      mustChangePassword: false
    })
    return { id, username, session: await signInAs(t, username, 'Start1234x') }
  }
  const entries = (id: number, action: string) =>
    t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'staff'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, action)))

  it('停用 ends the account’s sessions at once and refuses its sign-in; 启用 lets it back', async () => {
    const c = await clerk()
    assert.equal((await c.session.call('GET', '/api/admin/orders')).status, 200)
    const res = await boss.call('POST', `/api/admin/staff/${c.id}/status`, { active: false, reason: '离职' })
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.status, 0)
    const after = await c.session.call('GET', '/api/admin/orders')
    assert.equal(after.status, 401, 'the open session ended with the deactivation')
    await assert.rejects(signInAs(t, c.username, 'Start1234x'), /用户名或密码错误/)
    const [entry] = await entries(c.id, 'deactivate')
    assert.deepEqual(entry.after, { status: 0, reason: '离职', sessions_ended: 1 })
    assert.equal(entry.staffName, '王老板')
    const again = await boss.call('POST', `/api/admin/staff/${c.id}/status`, { active: false })
    assert.equal(again.errno, 1005, 'a stopped account is not stopped twice')
    const back = await boss.call('POST', `/api/admin/staff/${c.id}/status`, { active: true })
    assert.equal(back.errno, 1, back.error)
    await signInAs(t, c.username, 'Start1234x')
    assert.equal((await entries(c.id, 'activate')).length, 1)
  })

  it('重置密码 answers a one-time password once: the old one fails, the new one must be changed first', async () => {
    const c = await clerk()
    const res = await boss.call('POST', `/api/admin/staff/${c.id}/password`, { confirm: true })
    assert.equal(res.errno, 1, res.error)
    const password: string = res.data.password
    assert.match(password, /^[A-Za-z0-9]{16}$/)
    assert.equal((await c.session.call('GET', '/api/admin/session')).status, 401, 'its sessions ended')
    await assert.rejects(signInAs(t, c.username, 'Start1234x'), /用户名或密码错误/)
    const fresh = await signInAs(t, c.username, password)
    const me = await fresh.call('GET', '/api/admin/session')
    assert.equal(me.data.must_change_password, true)
    const blocked = await fresh.call('GET', '/api/admin/orders')
    assert.equal(blocked.status, 403)
    assert.match(blocked.error, /请先修改初始密码/)
    const changed = await fresh.call('POST', '/api/admin/password', {
      old_password: password,
      new_password: 'Mine5678y'
    })
    assert.equal(changed.errno, 1, changed.error)
    assert.equal((await fresh.call('GET', '/api/admin/orders')).status, 200)
    const [entry] = await entries(c.id, 'reset-password')
    assert.ok(!JSON.stringify(entry).includes(password), 'the password is not in the log')
    const [row] = await t.db.select().from(staff).where(eq(staff.id, c.id))
    assert.ok(!row.passwordHash.includes(password))
    const self = await boss.call('POST', `/api/admin/staff/${bossId}/password`, { confirm: true })
    assert.equal(self.errno, 1001)
    assert.match(self.error, /id/)
  })

  it('修改角色 applies at the next request and is audited; a bad role or id is refused by name', async () => {
    const c = await clerk('service')
    assert.equal((await c.session.call('GET', '/api/admin/shoppers')).status, 200)
    const res = await boss.call('POST', `/api/admin/staff/${c.id}/role`, { role: 'warehouse' })
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.role, 'warehouse')
    assert.equal((await c.session.call('GET', '/api/admin/session')).data.role, 'warehouse')
    assert.equal((await c.session.call('GET', '/api/admin/shoppers')).status, 403, 'no longer 客服')
    const [entry] = await entries(c.id, 'change-role')
    assert.deepEqual([entry.before, entry.after], [{ role: 'service' }, { role: 'warehouse' }])
    const bad = await boss.call('POST', `/api/admin/staff/${c.id}/role`, { role: 'king' })
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /role/)
    const same = await boss.call('POST', `/api/admin/staff/${c.id}/role`, { role: 'warehouse' })
    assert.equal(same.errno, 1001)
    const missing = await boss.call('POST', '/api/admin/staff/999999/role', { role: 'ops' })
    assert.equal(missing.errno, 1002)
  })

  it('the last active 超级管理员 can be neither stopped nor demoted, even by two supers at once', async () => {
    const self = await boss.call('POST', `/api/admin/staff/${bossId}/status`, { active: false })
    assert.equal(self.errno, 1001, 'nobody stops their own account')
    const demote = await boss.call('POST', `/api/admin/staff/${bossId}/role`, { role: 'ops' })
    assert.equal(demote.errno, 2383)
    assert.match(demote.error, /最后一名启用的超级管理员/)
    const other = await clerk('super')
    // Both supers demote each other at the same moment: one wins, the other is the last and stays.
    const [a, b] = await Promise.all([
      boss.call('POST', `/api/admin/staff/${other.id}/role`, { role: 'ops' }),
      other.session.call('POST', `/api/admin/staff/${bossId}/role`, { role: 'ops' })
    ])
    assert.deepEqual([a.errno, b.errno].sort(), [1, 2383])
    const supers = await t.db
      .select()
      .from(staff)
      .where(and(eq(staff.role, 'super'), eq(staff.status, 1)))
    assert.equal(supers.length, 1)
    assert.equal((await entries(bossId, 'change-role')).length + (await entries(other.id, 'change-role')).length, 1)
  })
})
