import { LOGIN_PAGE } from '@/constants/pages'
import { pagePath, pageUrl } from '@/navigation'
import { goLogin } from '@/platform/login'
import { useAuthStore } from '@/stores/auth'
import { useSdkStore } from '@/stores/sdk'
import { safeTarget, type PageParams } from '@/utils/route'
import { loginByPhone, type SsoLoginBody } from '@/services/api/user'
import { completeLogin } from './session'

/**
 * Partner entries (spec sections 1 and 4): encrypted-entry (partner single sign-on), westdex-bridge (the Westdex
 * variant, isWestdex) and sdk-entry (the third-party SDK variant, is_third). A signed link
 * (`appid, sign, timestamp, data`, docs/api-guide.md) logs in through /user/phonelogin; nothing is stored before
 * the server accepts it, so a bad, stale or replayed signature leaves the session exactly as it was.
 */

export const ENTRY_TEXT = {
  missing: '链接缺少登录信息，请从合作方重新进入',
  failedTitle: '无法登录',
  running: '正在登录'
} as const

/** Entry and bridge pages are never a target: a finished entry must not run again. */
const ENTRY_PAGES: readonly string[] = [
  LOGIN_PAGE,
  pagePath('encrypted-entry'),
  pagePath('westdex-bridge'),
  pagePath('sdk-entry'),
  pagePath('sdk-bridge'),
  pagePath('mili-sdk-bridge')
]

export function readSsoParams(params: PageParams): SsoLoginBody | null {
  const { appid, sign, timestamp, data } = params
  return appid && sign && timestamp && data ? { appid, sign, timestamp, data } : null
}

function fromData(data?: string): unknown {
  if (!data) return undefined
  try {
    const parsed = JSON.parse(data) as Record<string, unknown> | null
    return parsed && typeof parsed === 'object' ? (parsed.target ?? parsed.goUrl ?? parsed.path) : undefined
  } catch {
    return undefined
  }
}

/**
 * Where the partner sends the shopper: the signed data's target (or goUrl, path) first, since only it is covered
 * by the signature, else the link's target or goUrl; only in-app pages, home otherwise.
 */
export function entryTarget(params: PageParams, data?: string): string {
  const wanted = [fromData(data), params.target, params.goUrl].find((v) => typeof v === 'string' && v) as
    string | undefined
  return safeTarget(wanted, { exclude: ENTRY_PAGES })
}

/** The signed login; the session is stored only once the server accepted it. Resolves the target. */
export async function ssoLogin(sso: SsoLoginBody, options: { goUrl: string; isWestdex?: boolean }): Promise<string> {
  const result = await loginByPhone(sso, { noTip: true })
  return completeLogin(result, { goUrl: options.goUrl, isWestdex: options.isWestdex ?? false, navigate: false })
}

/** encrypted-entry: a signed link is required. */
export async function runEncryptedEntry(params: PageParams): Promise<string> {
  const sso = readSsoParams(params)
  if (!sso) throw new Error(ENTRY_TEXT.missing)
  return ssoLogin(sso, { goUrl: entryTarget(params, sso.data) })
}

/**
 * westdex-bridge: a signed link logs in as Westdex. Without one, a signed-in shopper becomes Westdex and goes on;
 * a visitor logs in first (web page or host bridge) and comes back here, which then records the flag.
 * Resolves null when it went to login itself.
 */
export async function runWestdexEntry(params: PageParams): Promise<string | null> {
  const sso = readSsoParams(params)
  const target = entryTarget(params, sso?.data)
  if (sso) return ssoLogin(sso, { goUrl: target, isWestdex: true })
  const auth = useAuthStore.getState()
  if (auth.isLogin) {
    auth.setWestdex(true)
    return target
  }
  await goLogin(pageUrl('westdex-bridge', { target }))
  return null
}

const SDK_PAGES: readonly string[] = [pagePath('sdk-entry'), pagePath('sdk-bridge'), pagePath('mili-sdk-bridge')]

/** An in-app bridge_path, or '' when missing or not one of ours. */
export const sdkBridgePath = (path?: string) => (path ? safeTarget(path, { fallback: '', exclude: SDK_PAGES }) : '')

/**
 * sdk-entry: the third-party SDK variant is switched on and kept (is_third persists; `is_third=0` leaves it),
 * its bridge_path remembered for the SDK bridges; a signed link also logs in. Resolves where to go.
 */
export async function runSdkEntry(params: PageParams): Promise<string> {
  const sdk = useSdkStore.getState()
  sdk.setThird(params.is_third !== '0')
  const bridgePath = sdkBridgePath(params.bridge_path)
  sdk.setBridgePath(bridgePath)
  const sso = readSsoParams(params)
  const target = bridgePath || entryTarget(params, sso?.data)
  return sso ? ssoLogin(sso, { goUrl: target }) : target
}

export interface SdkReturn {
  path: string
}

/** sdk-bridge and mili-sdk-bridge: the bridge_path of the link, else the one sdk-entry remembered. */
export function readSdkReturn(params: PageParams): SdkReturn | null {
  const path = sdkBridgePath(params.bridge_path) || sdkBridgePath(useSdkStore.getState().bridge_path)
  return path ? { path } : null
}

/** Stays in (or enters) the SDK variant and follows the path once. */
export async function continueSdk({ path }: SdkReturn): Promise<{ target: string; relaunch: boolean }> {
  const sdk = useSdkStore.getState()
  sdk.setThird(true)
  sdk.setBridgePath('')
  return { target: path, relaunch: true }
}
