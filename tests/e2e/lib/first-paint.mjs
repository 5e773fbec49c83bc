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
