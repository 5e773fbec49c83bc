import { sessionGet, sessionRemove, sessionSet } from '@/utils/storage'
import { useAuthStore } from '@/stores/auth'

/**
 * Hand-over state for a provider round trip (spec section 3 session keys), stamped with the account
 * that saved it, so the bridge page that picks it up can refuse to continue as another account.
 */
interface Stamped<T> {
  bridge: 1
  /** The signed-in uid when it was saved; null when nobody was signed in. */
  uid: number | null
  data: T
}

function isStamped(value: unknown): value is Stamped<unknown> {
  return typeof value === 'object' && value !== null && (value as { bridge?: unknown }).bridge === 1
}

/** A signed-in uid, or null: logout leaves uid 0 (spec section 4). */
export function currentUid(): number | null {
  const { isLogin, uid } = useAuthStore.getState()
  return isLogin && typeof uid === 'number' && uid > 0 ? uid : null
}

/** Saves a value under a session key with the current account's uid beside it. */
export function saveBridgeState<T>(key: string, data: T): void {
  const stamped: Stamped<T> = { bridge: 1, uid: currentUid(), data }
  sessionSet(key, stamped)
}

export type BridgeStateRead<T> =
  | { status: 'ok'; data: T }
  | { status: 'missing' }
  /** Saved by another account, or (when an account is required) by nobody we can name. */
  | { status: 'foreign' }

/**
 * Reads a saved value for `uid`. A value saved by another account is foreign; one with no owner (saved
 * signed out, or written without saveBridgeState) passes only when the bridge does not act for an account.
 */
export function readBridgeState<T>(key: string, uid: number | null, requireOwner = false): BridgeStateRead<T> {
  const raw = sessionGet<unknown>(key)
  if (raw === null || raw === undefined || raw === '') return { status: 'missing' }
  const owner = isStamped(raw) ? raw.uid : null
  const data = (isStamped(raw) ? raw.data : raw) as T
  if (data === null || data === undefined || data === '') return { status: 'missing' }
  if (owner !== null && owner !== uid) return { status: 'foreign' }
  if (owner === null && requireOwner) return { status: 'foreign' }
  return { status: 'ok', data }
}

export function clearBridgeState(keys: readonly string[]): void {
  for (const key of keys) sessionRemove(key)
}
