import Taro from '@tarojs/taro'
import { isAlipayApp, isH5, isWeapp } from '../utils/env'

/**
 * Where the app runs, from the user agent (spec sections 1 and 6). Compiled mini programs know
 * their platform at build time; H5 can be a plain browser, WeChat's browser, Alipay, a mini
 * program's web-view, or our native app's web view.
 *
 * The native app marks its web view by appending `MiliMall/<version>` to the user agent (e.g.
 * "Mozilla/5.0 (iPhone ...) Mobile/15E148 MiliMall/2.3.0"). That marker is the contract with the
 * app; NATIVE_APP_UA_MARKER below is the one place that names it.
 */
export const NATIVE_APP_UA_MARKER = 'MiliMall/'

export function getUserAgent(): string {
  if (isH5()) return (typeof navigator !== 'undefined' && navigator.userAgent) || 'h5'
  try {
    const info = Taro.getSystemInfoSync()
    return `${process.env.TARO_ENV} ${info.platform} ${info.system} ${info.model} ${info.version} SDK/${info.SDKVersion}`
  } catch {
    return String(process.env.TARO_ENV)
  }
}

const test = (re: RegExp, ua?: string) => re.test(ua ?? getUserAgent())

/** WeChat's in-app browser (including a WeChat mini program's web-view). */
export const isWechatBrowser = (ua?: string) => isH5() && test(/MicroMessenger/i, ua)

/** H5 inside a WeChat mini program's web-view. */
export function isWechatMiniProgramWebview(ua?: string): boolean {
  if (!isWechatBrowser(ua)) return false
  const env = typeof window !== 'undefined' ? (window as { __wxjs_environment?: string }).__wxjs_environment : ''
  return env === 'miniprogram' || test(/miniProgram/i, ua)
}

/** Alipay's in-app browser (including an Alipay mini program's web-view). */
export const isAlipayBrowser = (ua?: string) => isH5() && test(/AlipayClient/i, ua)

/** H5 inside an Alipay mini program's web-view. */
export const isAlipayMiniProgramWebview = (ua?: string) => isAlipayBrowser(ua) && test(/MiniProgram/i, ua)

/** H5 inside our native app's web view. */
export const isNativeApp = (ua?: string) => isH5() && (ua ?? getUserAgent()).includes(NATIVE_APP_UA_MARKER)

export const isIOS = (ua?: string) => test(/iPhone|iPad|iPod|iOS/i, ua)
export const isAndroid = (ua?: string) => test(/Android/i, ua)

export type HostPlatform =
  'weapp' | 'alipay' | 'wechat-webview' | 'alipay-webview' | 'app' | 'wechat' | 'alipay-h5' | 'h5'

/** One name for where the app runs; stored as global.env at startup. */
export function getHostPlatform(ua?: string): HostPlatform {
  if (isWeapp()) return 'weapp'
  if (isAlipayApp()) return 'alipay'
  if (isNativeApp(ua)) return 'app'
  if (isWechatMiniProgramWebview(ua)) return 'wechat-webview'
  if (isAlipayMiniProgramWebview(ua)) return 'alipay-webview'
  if (isWechatBrowser(ua)) return 'wechat'
  if (isAlipayBrowser(ua)) return 'alipay-h5'
  return 'h5'
}

/** Hosts that own the login (spec section 4): mini programs and the native app. */
export function hostOwnsLogin(ua?: string): boolean {
  const p = getHostPlatform(ua)
  return p === 'weapp' || p === 'alipay' || p === 'app' || p === 'wechat-webview' || p === 'alipay-webview'
}
