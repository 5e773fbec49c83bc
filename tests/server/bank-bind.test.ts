import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createTestApp, until, type TestApp } from './helpers'
import { luhnValid } from '../../server/src/flows/pension-account'
import type { SandboxBankProvider } from '../../server/src/bank/bank.provider'
import { readableOnWhiteText } from '../../server/src/lib/html'

let seq = 0
function cardNo(bin: string) {
  let body = bin
  while (body.length < 15) body += String((seq++ * 7 + body.length) % 10)
  for (let d = 0; d < 10; d++) if (luhnValid(body + d)) return body + d
  throw new Error('unreachable')
}
const idNo = () => `110101199003${String(++seq).padStart(5, '0')}2`

function contrastWithWhite(hex: string) {
  const lum = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  const l = 0.2126 * lum[0] + 0.7152 * lum[1] + 0.0722 * lum[2]
  return 1.05 / (l + 0.05)
}

describe('binding a card to the pension account, and resuming an opening', () => {
  let t: TestApp
  let bank: SandboxBankProvider
  before(async () => {
    t = await createTestApp()
    bank = t.app.providers.bank as SandboxBankProvider
  })
  after(() => t.close())

  /** A user with an account opened at bankId through the sandbox bank; returns the opening too. */
  async function opened(bankId: number) {
    const u = await t.user()
    await t.post('/api/v1/user/saveidentity', { name: '赵六', idNo: idNo() }, u.token)
    const open = await t.post('/api/pension/account/openurl', { bankId }, u.token)
    assert.equal(open.errno, 1, open.error)
    const { businessNo } = open.data
    let check = (await t.post('/api/v1/pensionaccount/check', {}, u.token)).data
    assert.deepEqual(check.last_opening, { business_no: businessNo, bank_id: bankId, opa_id: 0, status: 0, reason: '' })
    assert.equal(check.bank_opening, true)
    const o = (await bank.sandbox.getOpening(businessNo))!
    await bank.sandbox.submitOpening(businessNo, {
      name: o.name,
      idNo: o.idNo,
      phone: '13800001234',
      cardNo: cardNo('622298')
    })
    const q = await until(
      () => t.post('/api/pension/account/queryopen', { bankId, businessNo }, u.token),
      (r) => r.data?.status !== 'processing'
    )
    assert.equal(q.data.status, 'success')
    check = (await t.post('/api/v1/pensionaccount/check', {}, u.token)).data
    assert.equal(check.last_opening.status, 1)
    assert.equal(check.bank_opening, false)
    return u
  }

  it('pingan: the bank texts a one-time code (/pre with phone and card); only that code binds, once', async () => {
    const u = await opened(1)
    const phone = '13911112222'
    const card = cardNo('622690')
    const noOrder = await t.post(
      '/api/v1/pensionaccount/bindcardno',
      { card_no: card, phone, verify_code: '123456' },
      u.token
    )
    assert.equal(noOrder.errno, 2002)
    assert.match(noOrder.error, /银行验证码/)

    const pre = await t.post('/api/pension/account/pre', { bankId: 1, phone, card_no: card }, u.token)
    assert.equal(pre.errno, 1, pre.error)
    assert.equal(pre.data.otp_required, true)
    assert.match(pre.data.otp_order_no, /^SBP\d+$/)
    const [sms] = await bank.sandbox.otpsTo(phone)
    assert.match(sms.code, /^\d{6}$/)
    // The sandbox phone page shows what the bank texted.
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/bank/sms?phone=${phone}` })
    assert.equal(page.statusCode, 200)
    assert.ok(page.body.includes(sms.code))

    const wrong = sms.code === '000000' ? '111111' : '000000'
    const body = { card_no: card, phone, otp_order_no: pre.data.otp_order_no }
    const refused = await t.post('/api/v1/pensionaccount/bindcardno', { ...body, verify_code: wrong }, u.token)
    assert.equal(refused.errno, 2002)
    // Another card than the one the code was sent for does not pass either.
    const other = await t.post(
      '/api/v1/pensionaccount/bindcardno',
      { ...body, card_no: cardNo('622691'), verify_code: sms.code },
      u.token
    )
    assert.equal(other.errno, 2002)
    const res = await t.post('/api/v1/pensionaccount/bindcardno', { ...body, verify_code: sms.code }, u.token)
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.card_no.slice(-4), card.slice(-4))
    assert.equal(res.data.phone, '139****2222')
    const again = await t.post('/api/v1/pensionaccount/bindcardno', { ...body, verify_code: sms.code }, u.token)
    assert.equal(again.errno, 2002)
  })

  it('citic: our SMS code proves the reserved phone; /pre refuses the bank OTP', async () => {
    const u = await opened(3)
    const phone = '13922223333'
    const card = cardNo('622202')
    const otp = await t.post('/api/pension/account/pre', { bankId: 3, phone, card_no: card }, u.token)
    assert.equal(otp.errno, 2711)
    const pinganOtp = await t.post('/api/pension/account/pre', { bankId: 1, phone, card_no: card }, u.token)
    assert.equal(pinganOtp.errno, 2701, 'an OTP from a bank the account is not at')
    const missing = await t.post('/api/v1/pensionaccount/bindcardno', { card_no: card, phone }, u.token)
    assert.equal(missing.errno, 1001)
    assert.match(missing.error, /verify_code/)

    assert.equal((await t.post('/api/service/sms/sendcode', { phone, ch_id: 1 })).errno, 1)
    const code = (await t.app.providers.sms.outbox!(phone))[0].code
    const wrong = await t.post(
      '/api/v1/pensionaccount/bindcardno',
      { card_no: card, phone, verify_code: code === '000000' ? '111111' : '000000' },
      u.token
    )
    assert.equal(wrong.errno, 2002)
    const res = await t.post('/api/v1/pensionaccount/bindcardno', { card_no: card, phone, verify_code: code }, u.token)
    assert.equal(res.errno, 1, res.error)
    assert.equal(res.data.bank_name, '中国工商银行')
    const info = (await t.post('/api/v1/pensionaccount/info2', {}, u.token)).data
    assert.equal(info.jst_binded, false, 'a new card needs the small-amount check again')
    const reused = await t.post(
      '/api/v1/pensionaccount/bindcardno',
      { card_no: card, phone, verify_code: code },
      u.token
    )
    assert.equal(reused.errno, 2002, 'a code binds once')
  })

  it('a failed opening is explained by /check (last_opening with its reason)', async () => {
    const u = await t.user()
    await t.post('/api/v1/user/saveidentity', { name: '钱七', idNo: idNo() }, u.token)
    const open = await t.post('/api/pension/account/openurl', { bankId: 3, opa_id: 1 }, u.token)
    await bank.sandbox.submitOpening(open.data.businessNo, { fail: true })
    await until(
      () => t.post('/api/pension/account/queryopen', { bankId: 3, businessNo: open.data.businessNo }, u.token),
      (r) => r.data?.status === 'failed'
    )
    const check = (await t.post('/api/v1/pensionaccount/check', {}, u.token)).data
    assert.deepEqual(check.last_opening, {
      business_no: open.data.businessNo,
      bank_id: 3,
      opa_id: 1,
      status: 2,
      reason: '银行审核未通过'
    })
    assert.equal(check.bank_opened, false)
  })

  it('sandbox pages draw white text only on colours dark enough for it (4.5:1)', async () => {
    for (const c of ['#D4AC52', '#F25A29', '#C7000B', '#1677ff', 'bad']) {
      assert.ok(contrastWithWhite(readableOnWhiteText(c)) >= 4.5, c)
    }
    assert.equal(readableOnWhiteText('#C7000B'), '#c7000b', 'a dark enough colour stays as it is')
    const u = await t.user()
    await t.post('/api/v1/user/saveidentity', { name: '孙八', idNo: idNo() }, u.token)
    const open = await t.post('/api/pension/account/openurl', { bankId: 1 }, u.token)
    const page = await t.app.inject({ method: 'GET', url: open.data.url.slice(t.config.publicUrl.length) })
    const color = /--c:(#[0-9a-f]{6})/.exec(page.body)![1]
    assert.ok(contrastWithWhite(color) >= 4.5)
  })
})
