import assert from 'node:assert/strict'
import { isDisabledButton, loginButton, storedSlice } from '../lib/helpers.mjs'

export const title = 'a logged-out shopper on a protected page logs in by SMS code and lands back there'

const PROTECTED = '/pages/my-order/index'

export default async function ({
  button,
  field,
  page,
  step,
  login,
  shot,
  api,
  storage,
  route,
  hashUrl,
  newPhone,
  apiRequests
}) {
  const phone = newPhone()

  await step('open a protected page while logged out', async () => {
    await page.goto(hashUrl(PROTECTED))
    await page.waitForURL((url) => url.hash.includes('/pages/login/index'), { timeout: 20_000 })
    await field(page, '请输入手机号').waitFor()
    const goUrl = new URLSearchParams(page.url().split('?')[1] || '').get('goUrl')
    assert.equal(goUrl && goUrl.split('?')[0], PROTECTED, `login page was opened with goUrl=${goUrl}`)
    await shot(page, 'login-page')
  })

  await step('a wrong phone number is refused beside the field', async () => {
    const input = field(page, '请输入手机号')
    await input.click()
    await input.pressSequentially('12345678901')
    await button(page, '获取验证码').tap()
    await page.getByText('请输入正确的手机号').waitFor()
    assert.equal(await isDisabledButton(loginButton(page)), true, '登录 must stay disabled')
    assert.equal(
      apiRequests.filter((r) => r.path.endsWith('/sms/sendcode')).length,
      0,
      'an invalid phone was sent to the server'
    )
    await input.fill('')
  })

  let code
  await step('log in with the SMS code', async () => {
    code = await login(page, phone)
    await shot(page, 'back-after-login')
  })

  await step('lands back on the protected page, logged in', async () => {
    await page.waitForURL((url) => url.hash.includes(PROTECTED))
    assert.equal(route(page), PROTECTED)
    const auth = storedSlice(await storage(page), 'auth')
    assert.equal(auth.isLogin, true)
    assert.ok(auth.accessToken, 'no token stored')
    // The server holds the session: the stored token answers as this phone's user.
    const profile = await api('/api/v1/user/profile', {}, auth.accessToken)
    assert.equal(profile.errno, 1, `profile with the stored token: ${profile.error}`)
    assert.equal(profile.data.phone, phone)
    assert.equal(profile.data.id, auth.uid)
  })

  await step('the used code cannot log in again', async () => {
    const again = await api('/api/v1/user/phonelogin', { phone, verify_code: code })
    assert.notEqual(again.errno, 1, 'a consumed SMS code logged in twice')
  })
}
