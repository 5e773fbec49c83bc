import { SESSION_KEYS } from '@/constants/storage-keys'
import { navigate } from '@/navigation'
import { sessionGet, sessionSet } from './storage'

/**
 * The webview page opens whatever address sits under the webview-address key (spec section 2), so the
 * address is checked where it is read: only an http(s) address with a plain host passes. javascript:,
 * data:, file:, relative paths and `user@host` tricks are refused.
 */
const WEB_ADDRESS = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#][^\s]*)?$/i

export function isWebAddress(url: unknown): url is string {
  return typeof url === 'string' && url.length <= 2048 && WEB_ADDRESS.test(url.trim())
}

export type WebviewAddress = { ok: true; url: string } | { ok: false; reason: 'missing' | 'refused'; url: string }

/** What the webview page should open, or why it must not. */
export function readWebviewAddress(): WebviewAddress {
  const raw = sessionGet<unknown>(SESSION_KEYS.webviewUrl)
  const url = typeof raw === 'string' ? raw.trim() : ''
  if (!url) return { ok: false, reason: 'missing', url: '' }
  return isWebAddress(url) ? { ok: true, url } : { ok: false, reason: 'refused', url }
}

/** Stores the address under the webview key and opens the webview page; false when the address is refused. */
export async function openWebview(url: string): Promise<boolean> {
  if (!isWebAddress(url)) return false
  sessionSet(SESSION_KEYS.webviewUrl, url.trim())
  await navigate('webview')
  return true
}
