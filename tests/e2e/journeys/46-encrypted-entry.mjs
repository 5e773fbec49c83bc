import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { storedSlice } from '../lib/helpers.mjs'
import { onPage } from '../lib/order-helpers.mjs'

export const title =
  'partner SSO: a signed encrypted-entry link logs in and lands on its target; replayed, tampered and stale ' +
  'links are refused on an error page with the session untouched; no session-expiry notice there'

/** The development SSO secret (docs/configuration.md: SSO_SECRET, dev value). */
const SSO_SECRET = 'dev-sso-secret'
const TARGET = '/pages/my-coupon/index'

/** A partner's signed link query: sign = hex HMAC-SHA256 of appid \n timestamp \n data. */
function signedQuery(fields, { appid = 'e2e_partner', at = Date.now() } = {}) {
  const data = JSON.stringify(fields)
  const timestamp = String(Math.floor(at / 1000))
  const sign = crypto.createHmac('sha256', SSO_SECRET).update(`${appid}\n${timestamp}\n${data}`).digest('hex')
  return { appid, timestamp, data, sign }
}

const entryPath = (query) => `/pages/encrypted-entry/index?${new URLSearchParams(query).toString()}`

export default async function ({ page, step, api, shot, a11y, storage, hashUrl, newPhone }) {
  const phone = newPhone()
  const valid = signedQuery({ phone, target: TARGET })
  let session

  /**
   * Opens an entry link as a fresh page load, as a partner's link opens the app anew (a hash-only goto would
   * be a same-document navigation, and a reload after it would use the link twice).
   */
  async function open(query) {
    await page.goto('about:blank')
    await page.goto(hashUrl(entryPath(query)))
  }

  async function refused(text, label) {
    await page.locator('.result-screen__title', { hasText: '无法登录' }).waitFor({ timeout: 20_000 })
    await page.locator('.result-screen__desc', { hasText: text }).waitFor()
    assert.match(new URL(page.url()).hash, /encrypted-entry/, 'left the entry page after a refusal')
    await a11y(page, label)
  }

  await step('a valid signed link logs in and lands on the target page', async () => {
    await open(valid)
    await onPage(page, TARGET)
    session = storedSlice(await storage(page), 'auth')
    assert.equal(session.isLogin, true)
    assert.equal(session.isWestdex, false)
    const profile = await api('/api/v1/user/profile', {}, session.accessToken)
    assert.equal(profile.errno, 1, profile.error)
    assert.equal(profile.data.phone, phone)
    await page.locator('.taro_page:visible').first().waitFor()
    await shot(page, 'landed-on-target')
    await a11y(page, 'my-coupon (after SSO)')
  })

  await step('the same link again is refused as replayed; the session stays exactly as it was', async () => {
    await open(valid)
    await refused('该登录请求已使用', 'encrypted-entry (replayed)')
    assert.deepEqual(storedSlice(await storage(page), 'auth'), session)
    await shot(page, 'replayed')
  })

  await step(
    'a tampered link (another phone under the old signature) is refused; nobody is logged in as it',
    async () => {
      const other = newPhone()
      await open({ ...signedQuery({ phone, target: TARGET }), data: JSON.stringify({ phone: other, target: TARGET }) })
      await refused('登录签名校验失败', 'encrypted-entry (tampered)')
      assert.deepEqual(storedSlice(await storage(page), 'auth'), session)
      await shot(page, 'tampered')
    }
  )

  await step('a stale link (signed 10 minutes ago) is refused', async () => {
    await open(signedQuery({ phone, target: TARGET }, { at: Date.now() - 10 * 60_000 }))
    await refused('已过期', 'encrypted-entry (stale)')
    assert.deepEqual(storedSlice(await storage(page), 'auth'), session)
  })

  await step('with the old session expired, a new signed link logs in without the expiry notice', async () => {
    assert.equal((await api('/api/dev/expire-session', { token: session.accessToken })).errno, 1)
    const second = newPhone()
    await open(signedQuery({ phone: second, goUrl: '/pages/user-config/index' }))
    await onPage(page, '/pages/user-config/index')
    const auth = storedSlice(await storage(page), 'auth')
    assert.equal(auth.isLogin, true)
    assert.notEqual(auth.accessToken, session.accessToken)
    assert.equal((await api('/api/v1/user/profile', {}, auth.accessToken)).data.phone, second)
    assert.equal(await page.getByText('登录状态已过期').count(), 0, 'the session-expiry notice was shown')
    assert.equal(auth.hasWarned, false)
  })
}
