import { isNativeApp } from './ua'

/**
 * The native app's answer to jumpLoginOrAuth (platform/bridge.ts). The app logs the shopper in with what it
 * offers (WeChat through the WeChat SDK, Sign in with Apple) and hands the one-time code back to the web view
 * by calling
 *
 *   window.miliNativeLogin({ type: 'wechat' | 'apple', code: '<code>', backUrl: '<the backUrl it was given>' })
 *
 * (an object or its JSON string). The web side trades the code through /wechat/applogin or /user/applelogin and
 * finishes the login; the call resolves `{ ok, message? }` so the app can tell the shopper when it failed.
 * `{ type: 'cancel' }` means the shopper closed the app's login: nothing happens.
 */

export const NATIVE_LOGIN_CALLBACK = 'miliNativeLogin'

export type NativeLoginType = 'wechat' | 'apple'

export interface NativeLoginPayload {
  type: NativeLoginType
  code: string
  backUrl?: string
}

export interface NativeLoginAnswer {
  ok: boolean
  message?: string
}

/** The app's message as a payload, or null when it is a cancel or not understood. */
export function parseNativeLogin(raw: unknown): NativeLoginPayload | null {
  let value = raw
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  if (!value || typeof value !== 'object') return null
  const { type, code, backUrl } = value as Record<string, unknown>
  if (type !== 'wechat' && type !== 'apple') return null
  if (typeof code !== 'string' || !code || code.length > 256) return null
  return { type, code, ...(typeof backUrl === 'string' && backUrl ? { backUrl } : {}) }
}

type CallbackWindow = Record<string, unknown>

/**
 * Lets the native app deliver its login (only inside the app's web view). Returns the way to stop listening.
 * The handler's failure is answered as `{ ok: false, message }`, never thrown into the app.
 */
export function listenNativeLogin(handler: (payload: NativeLoginPayload) => Promise<unknown>, ua?: string): () => void {
  if (process.env.TARO_ENV !== 'h5' || !isNativeApp(ua)) return () => undefined
  const w = window as unknown as CallbackWindow
  const callback = async (raw: unknown): Promise<NativeLoginAnswer> => {
    const payload = parseNativeLogin(raw)
    if (!payload) return { ok: false }
    try {
      await handler(payload)
      return { ok: true }
    } catch (err) {
      return { ok: false, message: (err instanceof Error && err.message) || '登录失败，请稍后重试' }
    }
  }
  w[NATIVE_LOGIN_CALLBACK] = callback
  return () => {
    if (w[NATIVE_LOGIN_CALLBACK] === callback) delete w[NATIVE_LOGIN_CALLBACK]
  }
}
