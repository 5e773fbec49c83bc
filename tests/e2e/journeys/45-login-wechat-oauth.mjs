import assert from 'node:assert/strict'
import path from 'node:path'
import { devices } from 'playwright-core'
import { storedSlice } from '../lib/helpers.mjs'
import { onPage } from '../lib/order-helpers.mjs'

export const title =
  'H5 in WeChat: 微信授权登录 through the sandbox authorise page, bind a phone, back where the shopper was; ' +
  'the same WeChat later logs straight in; a forged return is refused'

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.50(0x18003231) NetType/WIFI Language/zh_CN'
const PROTECTED = '/pages/my-order/index'

/** Agreement ticked, then 微信授权登录: resolves once the sandbox authorise page is up. */
async function authorise(page, a11y, label) {
  const agree = page.getByRole('checkbox', { name: '我已阅读并同意' })
  await agree.waitFor()
  if ((await agree.getAttribute('aria-checked')) !== 'true') await agree.tap()
  await page.locator('.login-platform__btn', { hasText: '微信授权登录' }).tap()
  await page.waitForURL((url) => url.pathname.endsWith('/wechat/sandbox-authorize'), { timeout: 20_000 })
  await page.locator('input[name=openid]').waitFor()
  if (label) await a11y(page, label)
}

async function consent(page, openid) {
  await page.locator('input[name=openid]').fill(openid)
  await page.locator('button[type=submit]').click()
}

export default async function ({ browser, step, api, smsCode, shot, a11y, storage, hashUrl, newPhone, field, dir }) {
  // WeChat's browser is told by its user agent; tests never leave 127.0.0.1 (WeChat's JS-SDK CDN is refused).
  const context = await browser.newContext({
    ...devices['iPhone 12'],
    userAgent: WECHAT_UA,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai'
  })
  context.setDefaultTimeout(15_000)
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data'),
    (r) => r.abort()
  )
  const page = await context.newPage()
  const phone = newPhone()
  const openid = `e2e${Date.now().toString(36)}${process.pid % 1000}`
  let uid

  try {
    await step('a protected page sends the WeChat visitor to login, which offers 微信授权登录', async () => {
      await page.goto(hashUrl(PROTECTED))
      await page.waitForURL((url) => url.hash.includes('/pages/login/index'), { timeout: 20_000 })
      await page.locator('.login-platform__btn', { hasText: '微信授权登录' }).waitFor()
      await shot(page, 'login-in-wechat')
      await a11y(page, 'login (WeChat browser)')
    })

    await step('authorise on the sandbox WeChat page', async () => {
      await authorise(page, a11y, 'sandbox WeChat authorise page')
      await shot(page, 'sandbox-authorise')
      await consent(page, openid)
    })

    await step('a new WeChat user binds a phone; the spent code has left the address', async () => {
      await page.waitForURL((url) => url.hash.includes('mode=bind-phone'), { timeout: 20_000 })
      await page.getByText('绑定手机号', { exact: true }).waitFor()
      const search = await page.evaluate(() => window.location.search)
      assert.equal(search, '', `code and state still in the address: ${search}`)
      assert.equal(storedSlice(await storage(page), 'auth')?.isLogin ?? false, false, 'logged in before binding')
      await shot(page, 'bind-phone')
      await a11y(page, 'login (bind-phone)')
      const phoneInput = field(page, '请输入手机号')
      await phoneInput.click()
      await phoneInput.pressSequentially(phone, { delay: 20 })
      await page.locator('.login__send', { hasText: '获取验证码' }).tap()
      const code = await smsCode(phone)
      const codeInput = field(page, '请输入短信验证码')
      await codeInput.click()
      await codeInput.pressSequentially(code, { delay: 20 })
      const bound = page.waitForResponse((r) => r.url().endsWith('/wechat/bindphone'))
      await page.locator('.login-bind__submit').tap()
      assert.equal((await (await bound).json()).errno, 1)
    })

    await step('logged in with this WeChat and back on the page the shopper wanted', async () => {
      await onPage(page, PROTECTED)
      const auth = storedSlice(await storage(page), 'auth')
      assert.equal(auth.isLogin, true)
      const profile = await api('/api/v1/user/profile', {}, auth.accessToken)
      assert.equal(profile.errno, 1, profile.error)
      assert.equal(profile.data.phone, phone)
      assert.equal(profile.data.openid_h5, openid)
      uid = auth.uid
      await page.locator('.taro_page:visible').first().waitFor()
      await shot(page, 'back-on-my-order')
      await a11y(page, 'my-order (after WeChat login)')
    })

    await step('on a fresh device the same WeChat logs straight in, without binding again', async () => {
      await page.evaluate(() => {
        window.localStorage.clear()
        window.sessionStorage.clear()
      })
      await page.goto('about:blank')
      await page.goto(hashUrl('/pages/login/index'))
      await authorise(page)
      await consent(page, openid)
      await onPage(page, '/pages/home/index')
      const auth = storedSlice(await storage(page), 'auth')
      assert.equal(auth.isLogin, true)
      assert.equal(auth.uid, uid, 'logged in as another account')
    })

    await step('a return this tab did not start (forged state) is refused and logs nobody in', async () => {
      await page.evaluate(() => window.localStorage.clear())
      const base = new URL(page.url()).origin
      await page.goto('about:blank')
      await page.goto(`${base}/?code=sandbox_${openid}.forged&state=forged#/pages/wechat-bridge/index`)
      await page.getByText('无法继续').waitFor()
      assert.equal(storedSlice(await storage(page), 'auth')?.isLogin ?? false, false)
      await shot(page, 'bridge-refused')
      await a11y(page, 'wechat-bridge (refused)')
    })
  } catch (err) {
    await page.screenshot({ path: path.join(dir, 'FAILED-wechat-context.png'), fullPage: true }).catch(() => {})
    throw err
  } finally {
    await context.close().catch(() => {})
  }
}
