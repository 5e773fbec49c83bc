import assert from 'node:assert/strict'
import { ok, onPage, tokenOf } from '../lib/order-helpers.mjs'
import {
  claimGift,
  confirmModal,
  fillWithdrawCode,
  openBankAccount,
  untilWithdrawal,
  waitOutSmsMinute
} from '../lib/pension-helpers.mjs'

export const title =
  'withdrawals: fee, arrival and day limit shown; an SMS code to the account phone; one applied, listed and paid; ' +
  'one the bank fails, explained on the exception page'

/** The application id in the status page's address. */
const idInUrl = (page) => Number(new URLSearchParams(new URL(page.url()).hash.split('?')[1] || '').get('id'))

export default async function (ctx) {
  const { page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics } = ctx
  const phone = newPhone()
  let token
  let paidId
  let failedId

  await step('log in; a pension account opened at the sandbox bank and funded with two scan gifts', async () => {
    await login(page, phone)
    token = await tokenOf(storage, page)
    await openBankAccount(ctx, token, phone)
    const total = (await claimGift(api, token, 'PENSION2024')) + (await claimGift(api, token, 'STORE-GIFT-01'))
    const info = await ok(api, '/pensionaccount/info2', {}, token)
    assert.equal(info.withdrawable, total)
  })

  await step('pension-overview: the bank account (masked) and 提取', async () => {
    await page.goto(hashUrl('/pages/pension-overview/index'))
    await page.locator('.pov-account', { hasText: '平安银行' }).waitFor()
    assert.match(await page.locator('.pov-account__no').innerText(), /^\*{4} \*{4} \*{4} \d{4}$/)
    await page.locator('.pov-flow', { hasText: '扫码赠送' }).first().getByText('已入账').waitFor()
    await shot(page, 'pension-overview-opened')
    await a11y(page, 'pension-overview (account opened)')
    await page.locator('.pov-totals__withdraw-btn').tap()
    await onPage(page, '/pages/apply-pension-withdrawal/index')
  })

  await step('the form states fee, arrival and the day limit; without the SMS code nothing is sent', async () => {
    await page.locator('input[name="amount"]').waitFor()
    const terms = await page.locator('.apw-terms').innerText()
    assert.match(terms, /免手续费/)
    assert.match(terms, /预计1-3个工作日到账/)
    assert.match(terms, /每日限额[\s\S]*50000\.00/)
    assert.match(
      await page.locator('.apw-sms__to').innerText(),
      new RegExp(`${phone.slice(0, 3)}\\*{4}${phone.slice(-4)}`)
    )
    let applied = false
    const watch = (r) => {
      if (r.url().includes('/pensionaccount/apply')) applied = true
    }
    page.on('request', watch)
    await page.locator('input[name="amount"]').fill('1.00')
    await page.locator('.apw__submit').tap()
    await page.locator('.form-field__error', { hasText: '请输入 6 位短信验证码' }).waitFor()
    page.off('request', watch)
    assert.equal(applied, false, 'the form applied without a code')
    await shot(page, 'withdraw-form-terms')
    await a11y(page, 'apply-pension-withdrawal')
  })

  await step('a wrong code is refused by the server at the code field; the amount stays', async () => {
    // The login code went out under a minute ago: as if the shopper had waited.
    await api('/api/dev/sms-rewind', { phone })
    const before = (await api('/api/dev/sms-outbox', { phone })).data?.list?.[0]?.code
    await page.locator('.apw-sms__send').tap()
    const sent = await ctx.smsCode(phone, { after: before })
    await page.locator('input[name="verify_code"]').fill(sent === '000000' ? '111111' : '000000')
    const answer = page.waitForResponse((r) => r.url().includes('/pensionaccount/apply'))
    await page.locator('.apw__submit').tap()
    await confirmModal(page, '确认提取')
    const body = await (await answer).json()
    assert.equal(body.errno, 2002)
    await page.locator('.apw-sms .form-field__error', { hasText: '验证码错误' }).waitFor()
    assert.equal(await page.locator('input[name="amount"]').inputValue(), '1.00')
    await page.locator('input[name="verify_code"]').fill(sent)
  })

  await step('apply ¥1.00 with the code: confirmed, then the status page; the bank pays it', async () => {
    await page.locator('.apw__submit').tap()
    await confirmModal(page, '确认提取')
    await onPage(page, '/pages/pension-withdraw-status/index')
    paidId = idInUrl(page)
    await page.locator('.result-screen__title', { hasText: /提取申请已提交|银行处理中/ }).waitFor()
    await a11y(page, 'pension-withdraw-status (pending)')
    const done = await untilWithdrawal(api, token, paidId, (d) => d.status >= 2)
    assert.equal(done.status, 2, `expected paid, got ${done.status_text}`)
    // The page asks again by itself while the bank has not answered.
    await page.locator('.result-screen__title', { hasText: '提取成功' }).waitFor({ timeout: 20_000 })
    await shot(page, 'withdraw-paid')
    await a11y(page, 'pension-withdraw-status (paid)')
  })

  await step('the records list it as 已到账 with its steps', async () => {
    await page.goto(hashUrl('/pages/pension-withdrawal-detail/index'))
    const card = page.locator('.pwd-card').first()
    await card.getByText('已到账').first().waitFor()
    assert.match(await card.innerText(), /1\.00/)
    await card.getByRole('list', { name: '提取进度' }).waitFor()
    await a11y(page, 'pension-withdrawal-detail')
  })

  await step(
    'apply ¥1.44 (the sandbox bank fails amounts ending in 44): failed, explained, the amount returned',
    async () => {
      const before = (await ok(api, '/pensionaccount/info2', {}, token)).withdrawable
      await waitOutSmsMinute(page, api, phone)
      await page.goto(hashUrl('/pages/apply-pension-withdrawal/index'))
      await page.locator('input[name="amount"]').fill('1.44')
      await fillWithdrawCode(page, ctx, phone)
      await page.locator('.apw__submit').tap()
      await confirmModal(page, '确认提取')
      await onPage(page, '/pages/pension-withdraw-status/index')
      failedId = idInUrl(page)
      const done = await untilWithdrawal(api, token, failedId, (d) => d.status >= 2)
      assert.equal(done.status, 3, `expected failed, got ${done.status_text}`)
      await page.locator('.result-screen__title', { hasText: '提取失败' }).waitFor({ timeout: 20_000 })
      await a11y(page, 'pension-withdraw-status (failed)')
      await page.locator('.result-screen__btn--primary', { hasText: '查看原因与处理' }).tap()
      await onPage(page, '/pages/pension-withdrawal-exception/index')
      await page.getByText(`失败原因：${done.reason}`).waitFor()
      await page.getByRole('heading', { name: '您可以这样处理' }).waitFor()
      await page.locator('.result-screen__btn--primary', { hasText: '重新提取' }).waitFor()
      await shot(page, 'withdraw-exception')
      await a11y(page, 'pension-withdrawal-exception')
      assert.equal((await ok(api, '/pensionaccount/info2', {}, token)).withdrawable, before)
    }
  )

  await step('care mode: the withdrawal form reads large, its button is large', async () => {
    await page.goto(hashUrl('/pages/apply-pension-withdrawal/index?care=1'))
    await page.locator('.care-mode input[name="amount"]').waitFor()
    const m = await careMetrics(page, {
      text: ['.form-field__label', '.apw-card__name', '.apw__submit'],
      targets: ['.apw__submit']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    await shot(page, 'apply-withdrawal-care')
    await a11y(page, 'apply-pension-withdrawal (care mode)')
  })

  await step('pension-terms: the bank protocol', async () => {
    await page.goto(hashUrl('/pages/pension-terms/index?care=0'))
    await page.locator('.pterms__title', { hasText: '协议' }).waitFor()
    await a11y(page, 'pension-terms')
  })
}
