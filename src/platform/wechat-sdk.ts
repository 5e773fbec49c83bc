import { useWechatStore } from '../stores/wechat'
import type { WechatJssdkConfig } from '@contract/schemas/app'
import { isH5 } from '../utils/env'
import { WECHAT_JSSDK_URL, loadScript } from './script'
import { isWechatBrowser } from './ua'

/**
 * WeChat JS-SDK for H5 inside WeChat (spec section 7): the script comes from WeChat's CDN only when
 * needed, never on other platforms, and is configured with a signature the server computes for
 * the current page address.
 */
/** The JS APIs the mall uses: sharing, voice, images, location, QR scan, WeChat Pay, cards, the shared address. */
export const WECHAT_JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'startRecord',
  'stopRecord',
  'playVoice',
  'uploadVoice',
  'chooseImage',
  'previewImage',
  'uploadImage',
  'getLocation',
  'openLocation',
  'scanQRCode',
  'chooseWXPay',
  'addCard',
  'chooseCard',
  'openCard',
  'closeWindow',
  'hideMenuItems',
  'openAddress'
]

interface WxSdk {
  config: (o: WechatJssdkConfig & { debug: boolean; jsApiList: string[] }) => void
  ready: (fn: () => void) => void
  error: (fn: (e: unknown) => void) => void
}

/**
 * WeChat signs the address without its hash; with hash routing that part is the same for every
 * page, so one configuration serves the whole visit.
 */
export function signatureUrl(href: string): string {
  return href.split('#')[0]
}

let configured: Promise<boolean> | null = null

/** Fetches the server's signature for a page address (the caller passes the API call: platform does not import services). */
export type WechatConfigFetcher = (url: string) => Promise<WechatJssdkConfig>

/** Configures the SDK once per visit; resolves false where it does not apply or when it fails. */
export function configWechatSdk(fetchConfig: WechatConfigFetcher, debug = false): Promise<boolean> {
  if (!isH5() || !isWechatBrowser()) return Promise.resolve(false)
  if (configured) return configured
  configured = (async () => {
    const [config] = await Promise.all([fetchConfig(signatureUrl(window.location.href)), loadScript(WECHAT_JSSDK_URL)])
    useWechatStore.getState().setData(config)
    const wx = (window as unknown as { wx?: WxSdk }).wx
    if (!wx) return false
    return new Promise<boolean>((resolve) => {
      wx.ready(() => resolve(true))
      wx.error(() => resolve(false))
      wx.config({ ...config, debug, jsApiList: WECHAT_JS_API_LIST })
    })
  })().catch(() => {
    configured = null
    return false
  })
  return configured
}
