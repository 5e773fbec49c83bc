/**
 * The mini programs' privacy authorisation (docs/decisions/0024-reviews.md). With `__usePrivacyCheck__` (WeChat) /
 * `usePrivacyCheck` (Alipay) in app.json, a privacy API (location, album, camera, phone number, address) called
 * before the shopper agreed to the privacy policy is held by the platform, which calls the listener registered
 * with `onNeedPrivacyAuthorization` (WeChat: wx, base library 2.32.3; Alipay: my, base library 2.9.7) and waits for
 * its `resolve`: `{ event: 'agree', buttonId }` (after a tap on the `agreePrivacyAuthorization` button) lets the
 * call go on, `{ event: 'disagree' }` makes it fail. The listener only records the request; the privacy sheet of
 * the page on screen (components/privacy-sheet) shows it and answers. H5 has no such gate: nothing to install.
 */

export type PrivacyResolve = (answer: { event: 'agree'; buttonId: string } | { event: 'disagree' }) => void
type Host = {
  onNeedPrivacyAuthorization?: (listener: (resolve: PrivacyResolve, info?: { referrer?: string }) => void) => void
}

/** The id of the agree button: the platform checks that the agreement came from it. */
export const PRIVACY_AGREE_BUTTON_ID = 'privacy-agree'

export interface PrivacyRequest {
  /** The API or component that asked (chooseImage, getLocation ...), when the platform says. */
  referrer: string
}

let waiting: PrivacyResolve[] = []
let request: PrivacyRequest | null = null
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((l) => l())

function host(): Host | null {
  const g = globalThis as { wx?: Host; my?: Host }
  if (process.env.TARO_ENV === 'weapp') return g.wx ?? null
  if (process.env.TARO_ENV === 'alipay') return g.my ?? null
  return null
}

/** Registers the one listener (registration replaces any earlier one on both platforms). Called at startup. */
export function installPrivacyCheck(): boolean {
  const h = host()
  if (typeof h?.onNeedPrivacyAuthorization !== 'function') return false
  h.onNeedPrivacyAuthorization((resolve, info) => {
    // Two privacy calls at once share one answer: every held call is resolved together.
    waiting.push(resolve)
    request = { referrer: info?.referrer ?? '' }
    notify()
  })
  return true
}

/** The request the sheet should show, or null. */
export const privacyRequest = () => request

export function subscribePrivacy(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The shopper's answer: every held call goes on (agree) or fails (disagree); the sheet closes. */
export function answerPrivacy(agree: boolean): void {
  const held = waiting
  waiting = []
  request = null
  for (const resolve of held)
    resolve(agree ? { event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID } : { event: 'disagree' })
  notify()
}
