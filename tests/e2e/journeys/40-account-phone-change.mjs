import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'
import { onPage } from '../lib/order-helpers.mjs'

export const title = 'change the phone with an SMS code to the new number, see it masked, then log in with it'

const mask = (p) => `${p.slice(0, 3)}****${p.slice(-4)}`

export default async function ({ page, step, login, api, smsCode, storage, hashUrl, newPhone, shot, a11y, field }) {
  const oldPhone = newPhone()
  const phone = newPhone()
  let uid

  await step('log in; 我的 shows the nickname and the masked phone', async () => {
    await page.goto(hashUrl(`/pages/login/index?goUrl=${encodeURIComponent('/pages/user-config/index')}`))
    await login(page, oldPhone)
    await onPage(page, '/pages/user-config/index')
    uid = storedSlice(await storage(page), 'auth').uid
    await page.locator('.my-header__phone', { hasText: mask(oldPhone) }).waitFor()
    assert.equal(await page.getByText(oldPhone, { exact: true }).count(), 0, 'the full phone is on screen')
    await shot(page, 'user-config')
    await a11y(page, 'user-config')
  })

  await step('账户与安全 → 手机号 → 更换手机号', async () => {
    await page.locator('.menu-row', { hasText: '账户与安全' }).tap()
    await onPage(page, '/pages/user-config-secure/index')
    await page.locator('.menu-row', { hasText: mask(oldPhone) }).waitFor()
    await a11y(page, 'user-config-secure')
    await page.locator('.menu-row', { hasText: '手机号' }).first().tap()
    await onPage(page, '/pages/user-config-secure-phone/index')
    await page.locator('.phone-step__phone', { hasText: mask(oldPhone) }).waitFor()
    await a11y(page, 'user-config-secure-phone')
    await page.locator('.phone-step__next').tap()
    await onPage(page, '/pages/user-config-secure-phone-confirm/index')
  })

  await step(
    'the new number gets the code; the change lands back on 账户与安全 with the new number masked',
    async () => {
      const input = field(page, '请输入新手机号')
      await input.waitFor()
      await input.click()
      await input.pressSequentially(phone, { delay: 10 })
      await page.locator('.phone-confirm__send').tap()
      const code = await smsCode(phone)
      const codeInput = field(page, '请输入短信验证码')
      await codeInput.click()
      await codeInput.pressSequentially(code, { delay: 10 })
      await shot(page, 'phone-confirm')
      await a11y(page, 'user-config-secure-phone-confirm')
      const edit = page.waitForResponse((r) => r.url().endsWith('/user/phoneedit'))
      await page.locator('.phone-confirm__submit').tap()
      assert.equal((await (await edit).json()).errno, 1)
      await onPage(page, '/pages/user-config-secure/index')
      await page.locator('.menu-row', { hasText: mask(phone) }).waitFor()
      await shot(page, 'secure-new-phone')
      const profile = storedSlice(await storage(page), 'profile')
      assert.equal(profile.info.phone, phone, 'the stored profile still has the old phone')
    }
  )

  await step('log out, then log in with the new number: the same account', async () => {
    await page.locator('.secure__logout-btn').tap()
    await page.locator('.taro-modal__foot >> text=退出').tap()
    await onPage(page, '/pages/home/index')
    await page.locator('.nav-bar__title:visible', { hasText: '首页' }).waitFor()
    // Back through 我的 → 登录/注册, as a shopper would.
    await page.locator('.tab-bar__item:visible', { hasText: '我的' }).tap()
    await page.locator('.my-header:visible', { hasText: '登录/注册' }).tap()
    await onPage(page, '/pages/login/index')
    // The new number had its code a moment ago: a tester would wait a minute for the next one.
    await api('/api/dev/sms-rewind', { phone })
    await login(page, phone)
    const auth = storedSlice(await storage(page), 'auth')
    assert.equal(auth.uid, uid, 'the new number logged into another account')
    const me = await api('/api/v1/user/profile', {}, auth.accessToken)
    assert.equal(me.data.phone, phone)
  })

  await step('the old number is free: it logs into a new account', async () => {
    await api('/api/dev/sms-rewind', { phone: oldPhone })
    await api('/api/service/sms/sendcode', { phone: oldPhone, ch_id: 1 })
    const res = await api('/api/v1/user/phonelogin', { phone: oldPhone, verify_code: await smsCode(oldPhone) })
    assert.equal(res.errno, 1, res.error)
    assert.notEqual(res.data.uid, uid)
  })
}
