/**
 * The H5 router keeps earlier pages of the stack in the DOM (hidden), and a page
 * popped by navigateBack slides out for 300 ms before it is removed. A text shown
 * on two pages of the stack then matches twice, and Playwright's strict mode fails
 * the step at random. These helpers make "the page on screen" the default.
 */

/** Resolves once the router shows exactly one page and no page is sliding in or out. */
export const settled = (page, timeout = 20_000) =>
  page.waitForFunction(
    () => {
      const pages = [...document.querySelectorAll('.taro_router > .taro_page')]
      const shown = pages.filter((el) => getComputedStyle(el).display !== 'none')
      if (shown.length !== 1) return false
      const t = getComputedStyle(shown[0]).transform
      return t === 'none' || t === 'matrix(1, 0, 0, 1, 0, 0)'
    },
    null,
    { timeout, polling: 'raf' }
  )

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
