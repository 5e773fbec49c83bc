/**
 * The H5 router keeps earlier pages of the stack in the DOM (hidden), and a page
 * popped by navigateBack slides out for 300 ms before it is removed. A text shown
 * on two pages of the stack then matches twice, and Playwright's strict mode fails
 * the step at random. These helpers make "the page on screen" the default.
 */

/**
 * Resolves once the router shows exactly one page and no page is sliding in or out; with `route` (a page path such as
 * /pages/order-pay/index), once that page is the one shown. The URL changes before the page's chunk has loaded and
 * the page is made, and Taro's router gives a page the query of the URL at the moment it is made: a journey that
 * moved on as soon as the URL said order-pay had order-pay made under the next URL, without its order id.
 */
export const settled = (page, timeout = 20_000, route = '') =>
  page.waitForFunction(
    (route) => {
      const pages = [...document.querySelectorAll('.taro_router > .taro_page')]
      const shown = pages.filter((el) => getComputedStyle(el).display !== 'none')
      if (shown.length !== 1) return false
      // The router names each page's element by its path and query (the element id).
      if (route && !(shown[0].id === route || shown[0].id.startsWith(`${route}?`))) return false
      const t = getComputedStyle(shown[0]).transform
      return t === 'none' || t === 'matrix(1, 0, 0, 1, 0, 0)'
    },
    route,
    { timeout, polling: 'raf' }
  )

/**
 * Resolves once nothing on screen moves: no finite CSS animation or transition is running (the router's slide-in,
 * its 50 ms delay included, a sheet opening, a toast fading), no picture in view is still loading and, on the app,
 * one page is shown at rest. Looping
 * animations (spinners, skeleton shimmer) never end, so they do not count. Event-driven: it waits on the
 * animations' own `finished` promises and the on-screen pictures' load events, at most `timeout` ms, then resolves anyway (a screenshot is a record, not an
 * assertion).
 */
export const stillScreen = (page, timeout = 3000) =>
  page.evaluate(async (timeout) => {
    const end = Date.now() + timeout
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
    const moving = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))
    const pageAtRest = () => {
      if (!document.querySelector('.taro_router')) return true
      const shown = [...document.querySelectorAll('.taro_router > .taro_page')].filter(
        (el) => getComputedStyle(el).display !== 'none'
      )
      const t = shown.length === 1 && getComputedStyle(shown[0]).transform
      return t === 'none' || t === 'matrix(1, 0, 0, 1, 0, 0)'
    }
    const loading = () =>
      [...document.images].filter((img) => {
        if (img.complete || !img.getClientRects().length) return false
        const r = img.getBoundingClientRect()
        return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth
      })
    while (Date.now() < end) {
      const running = moving()
      const pictures = loading()
      if (!running.length && !pictures.length && pageAtRest()) return
      if (pictures.length && !running.length) {
        const done = (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true })
            img.addEventListener('error', resolve, { once: true })
          })
        const left = Math.max(0, end - Date.now())
        await Promise.race([Promise.all(pictures.map(done)), new Promise((resolve) => setTimeout(resolve, left))])
        continue
      }
      const left = Math.max(0, end - Date.now())
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))).then(frame),
        new Promise((resolve) => setTimeout(resolve, running.length ? left : 16))
      ])
    }
  }, timeout)

const VISIBLE_ONLY = new Set(['getByText', 'getByRole', 'getByLabel', 'getByPlaceholder', 'getByAltText', 'getByTitle'])

/**
 * The journey's page, whose getBy* queries match only visible elements, so the hidden
 * pages of the stack never count. `page.locator` is left as it is: file inputs and
 * other hidden controls are reached through it on purpose.
 */
export function onScreen(page) {
  return new Proxy(page, {
    get(target, key) {
      const value = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      if (VISIBLE_ONLY.has(key)) return (...args) => value.apply(target, args).filter({ visible: true })
      return value.bind(target)
    }
  })
}
