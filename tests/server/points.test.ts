import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { pointsLedger, users } from '../../server/src/db/schema'
import { changePoints, pointsForPayment } from '../../server/src/wallet/points'

describe('points ledger', () => {
  let t: TestApp
  let alice: { uid: number; token: string }
  before(async () => {
    t = await createTestApp({ seed: false })
    alice = await t.user()
  })
  after(() => t.close())

  const balance = async () => (await t.db.select({ p: users.points }).from(users).where(eq(users.id, alice.uid)))[0].p
  const ledgerSum = async () =>
    Number(
      (
        await t.db
          .select({ s: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
          .from(pointsLedger)
          .where(eq(pointsLedger.userId, alice.uid))
      )[0].s
    )

  it('adds and spends points, never below zero, keeping the ledger sum equal to the balance', async () => {
    assert.equal(await changePoints(t.db, { userId: alice.uid, delta: 120, reason: 'seed' }), 120)
    assert.equal(await changePoints(t.db, { userId: alice.uid, delta: -20, reason: 'pension_exchange' }), 100)
    await assert.rejects(
      changePoints(t.db, { userId: alice.uid, delta: -101, reason: 'pension_exchange' }),
      (e: { errno?: number }) => e.errno === 2330
    )
    assert.equal(await balance(), 100)
    assert.equal(await ledgerSum(), 100)
  })

  it('applies a change with a ref once', async () => {
    const a = await changePoints(t.db, {
      userId: alice.uid,
      delta: 30,
      reason: 'order_receive',
      ref: 'order:1:receive'
    })
    const b = await changePoints(t.db, {
      userId: alice.uid,
      delta: 30,
      reason: 'order_receive',
      ref: 'order:1:receive'
    })
    assert.equal(a, 130)
    assert.equal(b, 130)
    assert.equal(await ledgerSum(), 130)
  })

  it('refuses concurrent spending beyond the balance', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        t.db.transaction((tx) => changePoints(tx, { userId: alice.uid, delta: -50, reason: 'pension_exchange' }))
      )
    )
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 2)
    assert.equal(await balance(), 30)
    assert.equal(await ledgerSum(), 30)
  })

  it('earns one point per whole yuan', () => {
    assert.equal(pointsForPayment(9999), 99)
    assert.equal(pointsForPayment(50), 0)
  })

  it('answers info and a paged flow, newest first', async () => {
    const info = await t.post('/api/v1/points/info', {}, alice.token)
    assert.equal(info.errno, 1, info.error)
    assert.equal(info.data.points, 30)
    assert.deepEqual(info.data.exchange, { min_points: 100, points_per_cent: 1 })
    const flow = await t.post('/api/v1/points/flow', { page: 1, page_size: 2 }, alice.token)
    assert.equal(flow.data.list.length, 2)
    assert.equal(flow.data.total, 5)
    assert.equal(flow.data.list[0].balance_after, 30)
    assert.equal(flow.data.list[0].reason_text, '兑换养老金')
    const bad = await t.post('/api/v1/points/flow', { page: 0 }, alice.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /page/)
    assert.equal((await t.post('/api/v1/points/info', {})).errno, 1006)
  })

  it('lets a tester grant points through the ledger (dev only)', async () => {
    const phone = '13700137001'
    const bob = await t.user(phone)
    const res = await t.post('/api/dev/points/grant', { phone, points: 500 })
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.points, 500)
    const flow = await t.post('/api/v1/points/flow', {}, bob.token)
    assert.equal(flow.data.list[0].reason_text, '积分发放')
    assert.equal(flow.data.list[0].delta, 500)
    assert.equal((await t.post('/api/dev/points/grant', { phone: '13700137009', points: 5 })).errno, 1002)
    assert.equal((await t.post('/api/dev/points/grant', { phone, points: 0 })).errno, 1001)
  })
})
