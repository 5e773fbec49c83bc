import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq, inArray } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { signIn, type Console } from './admin-helpers'
import {
  auditLogs,
  giftCardLedger,
  orderGroups,
  orders,
  pensionAccounts,
  pensionFlows,
  refunds
} from '../../server/src/db/schema'
import { expireGroups } from '../../server/src/flows/group-expiry'
import {
  cardBalance,
  makeActivity,
  makeGoods,
  payWithCard,
  placeOrder,
  shopper,
  statusOf,
  type Shopper
} from './order-fixtures'

/** Failed groups closed and refunded once (even with two runs at once), and 财务's cashback settlement. */
describe('console: groups that do not fill, and cashback settlement', () => {
  let t: TestApp
  let finance: Console
  let finance2: Console
  let ops: Console
  let alice: Shopper
  let bob: Shopper
  before(async () => {
    t = await createTestApp()
    finance = await signIn(t, 'finance', '财务甲')
    finance2 = await signIn(t, 'finance', '财务乙')
    ops = await signIn(t, 'ops')
    ;[alice, bob] = await Promise.all([shopper(t), shopper(t)])
  })
  after(() => t.close())

  it('a group that does not fill: closed, every paid member refunded once with two runs at once, listed', async () => {
    const g = await makeGoods(t, { price: 5000, stock: 10 })
    const activityId = await makeActivity(t, g.skuId, { kind: 2, price: 3000, groupSize: 3, groupSeconds: 600 })
    const [a0, b0] = [await cardBalance(t, alice.cardId), await cardBalance(t, bob.cardId)]
    const lead = await placeOrder(t, alice, { items: [{ sku_id: g.skuId, qty: 1 }], activity_id: activityId })
    await payWithCard(t, alice, lead.order_no)
    const [{ groupId }] = await t.db.select({ groupId: orders.groupId }).from(orders).where(eq(orders.id, lead.id))
    const member = await placeOrder(t, bob, {
      items: [{ sku_id: g.skuId, qty: 1 }],
      activity_id: activityId,
      group_id: groupId
    })
    await payWithCard(t, bob, member.order_no)
    const paid = lead.pay_amount
    assert.ok(paid >= 3000)
    assert.equal(await cardBalance(t, alice.cardId), a0 - paid)

    const forming = await ops.call('GET', '/api/admin/groups?status=0')
    assert.equal(forming.errno, 1, forming.error)
    const mine = forming.data.list.find((x: { id: number }) => x.id === groupId)
    assert.deepEqual([mine.status_text, mine.paid, mine.size, mine.members.length], ['拼团中', 2, 3, 2])

    // Two job runs at once (two nodes, or a slow run overlapped): the group fails once and each member is refunded once.
    const later = new Date(Date.now() + 601_000)
    const runs = await Promise.all([expireGroups(t.app, later), expireGroups(t.app, later)])
    assert.equal(runs[0] + runs[1], 2, 'two orders closed in all')
    assert.deepEqual([await statusOf(t, lead.id), await statusOf(t, member.id)], [-2, -2])
    assert.equal(await cardBalance(t, alice.cardId), a0, 'alice has her money back')
    assert.equal(await cardBalance(t, bob.cardId), b0, 'bob has his money back')
    const rows = await t.db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, [lead.id, member.id]))
    assert.deepEqual(
      rows.map((r) => [r.amount, r.status]),
      [
        [paid, 1],
        [member.pay_amount, 1]
      ]
    )
    const credits = await t.db
      .select()
      .from(giftCardLedger)
      .where(inArray(giftCardLedger.ref, [`refund:${lead.id}`, `refund:${member.id}`]))
    assert.equal(credits.length, 2, 'one ledger credit per member')
    assert.equal(await expireGroups(t.app, later), 0, 'a third run changes nothing')
    const [group] = await t.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.id, groupId as number))
    assert.equal(group.status, 2)

    const failed = await ops.call('GET', '/api/admin/groups?status=2')
    const shown = failed.data.list.find((x: { id: number }) => x.id === groupId)
    assert.equal(shown.status_text, '拼团失败')
    assert.deepEqual(
      shown.members.map((m: { refund: { amount: number; status_text: string } }) => [
        m.refund.amount,
        m.refund.status_text
      ]),
      [
        [paid, '已退款'],
        [member.pay_amount, '已退款']
      ]
    )
    assert.equal((await ops.call('GET', '/api/admin/groups?status=7')).errno, 1001)
  })

  /** An order with its cashback flow recorded `ageSeconds` ago (received then). */
  async function cashback(s: Shopper, amount: number, ageSeconds: number) {
    const g = await makeGoods(t, { price: 1000 })
    const o = await placeOrder(t, s, { items: [{ sku_id: g.skuId, qty: 1 }] })
    const [f] = await t.db
      .insert(pensionFlows)
      .values({
        userId: s.uid,
        type: 0,
        status: 0,
        amount,
        title: '订单返现',
        orderId: o.id,
        ref: `order:${o.id}`,
        createdAt: new Date(Date.now() - ageSeconds * 1000)
      })
      .returning()
    return { order: o, flow: f }
  }

  it('lists cashback waiting to settle with its due date; settles once under two operators; batch reports', async () => {
    const window = t.config.afterSaleSeconds
    await t.db.insert(pensionAccounts).values({
      userId: alice.uid,
      bankId: 1,
      accountNo: '6100000000000001',
      cardNo: '6222980000000012',
      bankOpenedAt: new Date()
    })
    const due = await cashback(alice, 120, window + 60)
    const young = await cashback(alice, 80, 10)
    const other = await cashback(bob, 50, window + 5)

    const list = await finance.call('GET', `/api/admin/cashback?order_no=${due.order.order_no}`)
    assert.equal(list.errno, 1, list.error)
    const row = list.data.list[0]
    assert.deepEqual([row.amount, row.due, row.order_no], [120, true, due.order.order_no])
    assert.equal(new Date(row.due_at).getTime(), due.flow.createdAt.getTime() + window * 1000)
    const youngRow = (await finance.call('GET', `/api/admin/cashback?order_no=${young.order.order_no}`)).data.list[0]
    assert.equal(youngRow.due, false)
    const onlyDue = await finance.call('GET', '/api/admin/cashback?due_only=true')
    assert.ok(onlyDue.data.list.every((r: { due: boolean }) => r.due))

    // Outside development / DEMO_MODE the settle job leaves due cashback to 财务.
    assert.equal(t.config.sandboxMerchant, false)
    await t.app.jobs.find((j) => j.name === 'pension-settle')!.run()
    const [still] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.id, due.flow.id))
    assert.equal(still.status, 0, 'the job settled nothing by itself')

    assert.equal(
      (await ops.call('POST', '/api/admin/cashback/settle', { confirm: true, ids: [due.flow.id] })).status,
      403
    )
    const unconfirmed = await finance.call('POST', '/api/admin/cashback/settle', { ids: [due.flow.id] })
    assert.equal(unconfirmed.errno, 1001)
    assert.match(unconfirmed.error, /confirm/)

    const both = await Promise.all([
      finance.call('POST', '/api/admin/cashback/settle', { confirm: true, ids: [due.flow.id] }),
      finance2.call('POST', '/api/admin/cashback/settle', { confirm: true, ids: [due.flow.id] })
    ])
    assert.deepEqual(both.map((r) => r.errno).sort(), [1, 2760])
    assert.equal(both.find((r) => r.errno === 2760)?.error, '已结算，不能重复结算')
    const [settled] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.id, due.flow.id))
    assert.equal(settled.status, 2, 'settled and deposited: the account is open and bound')
    const logs = await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'cashback'))
    assert.equal(logs.filter((l) => l.entityId === String(due.flow.id)).length, 1)
    const info = await t.post('/api/v1/pensionaccount/info2', {}, alice.token)
    assert.equal(info.data.accountin_total, 120)

    const batch = await finance.call('POST', '/api/admin/cashback/settle', {
      confirm: true,
      ids: [other.flow.id, young.flow.id, due.flow.id]
    })
    assert.equal(batch.errno, 1, batch.error)
    assert.deepEqual([batch.data.settled, batch.data.amount], [1, 50])
    assert.deepEqual(
      batch.data.failed.map((f: { id: number; reason: string }) => [f.id, f.reason]),
      [
        [young.flow.id, '售后期未结束，暂不能结算'],
        [due.flow.id, '已结算，不能重复结算']
      ]
    )
    const [bobs] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.id, other.flow.id))
    assert.equal(bobs.status, 1, 'bob has no bank account: settled, waiting to deposit')

    const failures = await finance.call('GET', '/api/admin/bank-failures')
    const waiting = failures.data.deposits.find((d: { user_id: number }) => d.user_id === bob.uid)
    assert.deepEqual([waiting.amount, waiting.reason], [50, '未开通养老金银行账户，暂不能入账'])
  })
})
