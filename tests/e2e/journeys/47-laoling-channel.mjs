import assert from 'node:assert/strict'
import { storedSlice } from '../lib/helpers.mjs'
import { onPage } from '../lib/order-helpers.mjs'

export const title =
  'the laoling channel (?channel=laoling): Access-Channel laoling, no header on any page, no sign-pension popup ' +
  '(even with care mode turned off), care mode on; the channel sticks'

const HOME = '/pages/home/index'
/** The home's sign-pension prompt (logged in, no pension account yet). */
const PROMPT = '.sign-pension[role=dialog]'
const PROMPT_DAY_KEY = 'mili-mall:sign-pension-prompt'

export default async function ({ page, step, login, storage, hashUrl, newPhone, shot, a11y, apiRequests, baseUrl }) {
  const phone = newPhone()

  await step('the ordinary channel: home has its header and offers the sign-pension popup', async () => {
    await page.goto(hashUrl(`/pages/login/index?goUrl=${encodeURIComponent(HOME)}`))
    await login(page, phone)
    await onPage(page, HOME)
    await page.locator(PROMPT).waitFor({ timeout: 20_000 })
    await page.locator('.nav-bar:visible').first().waitFor()
    await page.locator('.search-entry:visible').first().waitFor()
    assert.equal(await page.locator('.care-mode').count(), 0)
    await shot(page, 'home-ordinary')
    await a11y(page, 'home (ordinary channel)')
  })

  await step(
    '?channel=laoling: no nav bar, no search header, no popup, care mode on, Access-Channel laoling',
    async () => {
      // The popup asks once a day: forget today's, so only the channel can keep it away.
      await page.evaluate((key) => window.localStorage.removeItem(key), PROMPT_DAY_KEY)
      const from = apiRequests.length
      // The popup waits for the profile and pension info: only once both are in is its absence meaningful.
      const pension = page.waitForResponse((r) => r.url().includes('/pensionaccount/info2'), { timeout: 20_000 })
      await page.goto(`${baseUrl}/?channel=laoling#${HOME}`)
      await page.locator('.care-mode.home').waitFor({ timeout: 20_000 })
      await pension
      await page.locator('.home-template, .empty-state').first().waitFor()
      assert.equal(await page.locator('.nav-bar:visible').count(), 0, 'the nav bar is shown')
      assert.equal(await page.locator('.search-entry:visible').count(), 0, 'the search header is shown')
      assert.equal(await page.locator(PROMPT).count(), 0, 'the sign-pension popup is shown')
      assert.equal(storedSlice(await storage(page), 'global').appcode, 'laoling')
      const sent = apiRequests.slice(from)
      assert.ok(sent.length > 0, 'no API calls after entering through the laoling link')
      for (const r of sent) assert.equal(r.headers['access-channel'], 'laoling', `${r.path} sent another channel`)
      await shot(page, 'home-laoling')
      await a11y(page, 'home (laoling)')
    }
  )

  await step('care mode turned off (?care=0): still no header and no popup, the channel rule alone', async () => {
    await page.evaluate((key) => window.localStorage.removeItem(key), PROMPT_DAY_KEY)
    const pension = page.waitForResponse((r) => r.url().includes('/pensionaccount/info2'), { timeout: 20_000 })
    await page.goto('about:blank')
    await page.goto(hashUrl(`${HOME}?care=0`))
    await pension
    await page.locator('.home').first().waitFor()
    await page.waitForFunction(() => !document.querySelector('.care-mode'))
    await page.locator('.home-template, .empty-state').first().waitFor()
    assert.equal(await page.locator('.nav-bar:visible').count(), 0)
    assert.equal(await page.locator('.search-entry:visible').count(), 0)
    assert.equal(await page.locator(PROMPT).count(), 0, 'the sign-pension popup is shown to laoling')
    assert.equal(storedSlice(await storage(page), 'global').appcode, 'laoling', 'the channel did not stick')
    await shot(page, 'home-laoling-care-off')
    await a11y(page, 'home (laoling, care mode off)')
  })

  await step('every other page has no nav bar either in the laoling channel (the host draws its header)', async () => {
    const pages = [
      ['/pages/my-coupon/index', '.page-layout'],
      ['/pages/my-order/index', '.page-layout'],
      ['/pages/user-config/index', '.page-layout'],
      ['/pages/goods-category/index', '.page-layout']
    ]
    for (const [path, ready] of pages) {
      await page.goto(hashUrl(path))
      await page.locator(`${ready}:visible`).first().waitFor({ timeout: 20_000 })
      // Let the page settle past its first render, so a bar drawn late would be counted.
      await page.waitForLoadState('networkidle').catch(() => undefined)
      assert.equal(await page.locator('.nav-bar:visible').count(), 0, `${path} shows our nav bar to laoling`)
    }
    await shot(page, 'goods-category-laoling')
    await a11y(page, 'goods-category (laoling)')
  })
}
