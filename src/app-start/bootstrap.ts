import Taro from '@tarojs/taro'
import { isCareFontScale } from '@/platform/font-scale'
import { getLocation } from '@/platform/location'
import { installPrivacyCheck } from '@/platform/privacy'
import { getHostPlatform, getUserAgent, isNativeApp } from '@/platform/ua'
import { watchMiniProgramUpdate } from '@/platform/update'
import { configWechatSdk } from '@/platform/wechat-sdk'
import { installSessionExpiry } from '@/flows/session-expiry'
import { getWechatJssdkConfig, reportAppRun } from '@/services/api/app'
import { useAuthStore } from '@/stores/auth'
import { startCareMode } from '@/stores/care'
import { useGlobalStore } from '@/stores/global'
import { useProfileStore } from '@/stores/profile'
import { useThemeStore } from '@/stores/theme'
import type { WechatJssdkConfig } from '@contract/schemas/app'
import { getDeviceUuid } from '@/utils/device'
import { HOME_PAGE } from '@/constants/pages'
import { isH5 } from '@/utils/env'
import { nextTask } from '@/utils/next-task'
import { getCurrentRoute, getPageParams, parseQuery } from '@/utils/route'

/**
 * The startup sequence of spec section 4, run once from app.tsx. Nothing here blocks the first
 * page: every step runs in the background and a failed step only leaves its defaults in place.
 * It sits above services, stores and platform because it wires them together: platform code gets
 * what it needs from services (the JS-SDK config) as an argument from here.
 */

/**
 * The partner channel arrives in the entry link as `channel` (or `appcode`); it then sticks (global.appcode
 * persists) and is sent as Access-Channel.
 */
function captureEntryChannel(): void {
  let appcode: string | undefined
  if (isH5()) {
    const params = getPageParams()
    appcode = params.channel || params.appcode
  } else {
    try {
      const query = Taro.getLaunchOptionsSync()?.query ?? {}
      const raw = query.channel || query.appcode
      appcode = typeof raw === 'string' ? parseQuery(`c=${raw}`).c : undefined
    } catch {
      appcode = undefined
    }
  }
  if (appcode) useGlobalStore.getState().setAppcode(appcode)
}

/** The app-run report: best effort, with whatever location could be had. */
export async function reportRun(): Promise<void> {
  try {
    const coords = await getLocation()
    await reportAppRun({ ua: getUserAgent(), coords, uuid: getDeviceUuid() }, { noTip: true, autoAuth: false })
  } catch {
    // a lost report is not the user's problem
  }
}

/** The JS-SDK signature for a page address, quietly: a failure only leaves the SDK unconfigured. */
export const fetchWechatConfig = (url: string): Promise<WechatJssdkConfig> =>
  getWechatJssdkConfig({ url }, { noTip: true, autoAuth: false })

/**
 * Wires the session into the API layer before the first call: the stores provide token, uid and channel
 * when they load; the session-expiry flow (the notice and the trip to login) is installed here.
 */
export function wireSession(): void {
  installSessionExpiry()
}

/**
 * The server's theme at launch. A shopper landing on home needs its template too, and one request brings both; on
 * H5 a link to any other page (goods-info shared in a chat, the cart) asks for the theme alone, so its first screen
 * does not download and parse the home template (13 KB) it does not show; home fetches it when opened.
 */
function loadThemeForLanding(): Promise<void> {
  const theme = useThemeStore.getState()
  if (process.env.TARO_ENV === 'h5' && getCurrentRoute() !== HOME_PAGE) return theme.loadTheme()
  return theme.loadHomeConf()
}

/**
 * First what the first screen shows (platform, channel, care mode, theme, and the request for the landing
 * page's theme or template); on H5 the rest then waits for a later task. It all ran inside the task that evaluates
 * the app's scripts and starts the router, the longest of a cold first visit (docs/decisions/0029-h5-cold-boot.md);
 * the run report, the JS-SDK signature and the profile are needed by no first screen. Mini programs keep one step:
 * their privacy gate must be in place before any page asks for a privacy API, and their logic thread draws nothing.
 */
export async function bootstrap(): Promise<void> {
  useGlobalStore.getState().setEnv(getHostPlatform())
  captureEntryChannel()
  // After the channel: laoling turns care mode (长辈版) on, as do WeChat's care-level font and care=1.
  startCareMode(isCareFontScale())
  // The persisted theme goes on screen at once; the server's copy replaces it when it arrives.
  useThemeStore.getState().applyTheme()
  // Settled here: it may fail while the rest waits for its task, and a failure only leaves the defaults.
  const theme = loadThemeForLanding().catch(() => undefined)
  if (process.env.TARO_ENV === 'h5') await nextTask()
  watchMiniProgramUpdate()
  // Before any page asks for location, album, camera or phone number (mini programs; a no-op on H5).
  installPrivacyCheck()
  // Inside the native app its WeChat / Apple login comes back over the bridge; that code loads only there.
  if (process.env.TARO_ENV === 'h5' && isNativeApp()) {
    void import('@/flows/platform-login').then((m) => m.installNativeLogin()).catch(() => undefined)
  }

  const steps: Array<Promise<unknown>> = [theme, reportRun(), configWechatSdk(fetchWechatConfig)]
  if (useAuthStore.getState().isLogin) steps.push(useProfileStore.getState().loadProfile())
  await Promise.allSettled(steps)
}
