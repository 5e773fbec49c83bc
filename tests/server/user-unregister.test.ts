import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, sql } from 'drizzle-orm'
import { pensionWithdrawals, smsCodes, users } from '../../server/src/db/schema'
import { UNREGISTER_REFUSED } from '../../server/src/account/user'
import { createTestApp, type TestApp } from './helpers'
import { makeGoods, placeOrder, shopper, type Goods } from './order-fixtures'

async function codeFor(t: TestApp, phone: string): Promise<string> {
  await t.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` })
    .where(eq(smsCodes.phone, phone))
  const sent = await t.post('/api/service/sms/sendcode', { phone, ch_id: 1 })
  assert.equal(sent.errno, 1, sent.error)
  return (await t.post('/api/dev/sms-outbox', { phone })).data.list[0].code
}

const phoneOf = async (t: TestApp, uid: number) =>
  (await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, uid)))[0].phone as string

describe('user: account deletion refuses while orders or withdrawals are open', () => {
  let t: TestApp
  let goods: Goods
  before(async () => {
    t = await createTestApp({ seed: false })
    goods = await makeGoods(t, { price: 1000, stock: 50 })
  })
  after(() => t.close())

  it('refuses with an open order without spending the code, and succeeds once it is cancelled', async () => {
    const me = await shopper(t)
    const phone = await phoneOf(t, me.uid)
    const order = await placeOrder(t, me, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    const code = await codeFor(t, phone)

    const refused = await t.post('/api/v1/user/unregister', { verify_code: code }, me.token)
    assert.equal(refused.errno, 2023)
    assert.equal(refused.error, UNREGISTER_REFUSED.orders)
    const [still] = await t.db.select().from(users).where(eq(users.id, me.uid))
    assert.equal(still.deleted, false)
    assert.equal(still.phone, phone)

    assert.equal((await t.post('/api/v1/order/cancel', { id: order.id }, me.token)).errno, 1)
    // The same code still works: the refusal did not use it up.
    const done = await t.post('/api/v1/user/unregister', { verify_code: code }, me.token)
    assert.equal(done.errno, 1, done.error)
    const [gone] = await t.db.select().from(users).where(eq(users.id, me.uid))
    assert.equal(gone.deleted, true)
    assert.equal((await t.post('/api/v1/user/profile', {}, me.token)).errno, 1006)
  })

  it('refuses while a withdrawal is being processed, not after it is paid', async () => {
    const me = await shopper(t)
    const phone = await phoneOf(t, me.uid)
    const [w] = await t.db
      .insert(pensionWithdrawals)
      .values({ userId: me.uid, amount: 500, status: 1, accountNo: '6222000011112222', cardNo: '6222000011112222' })
      .returning()
    const code = await codeFor(t, phone)
    const refused = await t.post('/api/v1/user/unregister', { verify_code: code }, me.token)
    assert.equal(refused.errno, 2023)
    assert.equal(refused.error, UNREGISTER_REFUSED.withdrawals)
    await t.db.update(pensionWithdrawals).set({ status: 2 }).where(eq(pensionWithdrawals.id, w.id))
    assert.equal((await t.post('/api/v1/user/unregister', { verify_code: code }, me.token)).errno, 1)
  })

  it('still checks the code when nothing is open', async () => {
    const me = await shopper(t)
    const phone = await phoneOf(t, me.uid)
    await codeFor(t, phone)
    assert.equal((await t.post('/api/v1/user/unregister', { verify_code: '000000' }, me.token)).errno, 2002)
  })
})
