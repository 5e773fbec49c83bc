/**
 * Loads Taro's H5 runtime before a test imports @tarojs/test-utils-react: importing test-utils first
 * hits a circular import in Taro 4 ("Cannot read properties of undefined (reading 'history')").
 */
require('@tarojs/taro')

// Taro's app entry hands React to its hooks runtime at startup (createReactApp); components that use
// page hooks (useDidShow, usePullDownRefresh) and are mounted on their own need the same.
require('@tarojs/plugin-framework-react/dist/runtime').createH5NativeComponentConfig(
  null,
  require('react'),
  require('react-dom')
)

// NutUI's full ES build (mapped in jest.config.js) registers Lottie, which warns that mini programs
// cannot create a canvas dynamically: true for mini programs, irrelevant in jsdom, noise in every test.
const warn = console.warn
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('Lottie')) return
  warn(...args)
}

// test-utils 0.1.1 calls react-dom/test-utils' act, which React 18.3 reports as deprecated on every mount.
const error = console.error
console.error = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act')) return
  error(...args)
}

// Taro's HTML Image (h5.useHtmlComponents) loads a lazyLoad image when it scrolls into view; jsdom has no
// IntersectionObserver, so every observed element counts as on screen at once.
if (typeof window.IntersectionObserver === 'undefined') {
  window.IntersectionObserver = class {
    constructor(callback) {
      this.callback = callback
    }
    observe(target) {
      if (target) this.callback([{ target, isIntersecting: true, intersectionRatio: 1 }], this)
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
}
