import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { and, eq } from 'drizzle-orm'
import { createTestApp, nextPhone, type TestApp } from './helpers'
import { couponBody, signIn, type Console } from './admin-helpers'
import { auditLogs, giftCardLedger } from '../../server/src/db/schema'

const A = '/api/admin'
const day = 86400_000

let seq = 0
const rid = () => `req-${Date.now()}-${++seq}`

describe('console coupons: rules, issue once per request, stop, claimable', () => {
  let t: TestApp
  let ops: Console
  let finance: Console
  before(async () => {
    t = await createTestApp()
    ops = await signIn(t, 'ops', '运营甲')
    finance = await signIn(t, 'finance', '财务甲')
  })
  after(() => t.close())

  it('bad rules answer 1001 naming the field, and nothing is made', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 0 }, 'amount'],
      [{ amount: 6000 }, 'amount'],
      [{ kind: 2, rate: 100 }, 'rate'],
      [{ ends_at: new Date(Date.now() - 2 * day).toISOString() }, 'ends_at'],
      [{ per_user_limit: 5, total: 3 }, 'per_user_limit'],
      [{ category_id: 999999 }, 'category_id'],
      [{ name: '   ' }, 'name'],
      [{ total: 0 }, 'total'],
      [{ kind: 3 }, 'kind']
    ]
    const before = (await ops.call('GET', `${A}/coupons`)).data.total
    for (const [over, field] of cases) {
      const res = await ops.call('POST', `${A}/coupons`, couponBody(over))
      assert.equal(res.errno, 1001, `${JSON.stringify(over)}: ${res.error}`)
      assert.match(res.error, new RegExp(field), `${JSON.stringify(over)} should name ${field}: ${res.error}`)
    }
    assert.equal((await ops.call('GET', `${A}/coupons`)).data.total, before)
  })

  it('creates a coupon the coupon centre offers; a non-claimable one only operators issue', async () => {
    const made = await ops.call('POST', `${A}/coupons`, couponBody({ name: '可领满减券' }))
    assert.equal(made.errno, 1, made.error)
    assert.equal(made.data.rule_text, '满50减10')
    const hidden = await ops.call('POST', `${A}/coupons`, couponBody({ name: '定向券', claimable: false }))
    assert.equal(hidden.errno, 1, hidden.error)
    const u = await t.user()
    const center = (await t.post('/api/v1/coupon/center', {}, u.token)).data.list as Array<{ coupon_id: number }>
    assert.ok(center.some((c) => c.coupon_id === made.data.id))
    assert.ok(!center.some((c) => c.coupon_id === hidden.data.id), 'an issue-only coupon is not in the centre')
    const claim = await t.post('/api/v1/coupon/receive', { coupon_id: hidden.data.id }, u.token)
    assert.equal(claim.errno, 1002, 'nor claimable by its id')
    const found = await ops.call('GET', `${A}/coupons?q=${encodeURIComponent('定向')}`)
    assert.deepEqual(
      found.data.list.map((c: { id: number }) => c.id),
      [hidden.data.id]
    )
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'coupon'), eq(auditLogs.entityId, String(made.data.id))))
    assert.deepEqual(
      audit.map((a) => a.action),
      ['coupon.create']
    )
  })

  it('issues to shoppers by phone and id once per request id; limits and stock hold', async () => {
    const c = (await ops.call('POST', `${A}/coupons`, couponBody({ name: '发放券', total: 3, per_user_limit: 1 }))).data
    const phone = nextPhone()
    const a = await t.user(phone)
    const b = await t.user()
    const body = { users: [phone, String(b.uid)], request_id: rid() }
    assert.equal((await finance.call('POST', `${A}/coupons/${c.id}/issue`, body)).status, 403, '财务 issues no coupons')
    const [first, second] = await Promise.all([
      ops.call('POST', `${A}/coupons/${c.id}/issue`, body),
      ops.call('POST', `${A}/coupons/${c.id}/issue`, body)
    ])
    assert.equal(first.errno, 1, first.error)
    assert.deepEqual(second.data, first.data, 'the repeat gets the first answer')
    assert.equal(first.data.issued, 2)
    const held = async (token: string) =>
      (
        (await t.post('/api/v1/coupon/list', { status: 'unused' }, token)).data.list as Array<{ coupon_id: number }>
      ).filter((x) => x.coupon_id === c.id).length
    assert.equal(await held(a.token), 1, 'issued once, not twice')
    assert.equal(await held(b.token), 1)
    const row = (await ops.call('GET', `${A}/coupons?q=${encodeURIComponent('发放券')}`)).data.list[0]
    assert.equal(row.claimed, 2)

    // Again with a new id: both are at the per-user limit, so they are skipped, not issued.
    const again = await ops.call('POST', `${A}/coupons/${c.id}/issue`, { users: [phone], request_id: rid() })
    assert.equal(again.data.issued, 0)
    assert.equal(again.data.skipped.length, 1)
    // Two new shoppers but one coupon left: nothing is issued.
    const [x, y] = [await t.user(), await t.user()]
    const over = await ops.call('POST', `${A}/coupons/${c.id}/issue`, {
      users: [String(x.uid), String(y.uid)],
      request_id: rid()
    })
    assert.equal(over.errno, 2380, over.error)
    assert.equal(await held(x.token), 0)
    // A name that is no shopper is refused naming the entry.
    const bad = await ops.call('POST', `${A}/coupons/${c.id}/issue`, {
      users: [String(x.uid), 'abc'],
      request_id: rid()
    })
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /users\.1/)
    const nobody = await ops.call('POST', `${A}/coupons/${c.id}/issue`, { users: ['19999999999'], request_id: rid() })
    assert.equal(nobody.errno, 1001)
    assert.match(nobody.error, /users\.0 用户 19999999999 不存在/)
    // The same request id for another coupon is refused rather than answered with the first coupon's result.
    const other = (await ops.call('POST', `${A}/coupons`, couponBody({ name: '另一张' }))).data
    const reused = await ops.call('POST', `${A}/coupons/${other.id}/issue`, body)
    assert.equal(reused.errno, 2382)
  })

  it('edits keep the total at or above what was issued; stopping ends claims and issues', async () => {
    const c = (await ops.call('POST', `${A}/coupons`, couponBody({ name: '停用券', total: 5 }))).data
    const u = await t.user()
    assert.equal((await t.post('/api/v1/coupon/receive', { coupon_id: c.id }, u.token)).errno, 1)
    const low = await ops.call('PUT', `${A}/coupons/${c.id}`, couponBody({ name: '停用券', total: 0 }))
    assert.equal(low.errno, 1001)
    const edited = await ops.call(
      'PUT',
      `${A}/coupons/${c.id}`,
      couponBody({ name: '停用券', total: 1, per_user_limit: 1 })
    )
    assert.equal(edited.errno, 1, edited.error)
    assert.equal(edited.data.total, 1)
    assert.equal((await ops.call('POST', `${A}/coupons/${c.id}/stop`, {})).errno, 1001, 'stopping is confirmed')
    assert.equal((await ops.call('POST', `${A}/coupons/${c.id}/stop`, { confirm: true })).errno, 1)
    const v = await t.user()
    assert.equal((await t.post('/api/v1/coupon/receive', { coupon_id: c.id }, v.token)).errno, 1002)
    const issue = await ops.call('POST', `${A}/coupons/${c.id}/issue`, { users: [String(v.uid)], request_id: rid() })
    assert.equal(issue.errno, 2320)
    const actions = (
      await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, 'coupon'), eq(auditLogs.entityId, String(c.id))))
    ).map((a) => a.action)
    assert.deepEqual(actions.sort(), ['coupon.create', 'coupon.stop', 'coupon.update'])
  })
})

