/** WeChat's JS-SDK on its CDN: for the SDK config (H5 in WeChat) and the mini-program web-view bridge. */
export const WECHAT_JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

/** Loads a third-party script once (H5 only); later calls share the first load. */
const loading = new Map<string, Promise<void>>()

export function loadScript(src: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.reject(new Error(`loadScript: no document for ${src}`))
  const existing = loading.get(src)
  if (existing) return existing
  const promise = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script')
    el.src = src
    el.async = true
    el.onload = () => resolve()
    el.onerror = () => {
      loading.delete(src)
      el.remove()
      reject(new Error(`loadScript: failed to load ${src}`))
    }
    document.head.appendChild(el)
  })
  loading.set(src, promise)
  return promise
}
