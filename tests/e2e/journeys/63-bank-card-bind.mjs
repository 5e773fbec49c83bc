import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'
import { onPage } from '../lib/order-helpers.mjs'
import { cardNo, idNo, ok, typeInto } from '../lib/bank-helpers.mjs'

export const title =
  "a pingan account binds a new card with the bank's one-time code, then passes the small-amount check"

/** Opens a pingan account for the user through the API and the sandbox bank form (as a browser posts it). */
async function openPinganAccount({ api, baseUrl }, token, phone) {
  await ok(api, '/api/v1/user/saveidentity', { name: '冯绑卡', idNo: idNo() }, token)
  const open = await ok(api, '/api/pension/account/openurl', { bankId: 1 }, token)
  // The bank's form as the user sends it: name and id number as the bank prefills them, a pingan debit card.
  const form = await (await fetch(`${baseUrl}/sandbox/bank/open?businessNo=${open.businessNo}`)).text()
  const value = (name) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)[1]
  const submit = await fetch(`${baseUrl}/sandbox/bank/open`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      businessNo: open.businessNo,
      name: value('name'),
      idNo: value('idNo'),
      phone,
      cardNo: cardNo('622298'),
      action: 'submit'
    })
  })
  assert.equal(submit.status, 302, 'the sandbox bank refused the opening form')
  for (let i = 0; i < 40; i++) {
    const q = await ok(api, '/api/pension/account/queryopen', { bankId: 1, businessNo: open.businessNo }, token)
    if (q.status === 'success') return
    assert.notEqual(q.status, 'failed', q.message)
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the sandbox bank never opened the account')
}

export default async function (args) {
  const { page, step, login, api, storage, hashUrl, newPhone, shot, a11y, field, baseUrl } = args
  const phone = newPhone()
  const reserved = newPhone()
  const card = cardNo('622202', Date.now() + 17)
  let token

  await step('a user with a pingan pension account sees it under 我的银行账户', async () => {
    await login(page, phone)
    token = storedSlice(await storage(page), 'auth').accessToken
    await openPinganAccount(args, token, phone)
    await page.goto(hashUrl('/pages/add-pension-bank/index'))
    await page.locator('.add-bank__go').waitFor()
    await a11y(page, 'add-pension-bank')
    await page.goto(hashUrl('/pages/bank-account-list/index'))
    await page.locator('.pf-bank__name', { hasText: '平安银行' }).waitFor()
    await a11y(page, 'bank-account-list')
  })

  await step('更换提现银行卡: a credit card is refused beside the field, a debit card shows its bank', async () => {
    await page.locator('.bank-list__change').tap()
    await onPage(page, '/pages/bind-bank-account/index')
    const input = field(page, '请输入本人借记卡卡号')
    await typeInto(input, cardNo('433670'))
    await page.locator('.pf-card-form__next').tap()
    await page.locator('.form-field__error', { hasText: '请使用借记卡' }).waitFor()
    await typeInto(input, card)
    await page.locator('.pf-card-form__next').tap()
    await onPage(page, '/pages/bind-bank-account-phone/index')
    await page.getByText('中国工商银行 · 借记卡').waitFor()
    await a11y(page, 'bind-bank-account-phone')
  })

  await step(
    'the bank texts its one-time code; a wrong code is refused beside the field, the right one binds',
    async () => {
      await typeInto(field(page, '请输入银行预留手机号'), reserved)
      const otp = page.waitForResponse((r) => r.url().endsWith('/pension/account/pre'))
      await page.locator('.bank-phone__send', { hasText: '获取银行验证码' }).tap()
      const pre = await (await otp).json()
      assert.equal(pre.errno, 1, pre.error)
      assert.match(pre.data.otp_order_no, /^SBP/)
      const stored = await page.evaluate(() => sessionStorage.getItem('mili-mall:pingan_otp_order_no'))
      assert.ok(stored && stored.includes(pre.data.otp_order_no), 'the otp order no is not in its session key')
      const sms = await (await fetch(`${baseUrl}/sandbox/bank/sms?phone=${reserved}`)).text()
      const code = /class="otp">(\d{6})</.exec(sms)[1]
      await typeInto(field(page, '请输入验证码'), code === '000000' ? '111111' : '000000')
      await page.locator('.bank-phone__submit').tap()
      await page.locator('.form-field__error', { hasText: '银行验证码错误' }).waitFor()
      await shot(page, 'bank-phone-wrong-code')
      await typeInto(field(page, '请输入验证码'), code)
      await page.locator('.bank-phone__submit').tap()
      await onPage(page, '/pages/bind-bank-account-status/index')
      await page.getByText('银行卡绑定成功').waitFor()
      await shot(page, 'bind-bank-account-status')
      await a11y(page, 'bind-bank-account-status')
      const bound = await ok(api, '/api/pension/account/querycard', {}, token)
      assert.equal(bound.card_no.slice(-4), card.slice(-4))
      assert.equal(bound.bank_name, '中国工商银行')
    }
  )

  await step('the small-amount check: a wrong amount is said beside the field, the received one verifies', async () => {
    await page.locator('.nut-button', { hasText: '去验证银行卡' }).tap()
    await onPage(page, '/pages/bind-pension-account/index')
    await page.locator('.jst__send').waitFor()
    await a11y(page, 'bind-pension-account')
    await page.locator('.jst__send').tap()
    await page.locator('.jst__sent').waitFor()
    const statement = await (await fetch(`${baseUrl}/sandbox/bank/statement?cardNo=${card}`)).text()
    const amount = /小额打款验证<\/td><td[^>]*>¥(\d+\.\d{2})/.exec(statement)[1]
    const input = field(page, '例如 0.35')
    await typeInto(input, amount === '0.01' ? '0.02' : '0.01')
    await page.locator('.jst__check').tap()
    await page.locator('.form-field__error', { hasText: '金额不正确' }).waitFor()
    await shot(page, 'jst-wrong-amount')
    await a11y(page, 'bind-pension-account (wrong amount)')
    await typeInto(input, amount)
    await page.locator('.jst__check').tap()
    await onPage(page, '/pages/bind-pension-account-status/index')
    await page.getByText('养老金账户绑定成功').waitFor()
    await a11y(page, 'bind-pension-account-status (verified)')
    const info = await ok(api, '/api/v1/pensionaccount/info2', {}, token)
    assert.equal(info.jst_binded, true)
  })
}
