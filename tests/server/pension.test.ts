import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from './helpers'
import { pensionFlows } from '../../server/src/db/schema'
import {
  cancelOrderCashback,
  getProfileBankFields,
  recordOrderCashback,
  settleDueCashback
} from '../../server/src/pension/pension'
import { luhnValid } from '../../server/src/flows/pension-account'
import type { SandboxBankProvider } from '../../server/src/bank/bank.provider'

let seq = 0
/** A valid (Luhn) card number under a BIN. */
function cardNo(bin: string, length = 16) {
  let body = bin
  while (body.length < length - 1) body += String((seq++ * 7 + body.length) % 10)
  for (let d = 0; d < 10; d++) if (luhnValid(body + d)) return body + d
  throw new Error('unreachable')
}
const idNo = () => `110101199001${String(++seq).padStart(5, '0')}${seq % 2 ? 'X' : '5'}`

async function until<T>(fn: () => Promise<T>, done: (v: T) => boolean, ms = 3000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (done(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 15))
  }
}

describe('pension flows and totals', () => {
  let t: TestApp
  let orderSeq = 1000
  before(async () => {
    t = await createTestApp()
  })
  after(() => t.close())

  const info = async (token: string) => (await t.post('/api/v1/pensionaccount/info2', {}, token)).data
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000)

  /** Opens a bank account through the sandbox bank exactly as its page does. */
  async function openBank(u: { token: string }) {
    const saved = await t.post('/api/v1/user/saveidentity', { name: '张三', idNo: idNo() }, u.token)
    assert.equal(saved.errno, 1)
    const open = await t.post('/api/pension/account/openurl', { bankId: 1 }, u.token)
    assert.equal(open.errno, 1, open.error)
    const bank = t.app.providers.bank as SandboxBankProvider
    const o = (await bank.sandbox.getOpening(open.data.businessNo))!
    await bank.sandbox.submitOpening(open.data.businessNo, {
      name: o.name,
      idNo: o.idNo,
      phone: '13800138000',
      cardNo: cardNo('622298')
    })
    const q = await until(
      () => t.post('/api/pension/account/queryopen', { bankId: 1, businessNo: open.data.businessNo }, u.token),
      (r) => r.data?.status !== 'processing'
    )
    assert.equal(q.data.status, 'success')
  }

  it('refuses without a session (1006)', async () => {
    const res = await t.post('/api/v1/pensionaccount/info2', {})
    assert.equal(res.errno, 1006)
  })

  it('starts at zero with the open button shown', async () => {
    const u = await t.user()
    const d = await info(u.token)
    assert.equal(d.pension_amount_total, 0)
    assert.equal(d.status, false)
    assert.equal(d.is_show_open_btn, true)
    assert.equal(d.bank_account_no, '')
  })

  it('takes a received order through settle and deposit, with totals from the flows', async () => {
    const u = await t.user()
    const orderId = ++orderSeq
    await recordOrderCashback(t.db, { userId: u.uid, orderId, amount: 1250 })
    // Receipt replayed: still one flow.
    await recordOrderCashback(t.db, { userId: u.uid, orderId, amount: 1250 })
    const rows = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, orderId))
    assert.equal(rows.length, 1)
    assert.equal(rows[0].type, 0)
    assert.equal(rows[0].status, 0)

    let d = await info(u.token)
    assert.equal(d.unsettled_amount, 1250)
    assert.equal(d.pension_amount_total, 1250)
    assert.equal(d.pension_for_open, 1250)
    assert.equal(d.notarize_total, 0)

    // Not yet past the after-sale window: nothing settles.
    await settleDueCashback(t.db, t.config.afterSaleSeconds)
    assert.equal((await info(u.token)).unsettled_amount, 1250)

    await settleDueCashback(t.db, t.config.afterSaleSeconds, later(t.config.afterSaleSeconds + 1))
    d = await info(u.token)
    assert.equal(d.unsettled_amount, 0)
    assert.equal(d.accountin_waiting, 1250)
    assert.equal(d.notarize_total, 1250)
    assert.equal(d.accountin_total, 0)

    await openBank(u)
    d = await info(u.token)
    assert.equal(d.accountin_waiting, 0)
    assert.equal(d.accountin_total, 1250)
    assert.equal(d.pension_amount_total, 1250)
    assert.equal(d.pension_for_open, 0)
    assert.equal(d.status, true)
    assert.equal(d.is_show_open_btn, false)
    assert.equal(d.bank_account_type, 1)
    assert.equal(d.bank_account_name, '平安银行')
    assert.match(d.bank_account_no, /^\*{4} \*{4} \*{4} \d{4}$/)
    assert.equal(d.bank_pre_phone, '138****8000')
    assert.match(d.bank_account_logo, /\/api\/pension\/account\/logo\/1\.svg$/)

    // Once opened, settlement deposits straight away.
    const second = ++orderSeq
    await recordOrderCashback(t.db, { userId: u.uid, orderId: second, amount: 300 })
    await settleDueCashback(t.db, t.config.afterSaleSeconds, later(t.config.afterSaleSeconds + 1))
    d = await info(u.token)
    assert.equal(d.accountin_total, 1550)
    assert.equal(d.withdrawable, 1550)

    const profile = await getProfileBankFields(t.db, u.uid, t.config.publicUrl)
    assert.equal(profile.t_pension_bank_name, '平安银行')
    assert.equal(profile.t_pension_bank_type, 1)
    assert.deepEqual(Object.keys(profile.t_pension_bank_logo!).sort(), [
      'id',
      'is_cooperation',
      'is_show',
      'logo',
      'name'
    ])
    assert.match(profile.t_pension_bank_account, /\d{4}$/)
  })

  it('cancels a refunded order cashback before deposit and keeps the row', async () => {
    const u = await t.user()
    const orderId = ++orderSeq
    await recordOrderCashback(t.db, { userId: u.uid, orderId, amount: 800 })
    await cancelOrderCashback(t.db, orderId)
    await cancelOrderCashback(t.db, orderId)
    const d = await info(u.token)
    assert.equal(d.unsettled_amount, 0)
    assert.equal(d.pension_amount_total, 0)
    const [row] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, orderId))
    assert.equal(row.cancelled, true)
    // A cancelled flow never settles.
    await settleDueCashback(t.db, 0, later(10))
    const [after] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, orderId))
    assert.equal(after.status, 0)
    const list = await t.post('/api/v1/pensionaccount/flow2', {}, u.token)
    assert.equal(list.data.total, 1)
    assert.equal(list.data.list[0].cancelled, true)
    assert.equal(list.data.list[0].status_text, '已取消')
    assert.equal(list.data.sum, 0)
    const valid = await t.post('/api/v1/pensionaccount/flow2', { scope: 1 }, u.token)
    assert.equal(valid.data.total, 0)
  })

  it('does not cancel a deposited cashback', async () => {
    const u = await t.user()
    await openBank(u)
    const orderId = ++orderSeq
    await recordOrderCashback(t.db, { userId: u.uid, orderId, amount: 500 })
    await settleDueCashback(t.db, 0, later(1))
    await cancelOrderCashback(t.db, orderId)
    const [row] = await t.db.select().from(pensionFlows).where(eq(pensionFlows.orderId, orderId))
    assert.equal(row.status, 2)
    assert.equal(row.cancelled, false)
    assert.equal((await info(u.token)).accountin_total, 500)
  })

  it('filters and pages flow2, and lists the months that have flows', async () => {
    const u = await t.user()
    for (let i = 0; i < 17; i++)
      await recordOrderCashback(t.db, { userId: u.uid, orderId: ++orderSeq, amount: 100 + i })
    const p1 = await t.post('/api/v1/pensionaccount/flow2', {}, u.token)
    assert.equal(p1.data.total, 17)
    assert.equal(p1.data.list.length, 15)
    assert.equal(p1.data.page_size, 15)
    const p2 = await t.post('/api/v1/pensionaccount/flow2', { page: 2 }, u.token)
    assert.equal(p2.data.list.length, 2)
    const now = new Date(Date.now() + 8 * 3600 * 1000)
    const y = now.getUTCFullYear()
    const m = now.getUTCMonth() + 1
    const month = await t.post('/api/v1/pensionaccount/flow2', { y, m, type: 0, status: 0 }, u.token)
    assert.equal(month.data.total, 17)
    const other = await t.post('/api/v1/pensionaccount/flow2', { y: y - 1, m }, u.token)
    assert.equal(other.data.total, 0)
    const typed = await t.post('/api/v1/pensionaccount/flow2', { type: 2 }, u.token)
    assert.equal(typed.data.total, 0)
    const months = await t.post('/api/v1/pensionaccount/monthes', {}, u.token)
    assert.deepEqual(months.data.list, [{ y, m, month: `${y}-${String(m).padStart(2, '0')}`, label: `${y}年${m}月` }])
    // Another user sees none of them.
    const stranger = await t.user()
    assert.equal((await t.post('/api/v1/pensionaccount/flow2', {}, stranger.token)).data.total, 0)
  })

  it('names the field on bad flow2 filters', async () => {
    const u = await t.user()
    const bad = await t.post('/api/v1/pensionaccount/flow2', { type: 7 }, u.token)
    assert.equal(bad.errno, 1001)
    assert.match(bad.error, /type/)
    const noYear = await t.post('/api/v1/pensionaccount/flow2', { m: 3 }, u.token)
    assert.equal(noYear.errno, 1001)
    assert.match(noYear.error, /\by\b/)
    const word = await t.post('/api/v1/pensionaccount/flow2', { page: 'abc' }, u.token)
    assert.equal(word.errno, 1001)
    assert.match(word.error, /page/)
  })

  it('checks a card number by Luhn and BIN', async () => {
    const u = await t.user()
    const ok = await t.post('/api/v1/pensionaccount/checkbankno', { bank_no: cardNo('622690') }, u.token)
    assert.equal(ok.errno, 1)
    assert.equal(ok.data.bank_name, '中信银行')
    assert.equal(ok.data.bank_id, 3)
    assert.equal(ok.data.is_cooperation, true)
    const other = await t.post('/api/v1/pensionaccount/checkbankno', { bank_no: cardNo('622202', 19) }, u.token)
    assert.equal(other.data.bank_name, '中国工商银行')
    assert.equal(other.data.bank_id, 0)
    const good = cardNo('622298')
    const broken = good.slice(0, -1) + ((Number(good.at(-1)) + 1) % 10)
    const luhn = await t.post('/api/v1/pensionaccount/checkbankno', { bank_no: broken }, u.token)
    assert.equal(luhn.errno, 2710)
    const unknown = await t.post('/api/v1/pensionaccount/checkbankno', { bank_no: cardNo('999999') }, u.token)
    assert.equal(unknown.errno, 2710)
    const credit = await t.post('/api/v1/pensionaccount/checkbankno', { bank_no: cardNo('622155') }, u.token)
    assert.equal(credit.errno, 2710)
    assert.equal(credit.error, '请使用借记卡')
    const letters = await t.post('/api/v1/pensionaccount/checkbankno', { bank_no: '6222abc' }, u.token)
    assert.equal(letters.errno, 1001)
    assert.match(letters.error, /bank_no/)
  })

  it('walks check -> open: identity, verification and signing come first', async () => {
    const u = await t.user()
    let c = (await t.post('/api/v1/pensionaccount/check', {}, u.token)).data
    assert.equal(c.next_step, 'identity')
    assert.equal(c.can_open, false)
    const refused = await t.post('/api/v1/pensionaccount/open', {}, u.token)
    assert.equal(refused.errno, 2703)
    await t.post('/api/v1/user/saveidentity', { name: '李四', idNo: idNo() }, u.token)
    c = (await t.post('/api/v1/pensionaccount/check', {}, u.token)).data
    assert.equal(c.next_step, 'auth')
    assert.equal(c.identity_present, true)
  })

  it('lets the user choose a partner bank', async () => {
    const u = await t.user()
    const res = await t.post('/api/v1/pensionaccount/selection', { bank_id: 3 }, u.token)
    assert.equal(res.errno, 1)
    assert.equal(res.data.bank.name, '中信银行')
    assert.equal((await t.post('/api/v1/pensionaccount/check', {}, u.token)).data.selected_bank_id, 3)
    assert.equal((await t.post('/api/v1/pensionaccount/selection', { bank_id: 2 }, u.token)).errno, 1002)
    const missing = await t.post('/api/v1/pensionaccount/selection', {}, u.token)
    assert.equal(missing.errno, 1001)
    assert.match(missing.error, /bank_id/)
  })

  it('binds another card only to an opened account, and resets the small-amount check', async () => {
    const u = await t.user()
    const before = await t.post('/api/v1/pensionaccount/bindcardno', { card_no: cardNo('622690') }, u.token)
    assert.equal(before.errno, 2701)
    await openBank(u)
    const card = cardNo('622690')
    // The account is at pingan, which confirms a binding with its own one-time code (/pension/account/pre).
    const otp = await t.post('/api/pension/account/pre', { bankId: 1, phone: '13912345678', card_no: card }, u.token)
    const code = (await (t.app.providers.bank as SandboxBankProvider).sandbox.otpsTo('13912345678'))[0].code
    const res = await t.post(
      '/api/v1/pensionaccount/bindcardno',
      { card_no: card, phone: '13912345678', verify_code: code, otp_order_no: otp.data.otp_order_no },
      u.token
    )
    assert.equal(res.errno, 1)
    assert.equal(res.data.bank_name, '中信银行')
    assert.equal(res.data.card_no.slice(-4), card.slice(-4))
    assert.equal(res.data.phone, '139****5678')
    const badPhone = await t.post('/api/v1/pensionaccount/bindcardno', { card_no: card, phone: '12345' }, u.token)
    assert.equal(badPhone.errno, 1001)
    assert.match(badPhone.error, /phone/)
  })

  it('shows the account-opening promotion', async () => {
    const u = await t.user()
    const res = await t.post('/api/v1/pensionaccount/opa', {}, u.token)
    assert.equal(res.errno, 1)
    assert.deepEqual(
      res.data.banks.map((b: { id: number }) => b.id),
      [1, 3]
    )
    assert.ok(res.data.prize_activity_id > 0)
    assert.equal((await t.post('/api/v1/pensionaccount/opa', { opa_id: 999 }, u.token)).errno, 1002)
  })
})
