import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import { auditLogs, users } from '../../server/src/db/schema'

describe('console shoppers', () => {
  let t: TestApp
  let service: Console
  let finance: Console
  before(async () => {
    t = await createTestApp()
    service = await signIn(t, 'service', '客服小李')
    finance = await signIn(t, 'finance', '财务小陈')
  })
  after(() => t.close())

  it('finds a shopper by phone with the identity masked; only 财务 unmasks, and the look is audited', async () => {
    const phone = nextPhone()
    const u = await t.user(phone)
    await t.db.update(users).set({ name: '张三丰', idNo: '330106199001011234' }).where(eq(users.id, u.uid))
    const res = await service.call('GET', `/api/admin/shoppers?phone=${phone}`)
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.total, 1)
    assert.equal(res.data.list[0].id_no, '3301**********1234')
    assert.equal(res.data.list[0].name, '张**')
    assert.equal((await service.call('POST', `/api/admin/shoppers/${u.uid}/reveal`, { confirm: true })).status, 403)
    const seen = await finance.call('POST', `/api/admin/shoppers/${u.uid}/reveal`, { confirm: true })
    assert.equal(seen.data.id_no, '330106199001011234')
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'shopper'), eq(auditLogs.entityId, String(u.uid))))
    assert.deepEqual(
      logs.map((l) => [l.action, l.staffName]),
      [['unmask', '财务小陈']]
    )
  })

  it('freezing stops the shopper at once; unfreezing lets them back', async () => {
    const u = await t.user()
    assert.equal((await t.post('/api/v1/user/profile', {}, u.token)).errno, 1)
    const noReason = await service.call('POST', `/api/admin/shoppers/${u.uid}/status`, { frozen: true, reason: ' ' })
    assert.equal(noReason.errno, 1001)
    assert.equal(
      (await finance.call('POST', `/api/admin/shoppers/${u.uid}/status`, { frozen: true, reason: 'x' })).status,
      403
    )
    const frozen = await service.call('POST', `/api/admin/shoppers/${u.uid}/status`, {
      frozen: true,
      reason: '疑似盗号'
    })
    assert.equal(frozen.errno, 1, frozen.error)
    assert.notEqual((await t.post('/api/v1/user/profile', {}, u.token)).errno, 1, 'the live token stops working')
    const again = await service.call('POST', `/api/admin/shoppers/${u.uid}/status`, { frozen: true, reason: '再次' })
    assert.equal(again.errno, 1005)
    await service.call('POST', `/api/admin/shoppers/${u.uid}/status`, { frozen: false, reason: '核实为本人' })
    assert.equal((await t.post('/api/v1/user/profile', {}, u.token)).errno, 1)
  })
})
