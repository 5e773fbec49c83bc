import { REPORT_LIMITS } from '@contract/report'
import { uuid } from '../utils/uuid'

/**
 * Monitoring switch and trace (spec sections 8 and 9). A build with TARO_APP_SENTRY_DSN sends errors to a
 * Sentry-compatible service through the official SDKs (services/sentry-h5.ts on H5, loaded after the first paint;
 * services/sentry-mini.ts in mini programs); without it the reporter keeps POST /app/report. This module is what
 * the first screen carries: the switch, the app's trace id that every request sends (`sentry-trace`, `baggage`) so
 * the server's transaction and its errors join the app's trace, and a small buffer for errors caught before the
 * SDK is loaded. docs/decisions/0019-uploads-and-monitoring.md.
 */

/** Empty unless the build sets it; the literal test lets the build drop the SDK when it is empty. */
export const SENTRY_DSN: string = process.env.TARO_APP_SENTRY_DSN || ''

export const monitoringOn = (): boolean => SENTRY_DSN !== ''

/** What the loaded SDK offers the reporter. */
export interface MonitorSink {
  capture(err: unknown, extraStack?: string): void
}

let sink: MonitorSink | null = null
let early: Array<{ err: unknown; extraStack?: string }> = []
let traceId = ''

const hex = (length: number) => uuid().replace(/-/g, '').slice(0, length)

/** The app's trace: one id per app run, shared by its requests and its error events. */
export function appTraceId(): string {
  if (!traceId) traceId = (hex(32) + hex(32)).slice(0, 32)
  return traceId
}

/** The DSN's public key (the part before `@`), as baggage names it. */
function publicKey(dsn: string): string {
  const m = /^[a-z]+:\/\/([^@:/]+)[:@]/i.exec(dsn)
  return m ? m[1] : ''
}

/** Trace headers for one request: a fresh span id under the app's trace, sampled (rate 1). Empty when off. */
export function traceHeaders(): Record<string, string> {
  if (!monitoringOn()) return {}
  const trace = appTraceId()
  return {
    'sentry-trace': `${trace}-${hex(16)}-1`,
    baggage: [
      `sentry-trace_id=${trace}`,
      `sentry-public_key=${publicKey(SENTRY_DSN)}`,
      `sentry-sample_rate=${REPORT_LIMITS.sampleRate}`,
      'sentry-sampled=true'
    ].join(',')
  }
}

/** Hands an error to the SDK, or keeps it (at most the queue's 30) until the SDK is loaded. */
export function captureToMonitor(err: unknown, extraStack?: string): void {
  if (sink) return sink.capture(err, extraStack)
  early.push({ err, extraStack })
  if (early.length > REPORT_LIMITS.queueMax) early.shift()
}

/** Called by the SDK module once its client is set up: what was caught before goes first. */
export function setMonitorSink(next: MonitorSink | null): void {
  sink = next
  if (!next) return
  const waiting = early
  early = []
  for (const e of waiting) next.capture(e.err, e.extraStack)
}

/** Tests only. */
export function resetMonitoring(): void {
  sink = null
  early = []
  traceId = ''
}
