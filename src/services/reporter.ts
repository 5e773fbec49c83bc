import Taro from '@tarojs/taro'
import { REPORT_IGNORE, REPORT_LIMITS } from '@contract/report'
import { ERRNO } from '@contract/errno'
import { ERRNO_OK } from '../constants/api'
import { REPORT_QUEUE_KEY } from '../constants/storage-keys'
import type { ReportCause, ReportEvent, ReportKind } from '@contract/schemas/report'
import { getDeviceUuid } from '../utils/device'
import { taroEnv } from '../utils/env'
import { getCurrentRoute } from '../utils/route'
import { readStorage, writeStorage } from '../utils/storage'
import { sendReports } from './api/report'
import { captureToMonitor, monitoringOn } from './monitoring'

/**
 * The error reporter (spec sections 8 and 9): every error is kept (sample rate 1) in a queue of at most
 * 30 events that survives restarts (utils/storage), the oldest dropped first, and sent in batches to
 * POST /app/report. An HTTP 429 stops sending for 60 s; a failed send (offline) keeps the queue and
 * tries again later. Messages on the ignore list ('Script error' and other noise) are never queued.
 * A build with TARO_APP_SENTRY_DSN hands the same errors to the Sentry SDK instead (services/monitoring.ts),
 * which keeps these numbers itself (services/sentry-common.ts).
 */

export interface ReporterOptions {
  sampleRate: number
  queueMax: number
  pauseMs: number
  causeDepth: number
  retryMs: number
  ignore: readonly RegExp[]
}

const DEFAULTS: ReporterOptions = {
  sampleRate: REPORT_LIMITS.sampleRate,
  queueMax: REPORT_LIMITS.queueMax,
  pauseMs: REPORT_LIMITS.pauseMs,
  causeDepth: REPORT_LIMITS.causeDepth,
  retryMs: REPORT_LIMITS.retryMs,
  ignore: REPORT_IGNORE
}

let options: ReporterOptions = { ...DEFAULTS }
let pausedUntil = 0
let sending: Promise<void> | null = null
let timer: ReturnType<typeof setTimeout> | null = null

/** Overrides for tests and for a build that wants other limits. */
export function configureReporter(overrides: Partial<ReporterOptions> = {}): void {
  options = { ...DEFAULTS, ...overrides }
}

/** Back to a fresh reporter (tests): defaults, no pause, no timer. The stored queue is left alone. */
export function resetReporter(): void {
  options = { ...DEFAULTS }
  pausedUntil = 0
  sending = null
  seen = new WeakSet<object>()
  if (timer) clearTimeout(timer)
  timer = null
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)
// NUL characters are refused by the server (and by PostgreSQL text); a stack rarely has one, but never send it.
const clean = (text: unknown, max: number) => clip(String(text ?? '').replace(/\0/g, ''), max)

function describe(err: unknown): { message: string; stack?: string } {
  if (err instanceof Error) {
    const message = err.message ? `${err.name}: ${err.message}` : err.name
    return { message, stack: err.stack }
  }
  if (typeof err === 'object' && err !== null) {
    const o = err as { message?: unknown; errMsg?: unknown; stack?: unknown }
    const text = o.message ?? o.errMsg
    if (text !== undefined) return { message: String(text), stack: typeof o.stack === 'string' ? o.stack : undefined }
    try {
      return { message: JSON.stringify(err) }
    } catch {
      return { message: Object.prototype.toString.call(err) }
    }
  }
  return { message: String(err) }
}

/** The `cause` chain below `err`, nearest first, at most `depth` links (a cycle cannot run away). */
export function causeChain(err: unknown, depth = options.causeDepth): ReportCause[] {
  const out: ReportCause[] = []
  let current: unknown = (err as { cause?: unknown } | null)?.cause
  while (current !== undefined && current !== null && out.length < depth) {
    const { message, stack } = describe(current)
    out.push({
      message: clean(message, REPORT_LIMITS.message),
      ...(stack ? { stack: clean(stack, REPORT_LIMITS.causeStack) } : {})
    })
    current = (current as { cause?: unknown }).cause
  }
  return out
}

export function isIgnored(message: string): boolean {
  return options.ignore.some((re) => re.test(message))
}