describe('console shopping cards: batches, issue once, freeze, history', () => {
  let t: TestApp
  let finance: Console
  let ops: Console
  before(async () => {
    t = await createTestApp()
    finance = await signIn(t, 'finance', '财务甲')
    ops = await signIn(t, 'ops', '运营甲')
  })
  after(() => t.close())

  const batchBody = (over: Record<string, unknown> = {}) => ({
    name: '员工福利卡',
    face_value: 5000,
    count: 2,
    category_id: null,
    valid_days: 30,
    confirm: true,
    ...over
  })

  it('bad batches answer 1001 naming the field; money actions need the second confirmation and 财务', async () => {
    for (const [over, field] of [
      [{ face_value: 0 }, 'face_value'],
      [{ count: 0 }, 'count'],
      [{ valid_days: 0 }, 'valid_days'],
      [{ category_id: 999999 }, 'category_id'],
      [{ confirm: false }, 'confirm']
    ] as const) {
      const res = await finance.call('POST', `${A}/cards/batches`, batchBody(over))
      assert.equal(res.errno, 1001, `${JSON.stringify(over)}: ${res.error}`)
      assert.match(res.error, new RegExp(field))
    }
    assert.equal((await ops.call('POST', `${A}/cards/batches`, batchBody())).status, 403, '运营 moves no money')
  })

  it('issues a card once per request id, never past the batch count; the shopper holds and sees it', async () => {
    const batch = (await finance.call('POST', `${A}/cards/batches`, batchBody())).data
    const phone = nextPhone()
    const u = await t.user(phone)
    const body = { user: phone, request_id: rid(), confirm: true }
    const [one, two] = await Promise.all([
      finance.call('POST', `${A}/cards/batches/${batch.id}/issue`, body),
      finance.call('POST', `${A}/cards/batches/${batch.id}/issue`, body)
    ])
    assert.equal(one.errno, 1, one.error)
    assert.deepEqual(two.data, one.data)
    const cards = (await t.post('/api/v1/freeca/list', {}, u.token)).data.list as Array<{
      name: string
      balance: number
    }>
    assert.equal(cards.filter((c) => c.name === '员工福利卡').length, 1, 'one card, not two')
    assert.equal(cards.find((c) => c.name === '员工福利卡')?.balance, 5000)
    const second = await finance.call('POST', `${A}/cards/batches/${batch.id}/issue`, { ...body, request_id: rid() })
    assert.equal(second.errno, 1, second.error)
    const third = await finance.call('POST', `${A}/cards/batches/${batch.id}/issue`, { ...body, request_id: rid() })
    assert.equal(third.errno, 2381, 'the batch had two')
    const listed = await finance.call('GET', `${A}/cards?batch_id=${batch.id}`)
    assert.equal(listed.data.total, 2)
    assert.equal(listed.data.list[0].phone, phone)
    const noUser = await finance.call('POST', `${A}/cards/batches/${batch.id}/issue`, {
      ...body,
      user: 'x',
      request_id: rid()
    })
    assert.equal(noUser.errno, 1001)
    assert.match(noUser.error, /user/)
  })

  it('freezes and unfreezes (audited), the shopper sees it; the history lists every movement', async () => {
    const batch = (await finance.call('POST', `${A}/cards/batches`, batchBody({ name: '冻结测试卡' }))).data
    const u = await t.user()
    const card = (
      await finance.call('POST', `${A}/cards/batches/${batch.id}/issue`, {
        user: String(u.uid),
        request_id: rid(),
        confirm: true
      })
    ).data
    const noConfirm = await finance.call('POST', `${A}/cards/${card.card_id}/status`, { frozen: true, reason: '挂失' })
    assert.equal(noConfirm.errno, 1001)
    const frozen = await finance.call('POST', `${A}/cards/${card.card_id}/status`, {
      frozen: true,
      reason: '挂失',
      confirm: true
    })
    assert.equal(frozen.errno, 1, frozen.error)
    assert.equal(frozen.data.status_text, '已冻结')
    const twice = await finance.call('POST', `${A}/cards/${card.card_id}/status`, {
      frozen: true,
      reason: '挂失',
      confirm: true
    })
    assert.equal(twice.errno, 1005)
    const info = await t.post('/api/v1/freeca/info', { user_freeca_id: card.card_id }, u.token)
    assert.equal(info.data.status_text, '已冻结', 'the shopper sees it frozen')
    const thawed = await finance.call('POST', `${A}/cards/${card.card_id}/status`, {
      frozen: false,
      reason: '找回',
      confirm: true
    })
    assert.equal(thawed.data.status_text, '可用')

    await t.db.insert(giftCardLedger).values({
      cardId: card.card_id,
      userId: u.uid,
      delta: -1200,
      balanceAfter: 3800,
      reason: 'pay',
      ref: 'pay:test'
    })
    const history = await finance.call('GET', `${A}/cards/${card.card_id}`)
    assert.deepEqual(
      history.data.flows.map((f: { reason_text: string; delta: number }) => [f.reason_text, f.delta]),
      [
        ['订单支付', -1200],
        ['发卡', 5000]
      ]
    )
    const actions = (
      await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, 'gift_card'), eq(auditLogs.entityId, String(card.card_id))))
    ).map((a) => a.action)
    assert.deepEqual(actions.sort(), ['card.freeze', 'card.issue', 'card.unfreeze'])
    assert.equal((await finance.call('GET', `${A}/cards/999999`)).errno, 1002)
  })
})
