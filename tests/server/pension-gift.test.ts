import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { pensionAccounts, pensionFlows, scanCodes } from '../../server/src/db/schema'
import { changePoints } from '../../server/src/wallet/points'

describe('scan gifts and points exchange', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  const scan = (token: string, code: string, get?: number) => t.post('/api/v1/wechat/scanpension', { code, get }, token)
  const flowsOf = (uid: number, type: number) =>
    t.db
      .select()
      .from(pensionFlows)
      .where(and(eq(pensionFlows.userId, uid), eq(pensionFlows.type, type)))

  it('previews a seeded QR code without claiming it (get 0)', async () => {
    const u = await t.user()
    const res = await scan(u.token, 'PENSION2024', 0)
    assert.equal(res.errno, 1)
    assert.equal(res.data.amount, 188)
    assert.equal(res.data.claimed, false)
    assert.equal(res.data.available, true)
    assert.equal((await flowsOf(u.uid, 2)).length, 0)
  })

  it('claims once per user per code (get 1) as a type 2 pending-deposit flow', async () => {
    const u = await t.user()
    const first = await scan(u.token, 'PENSION2024', 1)
    assert.equal(first.errno, 1)
    assert.equal(first.data.claimed, true)
    const again = await scan(u.token, 'PENSION2024', 1)
    assert.equal(again.errno, 2751)
    assert.equal((await scan(u.token, 'PENSION2024', 0)).data.claimed, true)
    const flows = await flowsOf(u.uid, 2)
    assert.equal(flows.length, 1)
    assert.equal(flows[0].status, 1)
    assert.equal(flows[0].amount, 188)
    const info = (await t.post('/api/v1/pensionaccount/info2', {}, u.token)).data
    assert.equal(info.accountin_waiting, 188)
    // Another user may claim the same code.
    const v = await t.user()
    assert.equal((await scan(v.token, 'PENSION2024', 1)).errno, 1)
  })

  it('claims once under a double tap', async () => {
    const u = await t.user()
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => scan(u.token, 'STORE-GIFT-01', 1)))
    assert.deepEqual([a.errno, b.errno, c.errno].sort(), [1, 2751, 2751])
    assert.equal((await flowsOf(u.uid, 2)).length, 1)
    const [code] = await t.db.select().from(scanCodes).where(eq(scanCodes.code, 'STORE-GIFT-01'))
    assert.equal(code.claimed, 1)
  })

  it('deposits at once for an opened account, and stops at the quota', async () => {
    await t.db.insert(scanCodes).values({ code: 'QUOTA-2', title: '限量赠送', amount: 50, quota: 2 })
    const users = [await t.user(), await t.user(), await t.user()]
    await t.db
      .insert(pensionAccounts)
      .values({ userId: users[0].uid, bankId: 1, accountNo: '6100000000000001', cardNo: '6222980000000012' })
    assert.equal((await scan(users[0].token, 'QUOTA-2', 1)).errno, 1)
    assert.equal((await flowsOf(users[0].uid, 2))[0].status, 2, 'deposited straight away')
    const results = await Promise.all(users.slice(1).map((u) => scan(u.token, 'QUOTA-2', 1)))
    assert.deepEqual(results.map((r) => r.errno).sort(), [1, 2750])
    const [code] = await t.db.select().from(scanCodes).where(eq(scanCodes.code, 'QUOTA-2'))
    assert.equal(code.claimed, 2)
  })

  it('refuses unknown or disabled codes and bad input', async () => {
    const u = await t.user()
    assert.equal((await scan(u.token, 'NO-SUCH-CODE', 0)).errno, 2750)
    await t.db.insert(scanCodes).values({ code: 'OFF', title: '停用', amount: 10, enabled: false })
    assert.equal((await scan(u.token, 'OFF', 1)).errno, 2750)
    const bad = await scan(u.token, 'bad code!', 0)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /code/)
    const badGet = await scan(u.token, 'PENSION2024', 3)
    assert.equal(badGet.errno, 1001)
    assert.match(badGet.error, /get/)
  })

  it('exchanges points for pension at 1 point = 1 cent', async () => {
    const u = await t.user()
    await changePoints(t.db, { userId: u.uid, delta: 500, reason: 'seed' })
    const res = await t.post('/api/v1/pensionaccount/exchangepension', { points: 300 }, u.token)
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.amount, 300)
    assert.equal(res.data.points_balance, 200)
    const flows = await flowsOf(u.uid, 1)
    assert.equal(flows.length, 1)
    assert.equal(flows[0].points, 300)
    assert.equal(flows[0].status, 1)
    // Not enough points: refused, and no flow is left behind.
    const short = await t.post('/api/v1/pensionaccount/exchangepension', { points: 300 }, u.token)
    assert.equal(short.errno, 2330)
    assert.equal((await flowsOf(u.uid, 1)).length, 1)
    const few = await t.post('/api/v1/pensionaccount/exchangepension', { points: 99 }, u.token)
    assert.equal(few.errno, 1001)
    assert.match(few.error, /points/)
  })
})
