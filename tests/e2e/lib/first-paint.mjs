import assert from 'node:assert/strict'

/** The first-paint layer's journeys (09, 10): docs/decisions/0028-h5-first-paint.md and 0031-h5-paint-then-boot.md. */

/** Holds the app's scripts (js/*.js) until release(): whatever is on screen before then was drawn by index.html. */
export async function holdScripts(page) {
  let release
  const gate = new Promise((resolve) => (release = resolve))
  const handler = async (route) => {
    await gate
    await route.continue().catch(() => undefined)
  }
  await page.route(/\/js\/[^/]+\.js$/, handler)
  return async () => {
    release()
    await page.unroute(/\/js\/[^/]+\.js$/, handler)
  }
}

/** The first-paint layer covers the app's image box (a hair over, never short of it) and is within a pixel of it. */
export function covers([x, y, w, h], [ax, ay, aw, ah], label) {
  const edges = [ax - x, ay - y, x + w - (ax + aw), y + h - (ay + ah)]
  const msg = `${label}: first paint ${[x, y, w, h]} vs app ${[ax, ay, aw, ah]}`
  assert.ok(
    edges.every((e) => e >= -0.05 && e <= 1),
    msg
  )
}

/** index.html's first-paint layer as it is now: its box, its image, and whether the app has drawn anything yet. */
export const layer = (page) =>
  page.evaluate(() => {
    const el = document.querySelector('.first-paint')
    const img = el?.querySelector('img')
    if (!el || !img) return null
    const r = el.getBoundingClientRect()
    return {
      rect: [r.x, r.y, r.width, r.height],
      src: img.getAttribute('src'),
      alt: img.getAttribute('alt'),
      hidden: el.getAttribute('aria-hidden'),
      loaded: img.complete && img.naturalWidth > 0,
      appRan: Boolean(document.querySelector('.taro_page')) || document.getElementById('app').childElementCount > 0
    }
  })

/** The app's own image (the first `selector`), once it has loaded, with the box of its `box` ancestor. */
export async function appImage(page, selector, box) {
  const img = page.locator(selector).first()
  await img.waitFor()
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel)
    return el && el.complete && el.naturalWidth > 0
  }, selector)
  return img.evaluate((el, box) => {
    const r = el.closest(box).getBoundingClientRect()
    return { rect: [r.x, r.y, r.width, r.height], src: el.getAttribute('src') }
  }, box)
}
