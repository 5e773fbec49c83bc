import fs from 'node:fs'
import { ConfigError } from '../config'

/**
 * Calling an outside gateway (payment, SMS, login, courier): a timeout per try, a few tries with exponential backoff
 * when the gateway is down or slow (timeouts, connection errors, HTTP 5xx), and one error type the services turn into
 * a clear message for the shopper. A refusal (HTTP 4xx, a business error code) is not retried: asking again would
 * get the same answer.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** True when the gateway was unreachable, slow or answered 5xx: worth another try later. */
    readonly retryable: boolean,
    /** The gateway's own error code when it answered one (e.g. ORDERPAID, ACQ.TRADE_HAS_SUCCESS). */
    readonly code?: string
  ) {
    super(message)
  }
}

export interface RetryOptions {
  /** Tries in all, the first included. */
  tries: number
  /** Wait before the second try; doubled for each further try. */
  baseMs: number
}

/** The operator's knobs, shared by every gateway: GATEWAY_TRIES, GATEWAY_RETRY_BASE_MS, GATEWAY_TIMEOUT_MS. */
export function gatewaySettings(env: NodeJS.ProcessEnv = process.env) {
  const num = (name: string, fallback: number, min: number) => {
    const v = Number(env[name] || fallback)
    return Number.isFinite(v) && v >= min ? v : fallback
  }
  return {
    retry: { tries: num('GATEWAY_TRIES', 3, 1), baseMs: num('GATEWAY_RETRY_BASE_MS', 300, 0) } as RetryOptions,
    timeoutMs: num('GATEWAY_TIMEOUT_MS', 10_000, 1)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function withRetry<T>(fn: () => Promise<T>, opts: RetryOptions): Promise<T> {
  let last: unknown
  for (let i = 0; i < Math.max(1, opts.tries); i++) {
    if (i > 0) await sleep(opts.baseMs * 2 ** (i - 1) * (0.75 + Math.random() / 2))
    try {
      return await fn()
    } catch (err) {
      last = err
      if (!(err instanceof GatewayError) || !err.retryable) throw err
    }
  }
  throw last
}

/** `fetch` with a timeout; a network failure or timeout becomes a retryable GatewayError. */
export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (err) {
    throw new GatewayError(`gateway unreachable: ${(err as Error).message}`, true)
  }
}

/** A variable holding a key: the PEM text itself, or `<NAME>_FILE` naming a file that holds it. */
export function envSecret(env: NodeJS.ProcessEnv, name: string, required = true): string {
  const file = env[`${name}_FILE`]
  if (file) {
    try {
      return fs.readFileSync(file, 'utf8')
    } catch {
      throw new ConfigError(`${name}_FILE=${file} cannot be read`)
    }
  }
  const v = env[name]?.replace(/\\n/g, '\n')
  if (!v && required) throw new ConfigError(`${name} (or ${name}_FILE) must be set for the chosen provider`)
  return v ?? ''
}

export function envValue(env: NodeJS.ProcessEnv, name: string, fallback?: string): string {
  const v = env[name] || fallback
  if (!v) throw new ConfigError(`${name} must be set for the chosen provider`)
  return v
}
