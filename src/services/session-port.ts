import { DEFAULT_CHANNEL } from '../constants/limits'

/**
 * What the request and upload wrappers need to know about the session, without importing the stores
 * that keep it (the API sits below the stores: docs/architecture-app.md). The auth store provides the
 * token and uid, the global store the channel, and app start the session-expiry flow (the notice and
 * the trip to login); each provides its part when it loads. Until then a call goes out anonymous on the
 * default channel and a 1006 answer does nothing more than reject.
 */
export interface SessionPort {
  /** The access token, '' when logged out. */
  token: () => string
  uid: () => number | null
  /** Access-Channel when the call names none: the partner channel the user came in through. */
  channel: () => string
  /** A call answered 1006 for the session it was sent with; autoAuth false: clear it silently. */
  expired: (autoAuth?: boolean) => void
}

const DEFAULTS: SessionPort = {
  token: () => '',
  uid: () => null,
  channel: () => DEFAULT_CHANNEL,
  expired: () => undefined
}

let port: SessionPort = { ...DEFAULTS }

/** Provides some of the port's answers; later providers replace earlier ones for the same answer. */
export function provideSession(part: Partial<SessionPort>): void {
  port = { ...port, ...part }
}

export function session(): SessionPort {
  return port
}
