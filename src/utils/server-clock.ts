/**
 * The server's clock as seen from this device. Countdowns (flash sales, order auto-close, group time
 * left) must follow the server: a phone whose clock is minutes off would otherwise open a sale early
 * or close an order late.
 *
 * Every answer says what time it was on the server (the HTTP Date header, whole seconds; or an
 * envelope field such as server_time). One answer only bounds the offset: the server read its clock
 * somewhere between our send and our receive, and a whole-second reading may be up to 999 ms behind.
 * So each answer gives an interval of possible offsets, and the intervals of all answers are
 * intersected: the estimate narrows with every call and does not jitter from one call to the next.
 * When the intersection comes out empty, the device clock was changed: start again from the new answer.
 */

interface Bounds {
  low: number
  high: number
}

let bounds: Bounds | null = null

/** Local ms to add to Date.now() to get the server's time; 0 until an answer was seen. */
export function serverOffset(): number {
  return bounds ? Math.round((bounds.low + bounds.high) / 2) : 0
}

/** The server's current time in ms (the device clock until the first answer). */
export function serverNow(): number {
  return Date.now() + serverOffset()
}

/** Whether an answer has told us the server's time yet. */
export function serverClockKnown(): boolean {
  return bounds !== null
}

/**
 * Learns from one reading: the server's clock said `serverMs` (truncated to `resolutionMs`) at some
 * moment between `sentAt` and `receivedAt` (local Date.now() values).
 */
export function learnServerTime(
  serverMs: number,
  sentAt: number,
  receivedAt: number = sentAt,
  resolutionMs = 1000
): void {
  if (![serverMs, sentAt, receivedAt, resolutionMs].every(Number.isFinite) || serverMs <= 0) return
  const start = Math.min(sentAt, receivedAt)
  const end = Math.max(sentAt, receivedAt)
  const next: Bounds = { low: serverMs - end, high: serverMs + Math.max(resolutionMs, 0) - start }
  if (!bounds) {
    bounds = next
    return
  }
  const low = Math.max(bounds.low, next.low)
  const high = Math.min(bounds.high, next.high)
  bounds = low <= high ? { low, high } : next
}

/** A unix-seconds field of a response (e.g. ActivityInfo.server_time). */
export function learnServerSeconds(seconds: number, sentAt: number, receivedAt: number = sentAt): void {
  learnServerTime(seconds * 1000, sentAt, receivedAt, 1000)
}

/** Reads the Date header of a response's headers (any case; H5 lower-cases names, mini programs keep them). */
export function dateHeaderMs(headers: unknown): number | null {
  if (!headers || typeof headers !== 'object') return null
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    if (name.toLowerCase() !== 'date') continue
    const ms = Date.parse(Array.isArray(value) ? String(value[0]) : String(value))
    return Number.isFinite(ms) ? ms : null
  }
  return null
}

/**
 * Learns from a Taro.request result: `header` on every platform Taro adapts, `headers` as Alipay's
 * own API names it. A response without a usable Date header teaches nothing.
 */
export function learnFromResponse(res: unknown, sentAt: number, receivedAt: number = Date.now()): void {
  if (!res || typeof res !== 'object') return
  const r = res as { header?: unknown; headers?: unknown }
  const ms = dateHeaderMs(r.header) ?? dateHeaderMs(r.headers)
  if (ms !== null) learnServerTime(ms, sentAt, receivedAt)
}

/** Forgets what was learned (tests; a logout does not need it: the server's clock stays the same). */
export function resetServerClock(): void {
  bounds = null
}
