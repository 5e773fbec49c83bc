import assert from 'node:assert/strict'
import { ok } from './order-helpers.mjs'

/**
 * API set-up shared by the pension journeys (5x-pension-*): the bank-opening pages belong to another
 * journey, so these open an account the way the sandbox bank's page does (identity, opening url, the bank's
 * form, then the opening query), and fund it with scan gifts, which deposit at once into an opened account.
 */

let seq = 0

/** A valid (Luhn) debit card number of the sandbox's Ping An BIN. */
export function cardNo() {
  seq += 1
  const body = `622298${String(Date.now() % 1e9).padStart(9, '0')}`
  for (let d = 0; d < 10; d++) {
    const no = body + d
    let sum = 0
    for (let i = 0; i < no.length; i++) {
      let n = Number(no[no.length - 1 - i])
      if (i % 2 === 1) {
        n *= 2
        if (n > 9) n -= 9
      }
      sum += n
    }
    if (sum % 10 === 0) return no
  }
  throw new Error('unreachable')
}

/** An 18-character id number, unique per call (the server allows one account per id number). */
export function idNo() {
  seq += 1
  const tail = `${process.pid % 1000}${Date.now() % 100000}${seq}`.slice(-7).padStart(7, '0')
  return `1101011990${tail}X`
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Opens and binds a Ping An pension account for the user of `token`; resolves the masked account number. */
export async function openBankAccount({ api, baseUrl }, token, phone) {
  const id = idNo()
  await ok(api, '/user/saveidentity', { name: '张养老', idNo: id }, token)
  const open = await ok(api, '/api/pension/account/openurl', { bankId: 1 }, token)
  const res = await fetch(`${baseUrl}/sandbox/bank/open`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      businessNo: open.businessNo,
      name: '张养老',
      idNo: id,
      phone,
      cardNo: cardNo(),
      action: 'submit'
    }).toString()
  })
  assert.ok(res.status >= 300 && res.status < 400, `sandbox bank form answered HTTP ${res.status}`)
  const deadline = Date.now() + 20_000
  for (;;) {
    const q = await ok(api, '/api/pension/account/queryopen', { bankId: 1, businessNo: open.businessNo }, token)
    if (q.status === 'success') return q.account_no
    assert.notEqual(q.status, 'failed', `opening failed: ${q.message}`)
    if (Date.now() > deadline) throw new Error('the sandbox bank did not open the account within 20 s')
    await sleep(300)
  }
}

/** Claims a scan-gift code through the API; resolves the credited amount in cents. */
export async function claimGift(api, token, code) {
  return (await ok(api, '/wechat/scanpension', { code, get: 1 }, token)).amount
}

/** Runs the sandbox's pension jobs (settlement, withdrawal review and payout queries) once. */
export async function runPensionJobs(api, withdrawalId) {
  const env = await api('/sandbox/pension/run-jobs', withdrawalId ? { withdrawal_id: withdrawalId } : {})
  assert.equal(env.errno, 1, `run-jobs: ${env.error}`)
  return env.data
}

/** The sandbox's "after-sale window ends now" for one order: its cashback settles at once. */
export async function settleOrderNow(api, orderNo) {
  const env = await api('/sandbox/pension/settle', { order_no: orderNo })
  assert.equal(env.errno, 1, `settle: ${env.error}`)
  return env.data
}

/** Runs the jobs until `done(detail)` holds for the application `id`; resolves its detail. */
export async function untilWithdrawal(api, token, id, done, ms = 30_000) {
  const deadline = Date.now() + ms
  for (;;) {
    // Only this application: another journey's may be waiting for the console's 财务.
    await runPensionJobs(api, id)
    const detail = await ok(api, '/pensionaccount/applyinfo', { id }, token)
    if (done(detail)) return detail
    if (Date.now() > deadline) throw new Error(`withdrawal ${id} stayed at status ${detail.status}`)
    await sleep(300)
  }
}

/** Accepts the app's confirm dialog (Taro's H5 modal) by its confirm button's text. */
export async function confirmModal(page, text) {
  await page.locator('.taro-modal__foot').getByText(text, { exact: true }).tap()
}

/**
 * A withdrawal's SMS code through the API (the one-a-minute rule rewound first): for setting up an application
 * without the form. `smsCode` is the journey helper that reads the dev outbox.
 */
export async function withdrawCodeByApi({ api, smsCode }, phone) {
  await api('/api/dev/sms-rewind', { phone })
  const before = await api('/api/dev/sms-outbox', { phone })
  const env = await api('/api/service/sms/sendcode', { phone, ch_id: 1 })
  assert.equal(env.errno, 1, `sendcode: ${env.error}`)
  return smsCode(phone, { after: before.data?.list?.[0]?.code })
}

/**
 * As if the shopper had waited out the minute after a code: the server's send times move back and the app's stored
 * countdowns are forgotten. Call before opening the page (the countdown is read when the form mounts).
 */
export async function waitOutSmsMinute(page, api, phone) {
  await api('/api/dev/sms-rewind', { phone })
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage))
      if (key.includes('sms-resend:')) window.localStorage.removeItem(key)
  })
}

/** On the withdrawal form: 获取验证码 sends to the account phone; the code from the outbox goes into the field. */
export async function fillWithdrawCode(page, { api, smsCode }, phone) {
  await api('/api/dev/sms-rewind', { phone })
  const before = (await api('/api/dev/sms-outbox', { phone })).data?.list?.[0]?.code
  await page.locator('.apw-sms__send').tap()
  const code = await smsCode(phone, { after: before })
  await page.locator('input[name="verify_code"]').fill(code)
  return code
}
