/**
 * Alipay reads every time it is given (the request's `timestamp`, a trade's `time_expire`) as Beijing time,
 * `yyyy-MM-dd HH:mm:ss` (the open API's public parameters). alipay-sdk writes `timestamp` in the server's own zone,
 * 8 hours behind on a UTC server, so every call states it here instead, whatever TZ the process runs in.
 */

const BEIJING_OFFSET_MS = 8 * 3600_000

/** yyyy-MM-dd HH:mm:ss of `d` in Beijing time (UTC+8, no daylight saving), independent of the process's zone. */
export function beijingTime(d: Date): string {
  return new Date(d.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** A call's public parameters with `timestamp` in Beijing time (the SDK lets a parameter given override its own). */
export const withBeijingTimestamp = <T extends object>(params: T, now = new Date()) => ({
  ...params,
  timestamp: beijingTime(now)
})
