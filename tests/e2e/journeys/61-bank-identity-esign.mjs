import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'
import { onPage } from '../lib/order-helpers.mjs'
import { confirmModal, idNo, maskId, ok, typeInto } from '../lib/bank-helpers.mjs'

export const title =
  'identity + e-sign round trip: the sandbox identity check and signing pages, back through the bridges'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics, field }) {
  const phone = newPhone()
  const id = idNo()
  let token

  await step('log in; 确认身份信息 asks for name and id number (care mode checked too)', async () => {
    await login(page, phone)
    token = storedSlice(await storage(page), 'auth').accessToken
    await page.goto(hashUrl('/pages/confirm-identity/index?care=1'))
    await page.locator('.care-mode .identity-form__submit').waitFor()
    const m = await careMetrics(page, {
      text: ['.care-mode .form-field__label', '.care-mode .pf-notice'],
      targets: ['.care-mode .identity-form__submit']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    await a11y(page, 'confirm-identity (care mode)')
    await page.goto(hashUrl('/pages/confirm-identity/index?care=0'))
    await page.locator('.identity-form__submit').waitFor()
  })

  await step('the identity is confirmed with the id masked, then the face hand-off', async () => {
    await typeInto(field(page, '请输入身份证上的姓名'), '王签约')
    await typeInto(field(page, '请输入18位身份证号'), id)
    await page.locator('.identity-form__submit').tap()
    await page.locator('.taro-modal__content', { hasText: maskId(id) }).waitFor()
    await confirmModal(page)
    await onPage(page, '/pagesFace/middle/index')
    await page.locator('.face-middle__go', { hasText: '开始人脸核验' }).waitFor()
    await shot(page, 'face-middle-auth')
    await a11y(page, 'pagesFace/middle (auth)')
    const auth = await ok(api, '/api/v1/user/fddauthresult', {}, token)
    assert.equal(auth.status, 0, 'the e-sign account exists and is not verified yet')
  })

  await step('the sandbox identity check passes; auth-bridge continues to the signing step', async () => {
    await page.locator('.face-middle__go').tap()
    await page.waitForURL((url) => url.pathname === '/sandbox/esign/auth')
    await page.getByText(maskId(id)).waitFor()
    await shot(page, 'sandbox-esign-auth')
    await a11y(page, 'sandbox e-sign identity page')
    await page.getByRole('button', { name: '确认核验' }).click()
    await page.waitForURL((url) => url.hash.includes('/pages/confirm-identity/index'), { timeout: 30_000 })
    await page.locator('.identity__go', { hasText: '去签署协议' }).waitFor()
    await shot(page, 'confirm-identity-sign-step')
    await a11y(page, 'confirm-identity (sign step)')
    const auth = await ok(api, '/api/v1/user/fddauthresult', {}, token)
    assert.equal(auth.status, 1, 'fdd status is not verified after the identity check')
  })

  await step('sign the agreement on the sandbox page; esign-bridge lands on the finished summary', async () => {
    await page.locator('.identity__go').tap()
    await page.locator('.face-middle__go', { hasText: '开始签署' }).waitFor()
    await a11y(page, 'pagesFace/middle (sign)')
    await page.locator('.face-middle__go').tap()
    await page.waitForURL((url) => url.pathname === '/sandbox/esign/sign')
    await a11y(page, 'sandbox e-sign signing page')
    await page.getByRole('button', { name: '确认签署' }).click()
    await page.waitForURL((url) => url.hash.includes('/pages/confirm-identity/index'), { timeout: 30_000 })
    await page.getByText('实名认证与签约已完成').waitFor()
    await page.getByText(maskId(id)).waitFor()
    await shot(page, 'confirm-identity-done')
    await a11y(page, 'confirm-identity (done)')
    const sign = await ok(api, '/api/v1/user/fddsignresult', {}, token)
    assert.equal(sign.status, 1)
    const auth = await ok(api, '/api/v1/user/fddauthresult', {}, token)
    assert.equal(auth.status, 1)
    const left = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((k) => /mili-mall:(auth:|fdd_webview_url)/.test(k))
    )
    assert.deepEqual(left, [], `e-sign session keys left: ${left}`)
    const profile = storedSlice(await storage(page), 'profile')
    assert.equal(profile.info.id_no, maskId(id), 'the reloaded profile does not carry the verified identity')
  })

  await step('a second visit to the signing bridge finds nothing to continue', async () => {
    await page.goto(hashUrl('/pages/esign-bridge/index?transactionNo=SES1&result=success'))
    await page.getByText('缺少继续所需的信息', { exact: false }).waitFor()
    await a11y(page, 'esign-bridge (spent)')
  })
}
