import { SESSION_KEYS } from '@/constants/storage-keys'
import { navigate } from '@/navigation'
import { isWebAddress, openWebview } from '@/utils/webview'
import { currentUid, readBridgeState, saveBridgeState } from '@/components/bridge-runner'

/** Raised when a provider answers with an address the app must not open (not http(s)). */
export const BAD_PROVIDER_URL = '服务商返回的地址无效，请稍后重试'

/**
 * Leaves the app for a provider page. H5 navigates the window itself, so the provider's redirect back
 * lands on a bridge page of this app; mini programs cannot leave, so the page opens in a web view.
 */
export async function leaveForProvider(url: string, via: 'bank' | 'face'): Promise<void> {
  if (!isWebAddress(url)) throw new Error(BAD_PROVIDER_URL)
  if (process.env.TARO_ENV === 'h5') {
    window.location.assign(url)
    return
  }
  if (via === 'face') {
    await navigate('pagesFace/webview')
    return
  }
  await openWebview(url)
}

/** What the face-verification hand-off (pagesFace/middle) is about to open. */
export type FaceKind = 'auth' | 'sign'

/** The fdd webview url session key: the provider page of an identity check or a signing, with its kind. */
export interface FaceHandOff {
  url: string
  kind: FaceKind
}

/** Saves the provider address for pagesFace/middle and pagesFace/webview, stamped with the account. */
export function saveFaceHandOff(url: string, kind: FaceKind): void {
  if (!isWebAddress(url)) throw new Error(BAD_PROVIDER_URL)
  saveBridgeState<FaceHandOff>(SESSION_KEYS.fddWebviewUrl, { url, kind })
}

/** The hand-off page of the e-sign flows: explains what comes next, then leaves. */
export function goToFaceHandOff(kind: FaceKind): Promise<unknown> {
  return navigate('pagesFace/middle', { kind })
}

export type FaceHandOffRead =
  | { status: 'ok'; handOff: FaceHandOff }
  /** Nothing saved in this tab (reopened, expired), another account's, or an address that is not http(s). */
  | { status: 'missing' | 'foreign' | 'refused' }

/** The hand-off this account saved, for the face pages; a foreign or non-http(s) one is never opened. */
export function readFaceHandOff(): FaceHandOffRead {
  const read = readBridgeState<FaceHandOff>(SESSION_KEYS.fddWebviewUrl, currentUid(), true)
  if (read.status !== 'ok') return { status: read.status }
  const h = read.data
  if (!h || typeof h !== 'object' || (h.kind !== 'auth' && h.kind !== 'sign')) return { status: 'missing' }
  return isWebAddress(h.url) ? { status: 'ok', handOff: h } : { status: 'refused' }
}
