import Taro from '@tarojs/taro'
import { API_PREFIX, CLIENT_ERRNO, ERRNO_OK, ERRNO_SESSION_EXPIRED, type ApiPrefix } from '../constants/api'
import { REQUEST_TIMEOUT } from '../constants/limits'
import { MSG } from '../constants/messages'
import { apiBase } from '../utils/env'
import { toast } from '../utils/feedback'
import { learnFromResponse } from '../utils/server-clock'
import { uuid } from '../utils/uuid'
import { traceHeaders } from './monitoring'
import { session } from './session-port'
import { takeEarlyAnswer } from './early-answer'

/**
 * The only HTTP path of the app (docs/design.md section 4): headers, envelope, errno, timeout. It knows the
 * session only through the session port (./session-port.ts), so it imports no store (docs/architecture-app.md).
 */

export interface Envelope<T = unknown> {
  errno: number
  error: string
  data: T
  /** The HTTP status, present only when it is an error status (>= 400): e.g. 429 pauses the error reporter. */
  status?: number
}

export interface RequestOptions {
  /** default '/api/v1', service '/api/service', root '/api'. */
  prefix?: ApiPrefix
  /** Access-Channel for this call; else the store's channel, else 'm'. */
  channel?: string
  /** Do not show the error toast; the caller reports the failure itself. */
  noTip?: boolean
  /** false: an expired session is cleared silently, without the notice and the trip to login. */
  autoAuth?: boolean
  /** Resolve the whole envelope even when errno is not 1, instead of rejecting. */
  raw?: boolean
}

export class ApiError<D = unknown> extends Error {
  errno: number
  data: D

  constructor(errno: number, message: string, data: D) {
    super(message)
    this.name = 'ApiError'
    this.errno = errno
    this.data = data
  }
}

export type RequestBody = Record<string, unknown>

export function apiUrl(path: string, prefix: ApiPrefix = 'default'): string {
  return `${apiBase()}${API_PREFIX[prefix]}${path.startsWith('/') ? path : `/${path}`}`
}

const bearerOf = (token: string) => (token ? `Bearer ${token}` : '')

/** Headers every call carries; the upload helper sends the same. */
export function buildHeaders(channel?: string): Record<string, string> {
  const port = session()
  const accessToken = port.token()
  const uid = port.uid()
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Uuid: uuid(),
    'Access-Channel': channel || port.channel()
  }
  if (typeof uid === 'number' && uid > 0) headers.Uid = String(uid)
  if (accessToken) headers.Authorization = bearerOf(accessToken)
  // With monitoring on, the server continues the app's trace (services/monitoring.ts); else nothing is added.
  Object.assign(headers, traceHeaders())
  // Written as literal TARO_ENV tests (not isMiniProgram()) so the H5 build drops the header entirely.
  if (
    process.env.TARO_ENV === 'weapp' ||
    process.env.TARO_ENV === 'alipay' ||
    process.env.TARO_ENV === 'swan' ||
    process.env.TARO_ENV === 'tt' ||
    process.env.TARO_ENV === 'qq' ||
    process.env.TARO_ENV === 'jd'
  ) {
    headers['MILI-MP-VER'] = process.env.TARO_APP_MP_VER || '0.0.0'
  }
  return headers
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'errno' in value &&
    Number.isFinite(Number((value as { errno: unknown }).errno))
  )
}

function fail(options: RequestOptions, envelope: Envelope): Envelope {
  if (!options.noTip && envelope.errno !== ERRNO_SESSION_EXPIRED) {
    toast(envelope.error || `请求失败（${envelope.errno}）`).catch(() => undefined)
  }
  if (options.raw) return envelope
  throw new ApiError(envelope.errno, envelope.error, envelope.data)
}

/** The platform's answer as an envelope; anything unexpected (no body, HTML, an odd shape) becomes a client errno. */
function toEnvelope(res: { statusCode?: number; data?: unknown } | null | undefined): Envelope {
  const body = res?.data
  const status = Number(res?.statusCode)
  const httpError = status >= 400 ? { status } : {}
  if (isEnvelope(body)) {
    return { errno: Number(body.errno), error: String(body.error ?? ''), data: body.data ?? null, ...httpError }
  }
  if (status >= 400) {
    return { errno: CLIENT_ERRNO.http, error: `${MSG.serverError}（${status}）`, data: null, ...httpError }
  }
  return { errno: CLIENT_ERRNO.badResponse, error: MSG.badResponse, data: null }
}

type Task = Promise<{ statusCode: number; data: unknown }> & { abort?: () => void }

/** Sends the call and settles with the envelope; transport failures become client-side envelopes. */
function send(url: string, data: RequestBody, header: Record<string, string>): Promise<Envelope> {
  return new Promise<Envelope>((resolve) => {
    let settled = false
    const finish = (envelope: Envelope) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(envelope)
    }
    // Our own timer: platforms report a timeout differently (H5 only sees an aborted fetch).
    const timer = setTimeout(() => {
      finish({ errno: CLIENT_ERRNO.timeout, error: MSG.requestTimeout, data: null })
      task?.abort?.()
    }, REQUEST_TIMEOUT)
    let task: Task
    const sentAt = Date.now()
    try {
      task = Taro.request({
        url,
        data,
        header,
        method: 'POST',
        dataType: 'json',
        timeout: REQUEST_TIMEOUT + 5_000
      }) as Task
    } catch {
      task = Promise.reject(new Error('request:fail'))
    }
    Promise.resolve(task).then(
      (res) => {
        // Every answer's Date header keeps countdowns on the server's clock (utils/server-clock.ts).
        learnFromResponse(res, sentAt)
        finish(toEnvelope(res))
      },
      (err: unknown) => {
        const errMsg = String((err as { errMsg?: string; message?: string })?.errMsg ?? (err as Error)?.message ?? '')
        const timedOut = /time ?out/i.test(errMsg)
        finish({
          errno: timedOut ? CLIENT_ERRNO.timeout : CLIENT_ERRNO.network,
          error: timedOut ? MSG.requestTimeout : MSG.networkError,
          data: null
        })
      }
    )
  })
}

export function request<T = unknown>(
  path: string,
  data: RequestBody | undefined,
  options: RequestOptions & { raw: true }
): Promise<Envelope<T>>
export function request<T = unknown>(path: string, data?: RequestBody, options?: RequestOptions): Promise<T>
export async function request<T = unknown>(
  path: string,
  data: RequestBody = {},
  options: RequestOptions = {}
): Promise<T | Envelope<T>> {
  const header = buildHeaders(options.channel)
  const url = apiUrl(path, options.prefix)
  const pending = takeEarlyAnswer(url, data, header.Authorization)
  const early = pending ? await pending : null
  // An early answer counts only when it succeeded; anything else is asked again, with the usual handling.
  const envelope =
    isEnvelope(early) && Number(early.errno) === ERRNO_OK ? toEnvelope({ data: early }) : await send(url, data, header)
  if (envelope.errno === ERRNO_OK) return options.raw ? (envelope as Envelope<T>) : (envelope.data as T)
  // A late 1006 for a session that a login has replaced meanwhile says nothing about the new one.
  const sameSession = (header.Authorization ?? '') === bearerOf(session().token())
  if (envelope.errno === ERRNO_SESSION_EXPIRED && sameSession) session().expired(options.autoAuth)
  return fail(options, envelope) as Envelope<T>
}
