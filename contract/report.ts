/**
 * Error-reporting limits (spec sections 8 and 9), shared by the app's reporter and the server's report
 * endpoint so that what the app sends always fits what the server accepts.
 */
export const REPORT_LIMITS = {
  /** Share of errors sent: all of them. */
  sampleRate: 1,
  /** Events kept while offline or paused; the oldest go first. Also the most one batch carries. */
  queueMax: 30,
  /** How long sending stops after an HTTP 429. */
  pauseMs: 60_000,
  /** How many `err.cause` links are followed. */
  causeDepth: 5,
  /** Retry delay after a failed send (offline, timeout, server error). */
  retryMs: 30_000,
  /** Field lengths in characters. */
  message: 1000,
  stack: 4000,
  causeStack: 2000,
  page: 256,
  ua: 512,
  uuid: 64
} as const

/** Messages dropped before they are queued: noise no one can act on (cross-origin scripts, user cancels). */
export const REPORT_IGNORE: readonly RegExp[] = [
  /Script error/i,
  /ResizeObserver loop/i,
  /:fail cancel\b/i,
  /:fail abort\b/i
]

/** Server side: events stored per client IP and per device uuid in one rolling window. */
export const REPORT_RATE_LIMIT = { events: 120, windowMs: 60_000 } as const