/** The error as an event, or null when it is on the ignore list. */
export function toEvent(err: unknown, kind: ReportKind = 'error', extraStack = ''): ReportEvent | null {
  const described = describe(err)
  const { message } = described
  const stack = [described.stack, extraStack].filter(Boolean).join('\n')
  if (!clean(message, REPORT_LIMITS.message).trim() || isIgnored(message)) return null
  const causes = causeChain(err)
  let page = ''
  try {
    page = getCurrentRoute()
  } catch {
    // before any page exists
  }
  return {
    kind,
    message: clean(message, REPORT_LIMITS.message),
    ...(stack ? { stack: clean(stack, REPORT_LIMITS.stack) } : {}),
    ...(causes.length ? { causes } : {}),
    page: clean(page, REPORT_LIMITS.page),
    time: Date.now()
  }
}

export function readQueue(): ReportEvent[] {
  const stored = readStorage<unknown>(REPORT_QUEUE_KEY)
  return Array.isArray(stored) ? (stored as ReportEvent[]) : []
}

function writeQueue(events: ReportEvent[]): void {
  writeStorage(REPORT_QUEUE_KEY, events.slice(-options.queueMax))
}

function schedule(delay: number): void {
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => {
    timer = null
    void flush()
  }, delay)
}

/** What Sentry groups by is an Error: a mini program's message string (or an errMsg object) becomes one. */
function asError(err: unknown, event: ReportEvent): unknown {
  if (err instanceof Error) return err
  const e = new Error(event.message)
  e.stack = event.stack ? `Error: ${event.message}\n${event.stack}` : e.stack
  return e
}

// One error object is reported once, however many handlers see it (a failed chunk is also an unhandled rejection).
let seen = new WeakSet<object>()

/**
 * Queues an error and sends soon. `extraStack` is appended to its stack (React's component stack).
 * Returns the queued event (null: ignored, not sampled, or already reported).
 */
export function report(err: unknown, kind: ReportKind = 'error', extraStack = ''): ReportEvent | null {
  try {
    if (typeof err === 'object' && err !== null) {
      if (seen.has(err)) return null
      seen.add(err)
    }
    const event = toEvent(err, kind, extraStack)
    if (!event || Math.random() >= options.sampleRate) return null
    if (monitoringOn()) {
      captureToMonitor(asError(err, event), extraStack)
      return event
    }
    writeQueue([...readQueue(), event])
    // Batched: errors tend to come in bursts (one failure, several callers).
    if (!timer && !sending && Date.now() >= pausedUntil) schedule(0)
    return event
  } catch {
    // The reporter must never be the thing that breaks the app.
    return null
  }
}

export function isPaused(): boolean {
  return Date.now() < pausedUntil
}

function ua(): string {
  if (process.env.TARO_ENV === 'h5') {
    return typeof navigator !== 'undefined' ? clean(navigator.userAgent, REPORT_LIMITS.ua) : ''
  }
  try {
    const info = Taro.getSystemInfoSync() as { model?: string; system?: string; version?: string }
    return clean(`${info.model ?? ''} ${info.system ?? ''} ${info.version ?? ''}`.trim(), REPORT_LIMITS.ua)
  } catch {
    return ''
  }
}

async function sendOnce(): Promise<void> {
  const batch = readQueue()
  if (!batch.length) return
  const envelope = await sendReports({
    uuid: clean(getDeviceUuid(), REPORT_LIMITS.uuid),
    platform: taroEnv(),
    ua: ua(),
    events: batch
  })
  if (envelope.status === 429 || envelope.errno === ERRNO.RATE_LIMITED) {
    pausedUntil = Date.now() + options.pauseMs
    schedule(options.pauseMs)
    return
  }
  if (envelope.errno === ERRNO_OK || envelope.errno === ERRNO.INVALID_PARAM) {
    // Sent, or refused as malformed (sending it again would be refused again): either way it leaves the
    // queue. Events queued while the batch was in flight stay.
    const sent = new Set(batch.map((e) => `${e.time}|${e.message}`))
    const rest = readQueue().filter((e) => !sent.has(`${e.time}|${e.message}`))
    writeQueue(rest)
    if (rest.length) schedule(0)
    return
  }
  // Offline, timed out or a server error: keep everything and try later.
  schedule(options.retryMs)
}

/** Sends what is queued now, unless paused or a send is already under way. */
export function flush(): Promise<void> {
  if (sending) return sending
  if (isPaused()) {
    schedule(pausedUntil - Date.now())
    return Promise.resolve()
  }
  sending = sendOnce()
    .catch(() => schedule(options.retryMs))
    .finally(() => {
      sending = null
    })
  return sending
}
