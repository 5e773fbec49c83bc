import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'
import { addAddress, ok, onPage, placeOrder, skuOf } from '../lib/order-helpers.mjs'

export const title =
  'account deletion: refused with the server message while an order is open, done once it is cancelled'

export default async function ({ page, step, login, api, smsCode, storage, hashUrl, newPhone, shot, a11y, field }) {
  const phone = newPhone()
  let token
  let uid
  let order
  let loginCode
  let code

  await step('log in; an unpaid order through the API', async () => {
    await page.goto(hashUrl(`/pages/login/index?goUrl=${encodeURIComponent('/pages/user-config-secure/index')}`))
    loginCode = await login(page, phone)
    await onPage(page, '/pages/user-config-secure/index')
    ;({ accessToken: token, uid } = storedSlice(await storage(page), 'auth'))
    await addAddress(api, token)
    order = await placeOrder(api, token, { items: [{ sku_id: await skuOf(api, '山西老陈醋'), qty: 1 }] })
  })

  await step('注销账户: what is lost, the code to the account phone', async () => {
    await page.locator('.menu-row', { hasText: '注销账户' }).tap()
    await page.getByText('注销后，以下内容将被永久清除且无法恢复').waitFor()
    await page.getByText(`验证码将发送至 ${phone.slice(0, 3)}****${phone.slice(-4)}`).waitFor()
    await a11y(page, 'user-config-secure (unregister)')
    // The login code went to this phone a moment ago: a tester would wait a minute for the next one.
    await api('/api/dev/sms-rewind', { phone })
    await page.locator('.unregister__send').tap()
    await page.locator('.unregister__send', { hasText: '后重新获取' }).waitFor()
    code = await smsCode(phone, { after: loginCode })
    const input = field(page, '请输入短信验证码')
    await input.click()
    await input.pressSequentially(code, { delay: 10 })
    await page.locator('.unregister__agree').tap()
    await shot(page, 'unregister-form')
  })

  await step('refused while the order is open: the server message is shown, the account stays', async () => {
    const res = page.waitForResponse((r) => r.url().endsWith('/user/unregister'))
    await page.locator('.unregister__submit').tap()
    await page.locator('.taro-modal__foot >> text=确定').tap()
    const env = await (await res).json()
    assert.equal(env.errno, 2023)
    await page.locator('.unregister__error', { hasText: env.error }).waitFor()
    assert.match(env.error, /未完成的订单/)
    await shot(page, 'unregister-refused')
    await a11y(page, 'user-config-secure (refused)')
    assert.equal((await api('/api/v1/user/profile', {}, token)).data.phone, phone)
  })

  await step('after the order is cancelled the same code closes the account: logged out, home', async () => {
    await ok(api, '/order/cancel', { id: order.id }, token)
    const res = page.waitForResponse((r) => r.url().endsWith('/user/unregister'))
    await page.locator('.unregister__submit').tap()
    await page.locator('.taro-modal__foot >> text=确定').tap()
    assert.equal((await (await res).json()).errno, 1)
    await onPage(page, '/pages/home/index')
    const auth = storedSlice(await storage(page), 'auth')
    assert.equal(auth.isLogin, false)
    assert.equal(auth.accessToken, '')
    assert.equal((await api('/api/v1/user/profile', {}, token)).errno, 1006)
  })

  await step('the phone is free again: logging in with it makes a new account', async () => {
    await api('/api/dev/sms-rewind', { phone })
    await ok(api, '/api/service/sms/sendcode', { phone, ch_id: 1 })
    const fresh = await ok(api, '/user/phonelogin', { phone, verify_code: await smsCode(phone, { after: code }) })
    assert.notEqual(fresh.uid, uid)
  })
}
