import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { couponTemplates, userCoupons } from '../../server/src/db/schema'
import { couponDiscount, ruleText } from '../../server/src/wallet/coupon'
import { shopper, type Shopper, shoppers } from './order-fixtures'

type Template = typeof couponTemplates.$inferSelect

describe('coupons: centre, claiming, lists and rules', () => {
  let t: TestApp
  let alice: Shopper
  let bob: Shopper
  before(async () => {
    t = await createTestApp()
    ;[alice, bob] = await shoppers(t, 2)
  })
  after(() => t.close())

  const template = async (values: Partial<typeof couponTemplates.$inferInsert> = {}) =>
    (
      await t.db
        .insert(couponTemplates)
        .values({
          name: '测试券',
          kind: 1,
          threshold: 5000,
          amount: 500,
          total: 100,
          validDays: 7,
          endsAt: new Date(Date.now() + 86400_000),
          ...values
        })
        .returning()
    )[0]

  it('computes discounts: full reduction, rate with a cap, never more than the goods', () => {
    const base = { threshold: 0, amount: 0, rate: 100, maxDiscount: 0 } as Template
    assert.equal(couponDiscount({ ...base, kind: 1, threshold: 10000, amount: 1000 }, 9999), 0)
    assert.equal(couponDiscount({ ...base, kind: 1, threshold: 10000, amount: 1000 }, 10000), 1000)
    assert.equal(couponDiscount({ ...base, kind: 1, amount: 1000 }, 600), 600)
    assert.equal(couponDiscount({ ...base, kind: 2, rate: 90 }, 12345), 1234)
    assert.equal(couponDiscount({ ...base, kind: 2, rate: 80, maxDiscount: 500 }, 10000), 500)
    assert.equal(ruleText({ ...base, kind: 1, threshold: 9900, amount: 1000 }), '满99减10')
    assert.equal(ruleText({ ...base, kind: 1, amount: 500 }), '无门槛减5')
    assert.equal(ruleText({ ...base, kind: 2, threshold: 5000, rate: 90, maxDiscount: 3000 }), '满50享9折，最高减30')
  })

  it('shows the seeded centre with what the caller may still claim', async () => {
    const r = await t.post('/api/v1/coupon/center', {}, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.ok(r.data.list.length >= 5)
    const first = r.data.list[0]
    assert.deepEqual([first.received, first.can_receive], [0, true])
    assert.ok(first.rule_text)
    assert.match(first.valid_text, /天内有效|至/)
  })

  it('claims once per user per template unless the template allows more', async () => {
    const once = await template()
    const r = await t.post('/api/v1/coupon/receive', { coupon_id: once.id }, alice.token)
    assert.equal(r.errno, 1, r.error)
    assert.equal(r.data.status, 'unused')
    assert.ok(r.data.valid_to - r.data.valid_from >= 7 * 86400 - 1)
    const again = await t.post('/api/v1/coupon/receive', { coupon_id: once.id }, alice.token)
    assert.equal(again.errno, 2322)
    const twice = await template({ perUserLimit: 2 })
    const results = await Promise.all(
      [1, 2, 3].map(() => t.post('/api/v1/coupon/receive', { coupon_id: twice.id }, bob.token))
    )
    assert.deepEqual(results.map((x) => x.errno).sort(), [1, 1, 2322])
    const centre = await t.post('/api/v1/coupon/center', {}, bob.token)
    const item = centre.data.list.find((c: { coupon_id: number }) => c.coupon_id === twice.id)
    assert.deepEqual([item.received, item.can_receive], [2, false])
  })

  it('never hands out more than the total', async () => {
    const scarce = await template({ total: 2 })
    const people = await Promise.all([1, 2, 3, 4].map(() => shopper(t)))
    const results = await Promise.all(
      people.map((p) => t.post('/api/v1/coupon/receive', { coupon_id: scarce.id }, p.token))
    )
    assert.equal(results.filter((x) => x.errno === 1).length, 2)
    assert.ok(results.filter((x) => x.errno !== 1).every((x) => x.errno === 2321))
    const [row] = await t.db.select().from(couponTemplates).where(eq(couponTemplates.id, scarce.id))
    assert.equal(row.claimed, 2)
  })

  it('refuses unknown, ended or malformed claims', async () => {
    assert.equal((await t.post('/api/v1/coupon/receive', { coupon_id: 999999 }, alice.token)).errno, 1002)
    const ended = await template({
      startsAt: new Date(Date.now() - 2 * 86400_000),
      endsAt: new Date(Date.now() - 1000)
    })
    assert.equal((await t.post('/api/v1/coupon/receive', { coupon_id: ended.id }, alice.token)).errno, 2320)
    const bad = await t.post('/api/v1/coupon/receive', {}, alice.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /coupon_id/)
    assert.equal((await t.post('/api/v1/coupon/receive', { coupon_id: ended.id })).errno, 1006)
  })

  it('lists the caller coupons by status with counts', async () => {
    const tpl = await template({ name: '过期测试券' })
    const claimed = await t.post('/api/v1/coupon/receive', { coupon_id: tpl.id }, alice.token)
    await t.db
      .update(userCoupons)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(userCoupons.id, claimed.data.id))
    const unused = await t.post('/api/v1/coupon/list', {}, alice.token)
    assert.equal(unused.errno, 1, unused.error)
    assert.ok(unused.data.list.every((c: { status: string }) => c.status === 'unused'))
    const expired = await t.post('/api/v1/coupon/list', { status: 'expired' }, alice.token)
    assert.deepEqual(
      expired.data.list.map((c: { id: number }) => c.id),
      [claimed.data.id]
    )
    assert.equal(expired.data.counts.expired, 1)
    assert.equal(expired.data.counts.unused, unused.data.list.length)
    const bad = await t.post('/api/v1/coupon/list', { status: 'lost' }, alice.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /status/)
    const bobs = await t.post('/api/v1/coupon/list', { status: 'expired' }, bob.token)
    assert.equal(bobs.data.list.length, 0)
  })

  it('pages a tab when asked, with its total; a received coupon is first under unused', async () => {
    const carol = await shopper(t)
    const made = [] as number[]
    for (const name of ['分页券1', '分页券2', '分页券3']) {
      const tpl = await template({ name })
      made.push((await t.post('/api/v1/coupon/receive', { coupon_id: tpl.id }, carol.token)).data.id)
    }
    const first = await t.post('/api/v1/coupon/list', { status: 'unused', page: 1, page_size: 2 }, carol.token)
    assert.equal(first.errno, 1, first.error)
    assert.deepEqual(
      first.data.list.map((c: { id: number }) => c.id),
      [made[2], made[1]]
    )
    assert.equal(first.data.total, 3)
    assert.equal(first.data.counts.unused, 3)
    const second = await t.post('/api/v1/coupon/list', { status: 'unused', page: 2, page_size: 2 }, carol.token)
    assert.deepEqual(
      second.data.list.map((c: { id: number }) => c.id),
      [made[0]]
    )
    const whole = await t.post('/api/v1/coupon/list', { status: 'unused' }, carol.token)
    assert.equal(whole.data.list.length, 3)
    assert.equal((await t.post('/api/v1/coupon/list', { page_size: 51, page: 1 }, carol.token)).errno, 1001)
  })
})
