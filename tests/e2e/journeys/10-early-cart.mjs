import assert from 'node:assert/strict'
import { appImage, covers, holdScripts, layer } from '../lib/first-paint.mjs'
import { storedSlice } from '../lib/helpers.mjs'

export const title =
  "a signed-in shopper's cold visit to the cart: index.html asks for the cart once with the stored session, the app takes that answer, the first lines' images load at once; the first line's image is painted before the app runs, in its place (normal and care mode)"

const CART = '/pages/shopping-cart/index'

/** docs/decisions/0029-h5-cold-boot.md: the early cart answer and the eager first lines. */
export default async function ({ page, step, login, shot, api, storage, hashUrl, newPhone }) {
  const phone = newPhone()
  let token

  await step('log in and put two goods in the cart', async () => {
    await page.goto(hashUrl(`/pages/login/index?goUrl=${encodeURIComponent(CART)}`))
    await login(page, phone)
    await page.waitForURL((url) => url.hash.includes(CART))
    token = storedSlice(await storage(page), 'auth').accessToken
    const found = await api('/api/v1/goods/search', { page: 1, page_size: 10 })
    for (const item of found.data.list.slice(0, 2)) {
      const added = await api('/api/v1/cart/add', { sku_id: item.sku_id, qty: 1 }, token)
      assert.equal(added.errno, 1, `cart/add: ${added.error}`)
    }
  })

  for (const care of [false, true]) {
    await step(
      `cold visit${care ? ' in care mode' : ''}: one /cart/list, with the session, and the lines drawn`,
      async () => {
        // A new tab of the same browser (the stored session), with an empty HTTP cache: a full first load.
        const tab = await page.context().newPage()
        const cdp = await page.context().newCDPSession(tab)
        await cdp.send('Network.clearBrowserCache')
        const calls = []
        tab.on('request', (req) => {
          if (new URL(req.url()).pathname === '/api/v1/cart/list') calls.push(req.headers().authorization ?? '')
        })
        // Who asked: index.html's inline script runs as a <script> without src, the app's calls from its own scripts.
        await tab.addInitScript(() => {
          const fetch = window.fetch
          window.__CART_ASKED_BY__ = []
          window.fetch = function (url, init) {
            const script = document.currentScript
            if (String(url).endsWith('/cart/list'))
              window.__CART_ASKED_BY__.push(script && !script.src ? 'index.html' : 'app')
            return fetch.call(this, url, init)
          }
        })
        await tab.goto(hashUrl(`${CART}${care ? '?care=1' : ''}`))
        await tab
          .locator(`${care ? '.care-mode ' : ''}.cart-line`)
          .first()
          .waitFor()
        await tab.waitForLoadState('networkidle')
        assert.deepEqual(calls, [`Bearer ${token}`], `the cart was asked for ${calls.length} times`)
        assert.deepEqual(await tab.evaluate(() => window.__CART_ASKED_BY__), ['index.html'])
        assert.ok(
          await tab.evaluate(() => window.__EARLY_ANSWER__ === undefined),
          'the app did not take the early answer'
        )
        assert.equal(await tab.locator('.cart-line').count(), 2)
        const images = await tab.$$eval('.cart-line__image img', (imgs) => imgs.map((i) => i.getAttribute('src')))
        assert.ok(
          images.length === 2 && images.every((src) => typeof src === 'string' && src.length > 0),
          `first-screen cart images without a src: ${images}`
        )
        await shot(tab, care ? 'cart-care' : 'cart')
        await tab.close()
      }
    )

    await step(
      `the first line's image before the app's scripts${care ? ' in care mode' : ''}, then the app's in its place`,
      async () => {
        const tab = await page.context().newPage()
        const cdp = await page.context().newCDPSession(tab)
        await cdp.send('Network.clearBrowserCache')
        const release = await holdScripts(tab)
        await tab.goto(hashUrl(`${CART}${care ? '?care=1' : ''}`), { waitUntil: 'commit' })
        await tab.waitForFunction(() => document.querySelector('.first-paint img')?.complete)
        const early = await layer(tab)
        assert.equal(early.appRan, false, 'the app ran although its scripts were held')
        await shot(tab, care ? 'cart-care-before-scripts' : 'cart-before-scripts')
        await release()
        const app = await appImage(tab, `${care ? '.care-mode ' : ''}.cart-line__media img`, '.cart-line__media')
        assert.equal(app.src, early.src, 'the layer showed another image than the first line')
        covers(early.rect, app.rect, care ? 'cart (care)' : 'cart')
        await tab.waitForFunction(() => !document.querySelector('.first-paint'))
        assert.equal(await tab.evaluate(() => window.__FIRST_PAINT__), 'app image')
        await tab.close()
      }
    )
  }
}
