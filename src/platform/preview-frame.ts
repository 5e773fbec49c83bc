/**
 * H5 only: the page framed by a parent on the same origin, as the console's live preview of the home page frames
 * it (docs/decisions/0021-console-coupons-cards-preview.md). Browser globals stay in the platform layer.
 */
export function isFramed(): boolean {
  return process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' && window.parent !== window
}

/**
 * Hands `onData` the messages of the same-origin parent frame only (any other window or origin is ignored), and
 * tells the parent `ready` once listening. Answers the call that stops listening.
 */
export function listenToParent(onData: (data: unknown) => void, ready: unknown): () => void {
  const listener = (e: MessageEvent) => {
    if (e.origin === window.location.origin && e.source === window.parent) onData(e.data)
  }
  window.addEventListener('message', listener)
  window.parent.postMessage(ready, window.location.origin)
  return () => window.removeEventListener('message', listener)
}
