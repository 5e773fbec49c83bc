import Taro from '@tarojs/taro'
import { isH5 } from './env'
import { parameterError } from './errors'

/**
 * Synchronous key-value storage over Taro's storage API, with one stored shape on every platform:
 * `{ data: <value> }`. Taro's H5 storage already writes every value that way into localStorage (and
 * only reads back values shaped so), while mini-program storage keeps values as given, so the
 * wrapper is added here for mini programs only.
 */

/** Storage keys must be strings (spec section 5): anything else is logged and refused. */
export function checkStorageKey(key: unknown, api = 'getStorageSync'): key is string {
  if (typeof key === 'string') return true
  console.error(`${api}:fail ${parameterError(null, 'String', key)}`)
  return false
}

function isWrapped(value: unknown): value is { data: unknown } {
  return typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, 'data')
}

/** The stored value, or null when the key is missing or its value cannot be read. Never throws. */
export function readStorage<T = unknown>(key: unknown): T | null {
  if (!checkStorageKey(key, 'getStorageSync')) return null
  try {
    const raw: unknown = Taro.getStorageSync(key)
    if (isH5()) return raw === '' || raw === undefined || raw === null ? null : (raw as T)
    return isWrapped(raw) ? (raw.data as T) : null
  } catch (err) {
    console.error(`getStorageSync:fail ${String(err)}`)
    return null
  }
}

/** Stores a value; false when the platform refused it (quota, private mode). */
export function writeStorage(key: unknown, value: unknown): boolean {
  if (!checkStorageKey(key, 'setStorageSync')) return false
  try {
    Taro.setStorageSync(key, isH5() ? value : { data: value })
    return true
  } catch (err) {
    console.error(`setStorageSync:fail ${String(err)}`)
    return false
  }
}

export function removeStorage(key: unknown): void {
  if (!checkStorageKey(key, 'removeStorageSync')) return
  try {
    Taro.removeStorageSync(key)
  } catch (err) {
    console.error(`removeStorageSync:fail ${String(err)}`)
  }
}

/**
 * Session storage for the hand-over keys of spec section 3: the browser's sessionStorage on H5 (it
 * survives the provider's redirect back, and dies with the tab); mini programs have no such thing,
 * so the app's lifetime (memory) stands in for the session there.
 */
const memorySession = new Map<string, string>()

function browserSession(): Storage | null {
  if (process.env.TARO_ENV === 'h5') {
    try {
      return typeof sessionStorage !== 'undefined' ? sessionStorage : null
    } catch {
      // some private modes throw on access
      return null
    }
  }
  return null
}

export function sessionGet<T = unknown>(key: unknown): T | null {
  if (!checkStorageKey(key, 'getStorageSync')) return null
  const store = browserSession()
  const raw = store ? store.getItem(key) : (memorySession.get(key) ?? null)
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isWrapped(parsed) ? (parsed.data as T) : null
  } catch {
    return null
  }
}

export function sessionSet(key: unknown, value: unknown): void {
  if (!checkStorageKey(key, 'setStorageSync')) return
  const raw = JSON.stringify({ data: value })
  const store = browserSession()
  if (store) store.setItem(key, raw)
  else memorySession.set(key, raw)
}

export function sessionRemove(key: unknown): void {
  if (!checkStorageKey(key, 'removeStorageSync')) return
  const store = browserSession()
  if (store) store.removeItem(key)
  else memorySession.delete(key)
}
