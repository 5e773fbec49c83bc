/** Path prefixes of the API contract (docs/design.md section 2). */
export const API_PREFIX = {
  default: '/api/v1',
  service: '/api/service',
  root: '/api'
} as const

export type ApiPrefix = keyof typeof API_PREFIX

/** Envelope errno values the client itself reacts to; the full catalogue is ./errno.ts. */
export const ERRNO_OK = 1
export const ERRNO_SESSION_EXPIRED = 1006

/**
 * errno values for failures that never reached the server. Negative so they can never collide with
 * the server catalogue (which is positive).
 */
export const CLIENT_ERRNO = {
  network: -1,
  timeout: -2,
  badResponse: -3,
  http: -4
} as const
