import { LOGIN_PAGE } from '../constants/pages'
import { buildUrl } from '../utils/route'
import { openLoginPage } from './login-page'
import { WECHAT_JSSDK_URL, loadScript } from './script'
import { getHostPlatform } from './ua'

/**
 * Calls into the host the app runs in (spec section 4, "native bridge").
 *
 * Native app contract: the app injects an object named `MiliBridge` into its web view. Android
 * exposes `window.MiliBridge.postMessage(json)` (addJavascriptInterface), iOS a WKScriptMessageHandler
 * `window.webkit.messageHandlers.MiliBridge.postMessage(message)`; the message is
 * `{ method, params }` (Android: that object as a JSON string).
 *
 * Mini-program web-views: the host mini program is asked to open its login page with the same
 * params through the platform's web-view SDK. A compiled mini program is its own host: its login
 * page is ours.
 */

export interface JumpLoginOrAuthParams {
  /** 0: log in; 1: authorise only. */
  flag: 0 | 1
  /** Where to come back to afterwards. */
  backUrl: string
}

interface NativeWindow {
  MiliBridge?: { postMessage?: (message: string) => void }
  webkit?: { messageHandlers?: { MiliBridge?: { postMessage?: (message: unknown) => void } } }
  wx?: { miniProgram?: { navigateTo?: (o: { url: string; fail?: (e: unknown) => void }) => void } }
  my?: { navigateTo?: (o: { url: string; fail?: (e: unknown) => void }) => void }
}

const ALIPAY_WEBVIEW_SDK = 'https://appx/web-view.min.js'

export class BridgeUnavailableError extends Error {
  constructor(method: string) {
    super(`native bridge unavailable: ${method}`)
    this.name = 'BridgeUnavailableError'
  }
}

function win(): NativeWindow {
  return (typeof window !== 'undefined' ? window : {}) as NativeWindow
}

/** Sends one call to the native app; throws BridgeUnavailableError when the app did not inject the bridge. */
export function callNativeApp(method: string, params: object): void {
  const w = win()
  const ios = w.webkit?.messageHandlers?.MiliBridge
  if (ios?.postMessage) {
    ios.postMessage({ method, params })
    return
  }
  if (w.MiliBridge?.postMessage) {
    w.MiliBridge.postMessage(JSON.stringify({ method, params }))
    return
  }
  throw new BridgeUnavailableError(method)
}

async function webviewNavigate(
  sdk: string,
  pick: (w: NativeWindow) => NativeWindow['my'],
  url: string,
  method: string
) {
  await loadScript(sdk)
  const api = pick(win())
  if (!api?.navigateTo) throw new BridgeUnavailableError(method)
  api.navigateTo({ url })
}

export async function jumpLoginOrAuth(params: JumpLoginOrAuthParams): Promise<void> {
  const hostLoginUrl = buildUrl(LOGIN_PAGE, { flag: params.flag, backUrl: params.backUrl })
  switch (getHostPlatform()) {
    case 'weapp':
    case 'alipay':
      return openLoginPage(params.backUrl)
    case 'app':
      return callNativeApp('jumpLoginOrAuth', params)
    case 'wechat-webview':
      return webviewNavigate(WECHAT_JSSDK_URL, (w) => w.wx?.miniProgram, hostLoginUrl, 'jumpLoginOrAuth')
    case 'alipay-webview':
      return webviewNavigate(ALIPAY_WEBVIEW_SDK, (w) => w.my, hostLoginUrl, 'jumpLoginOrAuth')
    default:
      throw new BridgeUnavailableError('jumpLoginOrAuth')
  }
}
