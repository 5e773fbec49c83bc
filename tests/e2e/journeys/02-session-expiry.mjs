import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'
import { waitOutSmsMinute } from '../lib/pension-helpers.mjs'

export const title = 'a session revoked on the server shows 登录状态已过期 once, then login returns to the page'

const PAGE = '/pages/my-order/index'
const NOTICE = '登录状态已过期'

export default async function ({ field, page, step, login, shot, api, storage, route, hashUrl, newPhone }) {
  const phone = newPhone()
  let oldToken

  await step('log in and open a protected page', async () => {
    await page.goto(hashUrl(`/pages/login/index?goUrl=${encodeURIComponent(PAGE)}`))
    // The page's orders and the profile's pension load with the fresh session; expiring it before they
    // answer would show the notice now instead of on the next visit this journey is about.
    const loaded = Promise.all(
      ['/order/listv2', '/pensionaccount/info2'].map((p) => page.waitForResponse((r) => r.url().includes(p)))
    )
    await login(page, phone)
    await page.waitForURL((url) => url.hash.includes(PAGE))
    await loaded
    oldToken = storedSlice(await storage(page), 'auth').accessToken
    assert.equal((await api('/api/v1/user/profile', {}, oldToken)).errno, 1)
  })

  await step('the server expires the session', async () => {
    const res = await api('/api/dev/expire-session', { token: oldToken })
    assert.equal(res.errno, 1, `expire-session: ${res.error}`)
    assert.equal((await api('/api/v1/user/profile', {}, oldToken)).errno, 1006, 'the old token still works')
  })

  const loginVisits = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/pages/login/index')) loginVisits.push(frame.url())
  })

  await step('the next visit shows the notice exactly once', async () => {
    // A reload runs startup again: profile and pension load together and both answer 1006.
    const expired = page.waitForResponse(async (res) => {
      if (!res.url().includes('/api/')) return false
      try {
        return (await res.json()).errno === 1006
      } catch {
        return false
      }
    })
    await page.reload()
    await expired
    const notice = page.getByText(NOTICE, { exact: true })
    await notice.first().waitFor({ state: 'visible' })
    await page.waitForTimeout(1000)
    assert.equal(await visibleCount(notice), 1, 'the notice must show once')
    await shot(page, 'session-expired-notice')
    const auth = storedSlice(await storage(page), 'auth')
    assert.equal(auth.isLogin, false, 'login state was not cleared')
    assert.equal(auth.accessToken, '')
  })

  await step('closing the notice goes to login, once, with the page as the way back', async () => {
    await page.getByText('确定', { exact: true }).last().tap()
    await page.waitForURL((url) => url.hash.includes('/pages/login/index'))
    await field(page, '请输入手机号').waitFor()
    await page.waitForTimeout(1500)
    assert.equal(await visibleCount(page.getByText(NOTICE, { exact: true })), 0, 'the notice came back')
    assert.equal(loginVisits.length, 1, `went to login ${loginVisits.length} times`)
    const goUrl = new URLSearchParams(page.url().split('?')[1] || '').get('goUrl')
    assert.equal(goUrl && goUrl.split('?')[0], PAGE)
  })

  await step('the SMS countdown survives the trip: the same phone cannot ask again within the minute', async () => {
    await field(page, '请输入手机号').pressSequentially(phone, { delay: 20 })
    // The countdown was stored with the first send; the page came back with it instead of offering a send
    // the server would refuse.
    await page.locator('.login__send', { hasText: /\d+s后重新获取/ }).waitFor()
    const refused = await api('/api/service/sms/sendcode', { phone, ch_id: 1 })
    assert.notEqual(refused.errno, 1, 'the server allowed a second code within the minute')
    assert.match(refused.error, /验证码发送过于频繁/)
    await shot(page, 'sms-countdown-kept')
    await field(page, '请输入手机号').fill('')
    // The server allows one code a minute per phone: as if the shopper waited it out (the dev rewind moves the
    // server's send times back and the app's countdown is forgotten), the login page opened afresh.
    await waitOutSmsMinute(page, api, phone)
    await page.reload()
    await field(page, '请输入手机号').waitFor()
  })

  await step('logging in again returns to the page with a new live session', async () => {
    await login(page, phone)
    await page.waitForURL((url) => url.hash.includes(PAGE))
    assert.equal(route(page), PAGE)
    const auth = storedSlice(await storage(page), 'auth')
    assert.notEqual(auth.accessToken, oldToken)
    assert.equal(auth.hasWarned, false, 'login must clear hasWarned')
    assert.equal((await api('/api/v1/user/profile', {}, auth.accessToken)).errno, 1)
    assert.equal((await api('/api/v1/user/profile', {}, oldToken)).errno, 1006)
    await shot(page, 'back-after-relogin')
  })
}

async function visibleCount(locator) {
  let n = 0
  for (const el of await locator.all()) if (await el.isVisible()) n += 1
  return n
}
