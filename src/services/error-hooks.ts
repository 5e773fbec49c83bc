import Taro from '@tarojs/taro'
import { flush, report } from './reporter'
import { monitoringOn, SENTRY_DSN } from './monitoring'

let installed = false

/** Mini programs hand over one string, message then stack: keep them apart so reports group by message. */
function splitMessage(text: unknown): { message: string; stack?: string } {
  // WeChat puts a bare 'MiniProgramError' (or 'thirdScriptError') header above the real message.
  const lines = String(text ?? '')
    .split('\n')
    .filter((l, i) => i > 0 || !/^\s*(MiniProgramError|thirdScriptError)\s*$/.test(l))
  const message = lines.find((l) => l.trim()) ?? ''
  const stack = lines
    .slice(lines.indexOf(message) + 1)
    .join('\n')
    .trim()
  return stack ? { message: message.trim(), stack } : { message: message.trim() }
}

/**
 * Catches what no code caught and hands it to the reporter: on H5 the window's error and
 * unhandledrejection events, in mini programs Taro.onError and Taro.onUnhandledRejection. Also sends
 * what an earlier visit queued, and again whenever the network comes back. Called once, from app.tsx,
 * before the first page renders.
 */
export function installErrorReporter(): void {
  if (installed) return
  installed = true
  if (process.env.TARO_ENV === 'h5') {
    if (typeof window !== 'undefined') {
      window.addEventListener('error', (event: ErrorEvent) => {
        report(event.error ?? event.message, 'error')
      })
      window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
        report(event.reason, 'rejection')
      })
      window.addEventListener('online', () => void flush())
    }
  } else {
    try {
      Taro.onError?.((error: unknown) => report(typeof error === 'string' ? splitMessage(error) : error, 'error'))
      Taro.onUnhandledRejection?.((res: { reason?: unknown }) => report(res?.reason, 'rejection'))
      Taro.onNetworkStatusChange?.((res: { isConnected?: boolean }) => {
        if (res?.isConnected) void flush()
      })
    } catch {
      // a host without these hooks reports only what the app catches itself
    }
  }
  if (monitoringOn()) loadMonitoring()
  void flush()
}

/**
 * Loads the Sentry SDK. H5: its own chunk, fetched once the page has loaded (after the first paint), so the home
 * first screen stays within its budget; errors caught before wait in services/monitoring.ts. Mini programs: in
 * the main package, and only in a build with TARO_APP_SENTRY_DSN (the literal test lets the build leave it out).
 */
function loadMonitoring(): void {
  if (process.env.TARO_ENV === 'h5') {
    const start = () => {
      import(/* webpackChunkName: "sentry" */ './sentry-h5')
        .then((m) => m.startSentry(SENTRY_DSN))
        .catch(() => undefined)
    }
    if (typeof document === 'undefined' || document.readyState === 'complete') setTimeout(start, 0)
    else window.addEventListener('load', () => setTimeout(start, 0), { once: true })
  } else if (process.env.TARO_APP_SENTRY_DSN) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mini = require('./sentry-mini') as typeof import('./sentry-mini')
    mini.startSentry(SENTRY_DSN)
  }
}

/** Tests only: lets installErrorReporter run again. */
export function resetErrorHooks(): void {
  installed = false
}
