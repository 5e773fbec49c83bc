import { pagePath } from '@/navigation'
import { isWebAddress } from '../utils/webview'
import { getHostPlatform } from './ua'

/**
 * WeChat's web authorisation for H5 inside WeChat's own browser (spec section 6: detected by the user agent).
 * The shopper leaves for WeChat's authorise page (the sandbox one in development) and comes back to the WeChat
 * bridge with `code` and `state` in the query before the hash, where WeChat puts them.
 * A mini program's web-view is not this: its host mini program owns the login (platform/login.ts).
 */

export function canUseWechatOauth(ua?: string): boolean {
  return getHostPlatform(ua) === 'wechat'
}

/** An unguessable state for one authorisation, checked by the bridge against the one this tab saved. */
export function newOauthState(): string {
  const bytes = new Uint8Array(16)
  const c = typeof crypto !== 'undefined' ? crypto : undefined
  if (c?.getRandomValues) c.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Where WeChat sends the shopper back: this site's WeChat bridge page (hash route). */
export function oauthRedirectUri(bridgePath: string = pagePath('wechat-bridge')): string {
  if (process.env.TARO_ENV === 'h5') {
    return `${window.location.origin}${window.location.pathname}#${bridgePath}`
  }
  return bridgePath
}

/** Leaves for the authorise page; refuses anything but an http(s) address. */
export function leaveForOauth(url: string): void {
  if (!isWebAddress(url)) throw new Error('授权地址无效，请稍后重试')
  if (process.env.TARO_ENV === 'h5') window.location.assign(url)
}

/**
 * Takes code and state out of the address once they are spent, so they do not ride along into every later
 * page's address (the hash router keeps the part before the hash). The router's history state is kept.
 */
export function clearOauthReturn(): void {
  if (process.env.TARO_ENV === 'h5') {
    const { search, pathname, hash } = window.location
    if (!search) return
    const query = new URLSearchParams(search)
    query.delete('code')
    query.delete('state')
    const rest = query.toString()
    window.history.replaceState(window.history.state, '', `${pathname}${rest ? `?${rest}` : ''}${hash}`)
  }
}
