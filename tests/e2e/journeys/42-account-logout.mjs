import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'
import { onPage } from '../lib/order-helpers.mjs'

export const title = 'logout clears the session on the server and the persisted auth; 我的 in care mode'

export default async function ({ page, step, login, api, storage, hashUrl, newPhone, shot, a11y, careMetrics }) {
  const phone = newPhone()
  let token

  await step('log in; 我的 in care mode (?care=1): big text and tap targets, axe-clean', async () => {
    await page.goto(hashUrl(`/pages/login/index?goUrl=${encodeURIComponent('/pages/user-config/index?care=1')}`))
    await login(page, phone)
    token = storedSlice(await storage(page), 'auth').accessToken
    await page.locator('.care-mode .my-header__phone').waitFor()
    await page.locator('.my-orders__item').first().waitFor()
    const m = await careMetrics(page, {
      text: ['.menu-row__title', '.my-header__name', '.care-mode-switch__title'],
      targets: ['.menu-row', '.care-mode-switch']
    })
    assert.deepEqual(m.problems, [], m.problems.join('\n'))
    const small = await careMetrics(page, { text: [], targets: ['.my-orders__item'], minTarget: 44 })
    assert.deepEqual(small.problems, [], small.problems.join('\n'))
    await shot(page, 'user-config-care')
    await a11y(page, 'user-config (care mode)')
  })

  await step('the 长辈版 switch turns care mode off again', async () => {
    await page.locator('.care-mode-switch').tap()
    await page.waitForFunction(() => !document.querySelector('.care-mode'))
    await shot(page, 'user-config')
  })

  await step('账户与安全 → 退出登录 asks first; cancel keeps the session', async () => {
    await page.locator('.menu-row', { hasText: '账户与安全' }).tap()
    await onPage(page, '/pages/user-config-secure/index')
    await page.locator('.secure__logout-btn').tap()
    await page.locator('.taro-modal__foot >> text=取消').tap()
    assert.equal(storedSlice(await storage(page), 'auth').isLogin, true)
  })

  await step('退出登录: home; the persisted auth is cleared and the token is dead on the server', async () => {
    const out = page.waitForResponse((r) => r.url().endsWith('/user/logout'))
    await page.locator('.secure__logout-btn').tap()
    await page.locator('.taro-modal__foot >> text=退出').tap()
    assert.equal((await (await out).json()).errno, 1)
    await onPage(page, '/pages/home/index')
    const auth = storedSlice(await storage(page), 'auth')
    assert.equal(auth.isLogin, false)
    assert.equal(auth.accessToken, '')
    assert.equal(auth.uid, 0)
    assert.equal(auth.isPending, true)
    assert.equal(auth.isWestdex, false)
    const profile = storedSlice(await storage(page), 'profile')
    assert.ok(!profile?.info?.phone, `the stored profile still has ${profile?.info?.phone}`)
    assert.equal((await api('/api/v1/user/profile', {}, token)).errno, 1006)
  })

  await step('我的 shows the 登录/注册 header again, and it leads to login', async () => {
    await page.locator('.nav-bar__title:visible', { hasText: '首页' }).waitFor()
    await page.locator('.tab-bar__item:visible', { hasText: '我的' }).tap()
    const header = page.locator('.my-header:visible', { hasText: '登录/注册' })
    await header.waitFor()
    await a11y(page, 'user-config (visitor)')
    await header.tap()
    await onPage(page, '/pages/login/index')
  })
}
