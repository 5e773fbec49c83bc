import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { storedSlice } from '../lib/helpers.mjs'
import { onPage } from '../lib/order-helpers.mjs'

export const title =
  'partner variants: westdex-bridge logs in as Westdex (isWestdex), location skipped; sdk-entry keeps ' +
  'is_third and follows bridge_path, sdk-bridge and mili-sdk-bridge follow it once, a foreign path is refused'

const SSO_SECRET = 'dev-sso-secret'

function signedQuery(fields, appid = 'westdex') {
  const data = JSON.stringify(fields)
  const timestamp = String(Math.floor(Date.now() / 1000))
  const sign = crypto.createHmac('sha256', SSO_SECRET).update(`${appid}\n${timestamp}\n${data}`).digest('hex')
  return new URLSearchParams({ appid, timestamp, data, sign }).toString()
}

/** A fresh page load (a hash-only goto would reuse the running app). */
async function openFresh(page, url) {
  await page.goto('about:blank')
  await page.goto(url)
}

/** The body of the next /app/run report (startup sends it with the coordinates it found). */
const nextRunReport = (page) =>
  page.waitForRequest((r) => r.url().endsWith('/app/run'), { timeout: 20_000 }).then((r) => r.postDataJSON())

export default async function ({ page, step, storage, hashUrl, newPhone, shot, a11y }) {
  await step('westdex-bridge: a signed link logs in with isWestdex; no location lookup (0, 0 reported)', async () => {
    const run = nextRunReport(page)
    const link = `/pages/westdex-bridge/index?${signedQuery({ phone: newPhone(), target: '/pages/user-config/index' })}`
    await openFresh(page, hashUrl(link))
    assert.deepEqual((await run).coords, { longitude: 0, latitude: 0 })
    await onPage(page, '/pages/user-config/index')
    const auth = storedSlice(await storage(page), 'auth')
    assert.equal(auth.isLogin, true)
    assert.equal(auth.isWestdex, true)
    await page.locator('.taro_page:visible').first().waitFor()
    await a11y(page, 'user-config (Westdex)')
  })

  await step('sdk-entry: is_third is set and persisted, bridge_path followed', async () => {
    await openFresh(page, hashUrl(`/pages/sdk-entry/index?bridge_path=${encodeURIComponent('/pages/my-coupon/index')}`))
    await onPage(page, '/pages/my-coupon/index')
    assert.deepEqual(storedSlice(await storage(page), 'sdk'), { is_third: true })
    await page.reload()
    await page.locator('.nav-bar__title:visible', { hasText: '我的优惠券' }).waitFor()
    assert.deepEqual(storedSlice(await storage(page), 'sdk'), { is_third: true }, 'is_third did not survive a reload')
  })

  await step('sdk-bridge and mili-sdk-bridge follow an in-app bridge_path', async () => {
    await page.goto(hashUrl(`/pages/sdk-bridge/index?bridge_path=${encodeURIComponent('/pages/user-config/index')}`))
    await onPage(page, '/pages/user-config/index')
    await page.goto(hashUrl(`/pages/mili-sdk-bridge/index?bridge_path=${encodeURIComponent('/pages/my-coupon/index')}`))
    await onPage(page, '/pages/my-coupon/index')
  })

  await step('a bridge with nothing in-app to follow stops with the way back, never leaving the app', async () => {
    await openFresh(page, hashUrl(`/pages/sdk-bridge/index?bridge_path=${encodeURIComponent('https://evil.example/')}`))
    await page.getByText('无法继续').waitFor()
    assert.match(page.url(), /127\.0\.0\.1/)
    await shot(page, 'sdk-bridge-refused')
    await a11y(page, 'sdk-bridge (refused)')
  })
}
