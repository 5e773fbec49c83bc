import Taro from '@tarojs/taro'
import {
  captureException,
  createTransport,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  getCurrentScope,
  linkedErrorsIntegration,
  makeOfflineTransport,
  serializeEnvelope,
  setCurrentClient,
  type BaseTransportOptions,
  type Client,
  type Envelope,
  type Integration,
  type OfflineStore,
  type Transport,
  type TransportMakeRequestResponse
} from '@sentry/core'
import { REPORT_IGNORE, REPORT_LIMITS } from '@contract/report'
import { MONITOR_QUEUE_KEY } from '../constants/storage-keys'
import { readStorage, writeStorage } from '../utils/storage'
import { appTraceId, setMonitorSink } from './monitoring'

/**
 * What the H5 and mini-program Sentry clients share: the spec's numbers (sample rate 1, at most 30 events kept
 * offline, cause chain depth 5, 'Script error' and the reporter's other noise ignored), a transport over
 * Taro.request (the only network API every platform has; it answers HTTP 429 and Retry-After to the SDK, which
 * then stops sending for that long, 60 s when the header is missing), and the offline queue in Taro storage.
 */

const header = (headers: Record<string, string> | undefined, name: string): string | null => {
  if (!headers) return null
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name)
  return key ? String(headers[key]) : null
}

/** Sends envelopes with Taro.request; a failure to connect rejects, so the offline queue keeps the envelope. */
export function makeTaroTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async (req) => {
    const body = typeof req.body === 'string' ? req.body : (req.body.buffer as ArrayBuffer)
    let res: { statusCode: number; header?: Record<string, string> }
    try {
      res = await Taro.request({
        url: options.url,
        method: 'POST',
        data: body,
        header: { 'Content-Type': 'text/plain;charset=UTF-8' },
        dataType: 'text',
        responseType: 'text'
      })
    } catch (err) {
      throw new Error(String((err as { errMsg?: string })?.errMsg ?? 'request:fail'))
    }
    return {
      statusCode: res.statusCode,
      headers: {
        'retry-after': header(res.header, 'retry-after'),
        'x-sentry-rate-limits': header(res.header, 'x-sentry-rate-limits')
      }
    } satisfies TransportMakeRequestResponse
  })
}

/** The offline queue: serialized envelopes in storage, the oldest dropped past 30 (REPORT_LIMITS.queueMax). */
export function taroStore(): OfflineStore {
  const read = (): string[] => {
    const v = readStorage<unknown>(MONITOR_QUEUE_KEY)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  }
  const write = (list: string[]) => writeStorage(MONITOR_QUEUE_KEY, list.slice(-REPORT_LIMITS.queueMax))
  // Kept as JSON of the envelope itself: Sentry's own envelope parser needs TextEncoder, which mini programs
  // lack. Envelopes with binary items (attachments, never made here) are not kept.
  const text = (env: Envelope) => {
    try {
      return typeof serializeEnvelope(env) === 'string' ? JSON.stringify(env) : null
    } catch {
      return null
    }
  }
  return {
    async push(env) {
      const s = text(env)
      if (s) write([...read(), s])
    },
    async unshift(env) {
      const s = text(env)
      // A retried envelope goes back in front; when full, the newest gives way so the order is kept.
      if (s) write([s, ...read()].slice(0, REPORT_LIMITS.queueMax))
    },
    async shift() {
      const [first, ...rest] = read()
      if (first === undefined) return undefined
      write(rest)
      return JSON.parse(first) as Envelope
    }
  }
}

/** Client options both platforms use; the platform adds its stack parser and its integrations. */
export function monitorOptions(dsn: string, integrations: Integration[] = []) {
  return {
    dsn,
    release: process.env.TARO_APP_MP_VER ? `mili-mall@${process.env.TARO_APP_MP_VER}` : undefined,
    environment: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    sampleRate: REPORT_LIMITS.sampleRate,
    tracesSampleRate: REPORT_LIMITS.sampleRate,
    traceLifecycle: 'static' as const,
    ignoreErrors: [...REPORT_IGNORE],
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      linkedErrorsIntegration({ limit: REPORT_LIMITS.causeDepth }),
      dedupeIntegration(),
      ...integrations
    ],
    transport: makeOfflineTransport(makeTaroTransport),
    // Read by the offline wrapper (makeOfflineTransport), which the platform clients' option types do not name.
    transportOptions: { createStore: taroStore, flushAtStartup: true } as unknown as Partial<BaseTransportOptions>
  }
}

/** Makes `client` the app's: its events carry the app's trace id, and the reporter's errors go to it. */
export function bindClient(client: Client, platform: string): void {
  setCurrentClient(client)
  client.init()
  getCurrentScope().setPropagationContext({ traceId: appTraceId(), sampleRand: Math.random() })
  getCurrentScope().setTag('platform', platform)
  setMonitorSink({
    capture: (err, extraStack) =>
      captureException(err, extraStack ? { extra: { componentStack: extraStack } } : undefined)
  })
}
