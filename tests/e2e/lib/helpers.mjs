import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { a11y, careMetrics } from './a11y.mjs'
import { ARTIFACTS, SHOT_SCALE } from './env.mjs'
import { stillScreen } from './screen.mjs'

/** A text field by its placeholder (Taro wraps the native input, which carries the placeholder too). */
export const field = (page, placeholder) => page.locator(`input[placeholder="${placeholder}"]`)

/** A button by the text it shows (NutUI's inner text node does not take taps; the button does). */
export const button = (page, text) => page.locator('.nut-button', { hasText: text })

/** The login page's submit button (the nav bar shows the same word as the title). */
export const loginButton = (page) => page.locator('.login__submit', { hasText: '登录' })

/** NutUI marks a disabled button by class; Taro's button element has no disabled attribute on H5. */
export const isDisabledButton = async (locator) =>
  /nut-button-disabled/.test((await locator.getAttribute('class')) || '')

/** Page paths of the H5 app (hash router). */
export const hashUrl = (baseUrl, pagePath) => `${baseUrl}/#${pagePath.startsWith('/') ? pagePath : `/${pagePath}`}`

let phoneSeq = 0
/** A fresh phone per call, valid under the spec's mobile rule (1, then 3/4/5/7/8, 11 digits). */
export function newPhone() {
  phoneSeq += 1
  return `13${(process.pid % 1000).toString().padStart(3, '0')}${(Date.now() % 10000).toString().padStart(4, '0')}${(phoneSeq % 100).toString().padStart(2, '0')}`
}

/**
 * Builds the helpers one journey uses. Artifacts (screenshots, console) go under
 * tests/e2e/artifacts/<journey>/.
 */
export function createHelpers({ baseUrl, journey }) {
  const dir = path.join(ARTIFACTS, journey)
  fs.mkdirSync(dir, { recursive: true })
  let shotSeq = 0

  /** POST to the API as a client would; path is the full path (/api/v1/...); resolves the envelope. */
  async function api(apiPath, body = {}, token) {
    const res = await fetch(`${baseUrl}${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body)
    })
    const text = await res.text()
    try {
      return JSON.parse(text)
    } catch {
      throw new Error(`${apiPath}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`)
    }
  }

  /** The newest SMS code the sandbox gateway sent to phone (dev outbox), waiting briefly for it. */
  async function smsCode(phone, { after } = {}) {
    const deadline = Date.now() + 10_000
    for (;;) {
      const env = await api('/api/dev/sms-outbox', { phone })
      assert.equal(env.errno, 1, `sms-outbox: ${env.error}`)
      const newest = env.data?.list?.[0]
      if (newest && newest.code !== after) return String(newest.code)
      if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in the dev outbox`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  /** Saves a screenshot of a key screen; numbered so the folder reads as the journey. */
  async function shot(page, name) {
    shotSeq += 1
    const file = path.join(dir, `${String(shotSeq).padStart(2, '0')}-${name}.png`)
    // The picture shows what the shopper sees once the screen is still (the slide-in ended), at CSS pixels:
    // a 390 x 844 PNG reads as well as the device's 1170 x 2532 and costs a quarter of the time to take
    // (docs/testing.md, "Browser journeys"); E2E_SHOT_SCALE=device keeps every device pixel.
    await stillScreen(page)
    await page.screenshot({ path: file, fullPage: false, scale: SHOT_SCALE })
    return file
  }

  /**
   * Logs in through the login page like a shopper: phone, 获取验证码, code from the outbox, agreement,
   * 登录. Opens the login page first unless the browser is already on it. Resolves when the app has
   * left the login page.
   */
  async function login(page, phone) {
    if (!/pages\/login\/index/.test(page.url())) await page.goto(hashUrl(baseUrl, '/pages/login/index'))
    const before = await lastCode(phone)
    const phoneInput = field(page, '请输入手机号')
    await phoneInput.waitFor({ state: 'visible', timeout: 20_000 })
    await phoneInput.fill('')
    await phoneInput.click()
    await phoneInput.pressSequentially(phone, { delay: 20 })
    await button(page, '获取验证码').tap()
    const code = await smsCode(phone, { after: before })
    const codeInput = field(page, '请输入验证码')
    await codeInput.fill('')
    await codeInput.click()
    await codeInput.pressSequentially(code, { delay: 20 })
    const agree = page.getByRole('checkbox', { name: '我已阅读并同意' })
    if ((await agree.getAttribute('aria-checked')) !== 'true') await agree.tap()
    await loginButton(page).tap()
    await page.waitForURL((url) => !/pages\/login\/index/.test(url.hash), { timeout: 20_000 })
    // The relaunch has finished when the router has dropped the login page and shows another: a journey
    // navigating on before that races the relaunch, which would then land on top of its page.
    await page.waitForFunction(
      () => document.querySelector('.taro_page') && !document.querySelector('.taro_page[id*="/pages/login/"]'),
      null,
      { timeout: 20_000 }
    )
    return code
  }

  async function lastCode(phone) {
    const env = await api('/api/dev/sms-outbox', { phone })
    return env.data?.list?.[0]?.code === undefined ? undefined : String(env.data.list[0].code)
  }

  /** Every localStorage entry of the page, values as stored (strings). */
  const storage = (page) => page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)))

  /** The current hash route path without the query, e.g. /pages/my-order/index. */
  const route = (page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0]

  return {
    api,
    smsCode,
    shot,
    login,
    storage,
    route,
    newPhone,
    field,
    button: (page, text) => button(page, text),
    hashUrl: (p) => hashUrl(baseUrl, p),
    a11y,
    careMetrics,
    dir
  }
}

/** The product namespace every stored key lives under (src/constants/storage-keys.ts). */
export const NAMESPACE = 'mili-mall'
/** The persisted store slices (src/constants/storage-keys.ts STORE_KEYS). */
export const SLICES = ['auth', 'global', 'profile', 'sdk', 'theme', 'wechat']

/**
 * The state a slice stored, checked for the spec's shape: the raw localStorage value is JSON of
 * exactly `{ data: <state> }`.
 */
export function storedSlice(storageMap, slice) {
  const key = `${NAMESPACE}:${slice}`
  const raw = storageMap[key]
  if (raw === undefined) return undefined
  const parsed = JSON.parse(raw)
  assert.equal(typeof parsed, 'object', `${key} holds ${raw.slice(0, 80)}`)
  assert.deepEqual(Object.keys(parsed), ['data'], `${key} is not wrapped as {data: ...}: ${raw.slice(0, 120)}`)
  return parsed.data
}
