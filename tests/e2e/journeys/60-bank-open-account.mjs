import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'
import { onPage } from '../lib/order-helpers.mjs'
import { cardNo, confirmModal, idNo, maskId, ok, typeInto } from '../lib/bank-helpers.mjs'

export const title =
  'open a pension bank account: identity, the sandbox bank page, back through bank-bridge to a bound account'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics, field }) {
  const phone = newPhone()
  const id = idNo()
  const card = cardNo('622690')
  let token

  await step('log in; 选择养老金银行 lists the partner banks', async () => {
    await login(page, phone)
    token = storedSlice(await storage(page), 'auth').accessToken
    await page.goto(hashUrl('/pages/choose-pension-bank/index'))
    await page.locator('.pf-bank-list__row', { hasText: '中信银行' }).waitFor()
    await shot(page, 'choose-pension-bank')
    await a11y(page, 'choose-pension-bank')
  })

  await step('the bank asks for the identity first; it is saved and the id shown masked', async () => {
    await page.locator('.pf-bank-list__row', { hasText: '中信银行' }).tap()
    await onPage(page, '/pages/third-party-account-opening/index')
    await page.locator('.opening__identity').waitFor()
    await a11y(page, 'third-party-account-opening (no identity)')
    await page.locator('.opening__identity').tap()
    await onPage(page, '/pages/confirm-identity/index')
    await typeInto(field(page, '请输入身份证上的姓名'), '李开户')
    await typeInto(field(page, '请输入18位身份证号'), '12345')
    await page.locator('.identity-form__submit').tap()
    await page.getByText('请输入正确的身份证号').waitFor()
    await typeInto(field(page, '请输入18位身份证号'), id)
    await page.getByText(`页面将显示为 ${maskId(id)}`).waitFor()
    await shot(page, 'confirm-identity-form')
    await a11y(page, 'confirm-identity (form)')
    await page.locator('.identity-form__submit').tap()
    await confirmModal(page)
    await onPage(page, '/pages/third-party-account-opening/index')
    await page.getByText(maskId(id)).waitFor()
    assert.equal(await page.getByText(id, { exact: true }).count(), 0, 'the full id number is on screen')
  })

  await step('agree to the protocol and leave for the sandbox bank page', async () => {
    await page.locator('.opening__go').tap()
    await page.getByText('请先阅读并同意开户协议').waitFor()
    await page.getByRole('checkbox', { name: '我已阅读并同意开户协议' }).tap()
    await shot(page, 'third-party-account-opening')
    await a11y(page, 'third-party-account-opening')
    await page.locator('.opening__go').tap()
    await page.waitForURL((url) => url.pathname === '/sandbox/bank/open')
    await page.locator('#cardNo').waitFor()
    const keys = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('mili-mall:opa:')))
    for (const k of ['bank_id', 'bank_name', 'business_no', 'bank_url', 'opa_id', 'channel_id'])
      assert.ok(keys.includes(`mili-mall:opa:${k}`), `session key opa:${k} was not saved: ${keys}`)
    await shot(page, 'sandbox-bank')
    await a11y(page, 'sandbox bank page')
  })

  await step('submit at the bank; bank-bridge brings the user back to the opened account', async () => {
    await typeInto(page.locator('#cardNo'), card)
    await page.getByRole('button', { name: '提交开户' }).click()
    await page.waitForURL(
      (url) => url.hash.includes('/pages/bank-bridge/index') || url.hash.includes('bind-pension-account-status')
    )
    await onPage(page, '/pages/bind-pension-account-status/index')
    await page.getByText('养老金银行账户开通成功').waitFor({ timeout: 20_000 })
    await shot(page, 'opening-success')
    await a11y(page, 'bind-pension-account-status')
    const left = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('mili-mall:opa:')))
    assert.deepEqual(left, [], `session keys left after the opening finished: ${left}`)
  })

  await step('the account is bound: the API and the reloaded profile show the bank account', async () => {
    const info = await ok(api, '/api/v1/pensionaccount/info2', {}, token)
    assert.equal(info.bank_account_name, '中信银行')
    assert.equal(info.status, true)
    assert.match(info.bank_account_no, /\d{4}$/)
    const bound = await ok(api, '/api/pension/account/querycard', {}, token)
    assert.equal(bound.bound, true)
    assert.equal(bound.card_no.slice(-4), card.slice(-4))
    const profile = storedSlice(await storage(page), 'profile')
    assert.equal(profile.pension.bank_account_no, info.bank_account_no, 'the profile was not reloaded after opening')
  })

  await step('我的银行账户 shows the account and the masked card, also in care mode', async () => {
    await page.locator('.nut-button', { hasText: '查看我的银行账户' }).tap()
    await onPage(page, '/pages/bank-account-list/index')
    await page.locator('.pf-bound-card__no', { hasText: card.slice(-4) }).waitFor()
    assert.equal(await page.getByText(card, { exact: true }).count(), 0, 'the full card number is on screen')
    await a11y(page, 'bank-account-list')
    await page.goto(hashUrl('/pages/bank-account-list/index?care=1'))
    await page.locator('.care-mode .pf-bound-card__no').waitFor()
    const m = await careMetrics(page, {
      text: ['.care-mode .pf-card__title', '.care-mode .pf-kv__value', '.care-mode .pf-bank__name'],
      targets: ['.care-mode .pf-actions .nut-button']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    await shot(page, 'bank-account-list-care')
    await a11y(page, 'bank-account-list (care mode)')
  })
}
