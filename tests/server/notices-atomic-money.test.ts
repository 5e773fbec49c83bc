import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { couponBody, signIn, type Console } from './admin-helpers'
import { makeGoods, payWithCard, placeOrder, shopper, type Goods, type Shopper } from './order-fixtures'
import {
  afterSales,
  invoices,
  pensionAccounts,
  pensionFlows,
  pensionWithdrawals,
  userCoupons
} from '../../server/src/db/schema'
import { applyPayoutResult } from '../../server/src/pension/pension-withdraw'
import { SETTLEMENT_STATUS, WITHDRAW_STATUS } from '@contract/enums'
import { failed, messageTitled, noticeRefusal, noticesOf } from './notice-refusal'

/**
 * The notices about returns, money and the shop's gifts commit with their state change (docs/operations.md,
 * Notices): with the outbox refusing the event's rows the change does not happen; let through, the row carries the
 * event's data and the shopper's message centre lists it.
 */
describe('notices commit with the return, money and gift they tell', () => {
  let t: TestApp
  let goods: Goods
  let s: Shopper
  let service: Console
  let warehouse: Console
  let finance: Console
  let ops: Console
  let refusal: Awaited<ReturnType<typeof noticeRefusal>>
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mili-notice-money-'))
  before(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } })
    goods = await makeGoods(t, { price: 2500, stock: 50, cashback: 150 })
    s = await shopper(t)
    await t.db.insert(pensionAccounts).values({
      userId: s.uid,
      bankId: 1,
      accountNo: `61${String(s.uid).padStart(14, '0')}`,
      cardNo: '6222980000000012',
      cardBankName: '平安银行',
      bankOpenedAt: new Date()
    })
    service = await signIn(t, 'service', '客服甲')
    warehouse = await signIn(t, 'warehouse', '仓库甲')
    finance = await signIn(t, 'finance', '财务甲')
    ops = await signIn(t, 'ops', '运营甲')
    refusal = await noticeRefusal(t)
  })
  after(async () => {
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  /** An order of one line, paid by card, shipped and received. */
  async function received() {
    const o = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, s, o.order_no)
    const ship = await warehouse.call('POST', `/api/admin/orders/${o.id}/ship`, {
      com: 'SF',
      express_no: `SF${o.id}5501`
    })
    assert.equal(ship.errno, 1, ship.error)
    assert.equal((await t.post('/api/v1/order/recvconfirm', { id: o.id }, s.token)).errno, 1)
    return o
  }

  it('return approved: undone without its notice, told with the return address', async () => {
    const o = await received()
    const applied = await t.post('/api/v1/order/refund', { id: o.id, reason: '商品质量问题', type: 2 }, s.token)
    assert.equal(applied.errno, 1, applied.error)
    const id = applied.data.id as number
    const saved = await service.call('POST', '/api/admin/return-address', {
      name: '米粒售后',
      phone: '0571-88886666',
      address: '浙江省杭州市余杭区仓前街道 1 号退货仓'
    })
    assert.equal(saved.errno, 1, saved.error)
    const accept = () => service.call('POST', `/api/admin/aftersales/${id}/accept-return`, { confirm: true })
    failed(await refusal.refusing('return_approved', accept))
    const [still] = await t.db.select().from(afterSales).where(eq(afterSales.id, id))
    assert.deepEqual([still.status, still.returnAddress], [0, null], 'not approved')
    assert.equal((await accept()).errno, 1)
    const [told] = await noticesOf(t, 'return_approved', `aftersale:${id}`)
    assert.equal(told.data.order_sn, o.order_no)
    assert.match(String(told.data.address), /仓前街道 1 号退货仓/)
    assert.match((await messageTitled(t, s.token, '退货申请已同意'))?.content ?? '', /仓前街道 1 号退货仓/)
  })

  it('cashback deposited: not deposited without its notice, told with its amount', async () => {
    const o = await received()
    const settle = () => t.post('/sandbox/pension/settle', { order_no: o.order_no })
    const flow = async () => (await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, o.id)))[0]
    await refusal.refusing('cashback_settled', settle)
    assert.notEqual((await flow()).status, SETTLEMENT_STATUS.deposited, 'not deposited')
    assert.equal((await settle()).errno, 1)
    const f = await flow()
    assert.equal(f.status, SETTLEMENT_STATUS.deposited)
    const [told] = await noticesOf(t, 'cashback_settled', `cashback:${f.id}`)
    assert.deepEqual([told.data.order_sn, told.data.amount], [o.order_no, 150])
    assert.ok(await messageTitled(t, s.token, '返现已到账'))
  })

  it('withdrawal paid and refused: each undone without its notice, told with the amount and the reason', async () => {
    const [paying] = await t.db
      .insert(pensionWithdrawals)
      .values({
        userId: s.uid,
        amount: 800,
        status: WITHDRAW_STATUS.reviewed,
        accountNo: '6100000000000001',
        cardNo: '6222980000000012',
        payoutNo: 'PWATOMIC0001'
      })
      .returning()
    const paid = () => applyPayoutResult(t.db, { requestNo: 'PWATOMIC0001', status: 'success' })
    assert.ok((await refusal.refusing('withdraw_paid', paid)) instanceof Error)
    const statusOf = async (id: number) =>
      (await t.db.select().from(pensionWithdrawals).where(eq(pensionWithdrawals.id, id)))[0].status
    assert.equal(await statusOf(paying.id), WITHDRAW_STATUS.reviewed, 'not paid')
    assert.equal(await paid(), true)
    const told = await noticesOf(t, 'withdraw_paid', `withdrawal:${paying.id}`)
    assert.deepEqual(told.map((n) => n.channel).sort(), ['inbox', 'sms'], 'money out: by SMS too')
    assert.deepEqual([told[0].data.amount, told[0].data.account], [800, '尾号0012的银行卡'])
    assert.ok(await messageTitled(t, s.token, '提现已到账'))

    const [asking] = await t.db
      .insert(pensionWithdrawals)
      .values({ userId: s.uid, amount: 500, accountNo: '6100000000000001', cardNo: '6222980000000012' })
      .returning()
    const refuse = () =>
      finance.call('POST', `/api/admin/withdrawals/${asking.id}/refuse`, { reason: '账户信息与实名不符' })
    failed(await refusal.refusing('withdraw_failed', refuse))
    assert.equal(await statusOf(asking.id), WITHDRAW_STATUS.applied, 'not refused')
    assert.equal((await refuse()).errno, 1)
    const [no] = await noticesOf(t, 'withdraw_failed', `withdrawal:${asking.id}`)
    assert.deepEqual([no.data.amount, no.data.reason], [500, '审核未通过：账户信息与实名不符'])
    assert.match((await messageTitled(t, s.token, '提现失败'))?.content ?? '', /账户信息与实名不符/)
  })

  it('invoice issued: not issued without its notice, told with its number', async () => {
    const receiver = (await t.post('/api/v1/invoice/receiver/add', { kind: 1, title: '张三' }, s.token)).data
    const o = await placeOrder(t, s, { items: [{ sku_id: goods.skuId, qty: 1 }] })
    await payWithCard(t, s, o.order_no)
    const applied = await t.post('/api/v1/invoice/apply', { order_id: o.id, receiver_id: receiver.id }, s.token)
    assert.equal(applied.errno, 1, applied.error)
    const id = applied.data.id as number
    const issue = () => finance.call('POST', `/api/admin/invoices/${id}/issue`, { confirm: true })
    failed(await refusal.refusing('invoice_issued', issue))
    const row = async () => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]
    assert.equal((await row()).status, 0, 'not issued')
    assert.equal((await issue()).errno, 1)
    const issued = await row()
    assert.equal(issued.status, 1)
    const [told] = await noticesOf(t, 'invoice_issued', `invoice:${id}`)
    assert.deepEqual([told.data.order_sn, told.data.invoice_no], [o.order_no, issued.invoiceNo])
    assert.match((await messageTitled(t, s.token, '发票已开具'))?.content ?? '', new RegExp(String(issued.invoiceNo)))
  })

  it('a coupon the shop issues: not given without its notice, told with its rule', async () => {
    const made = await ops.call(
      'POST',
      '/api/admin/coupons',
      couponBody({ name: '原子券', total: 10, per_user_limit: 1, claimable: false })
    )
    assert.equal(made.errno, 1, made.error)
    const templateId = made.data.id as number
    const issue = (n: number) =>
      ops.call('POST', `/api/admin/coupons/${templateId}/issue`, { users: [String(s.uid)], request_id: `atomic-${n}` })
    failed(await refusal.refusing('coupon_issued', () => issue(1)))
    const mine = () => t.db.select().from(userCoupons).where(eq(userCoupons.templateId, templateId))
    assert.equal((await mine()).length, 0, 'not given')
    assert.equal((await issue(2)).errno, 1)
    const [c] = await mine()
    const [told] = await noticesOf(t, 'coupon_issued', `coupon:${c.id}`)
    assert.deepEqual([told.userId, told.data.name, told.data.value], [s.uid, '原子券', '满50减10'])
    assert.match((await messageTitled(t, s.token, '您收到一张优惠券'))?.content ?? '', /原子券/)
  })
})
