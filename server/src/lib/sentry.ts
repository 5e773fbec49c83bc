import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Span } from '@sentry/node'
import type { Config } from '../config'

/**
 * Errors and request traces to a Sentry-compatible service (Sentry, or a self-hosted GlitchTip) through the
 * official Node SDK, only when SENTRY_DSN is set; without it nothing is loaded. Every request is one transaction
 * (the spec's sample rate 1) named by its route pattern, continuing the trace the app started: the app's request
 * wrapper sends `sentry-trace` and `baggage` (src/services/monitoring.ts), so an error on a phone and the server
 * error it caused share one trace id. Why these hooks and not the SDK's automatic HTTP spans:
 * docs/decisions/0019-uploads-and-monitoring.md.
 */
export interface Monitor {
  /** An unexpected error (the 500 path of app.ts), attached to its request's trace. */
  captureError(err: unknown, req?: FastifyRequest): void
  /** Sends what is buffered; resolves false when `ms` ran out first. */
  flush(ms?: number): Promise<boolean>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's transaction when monitoring is on. */
    sentrySpan?: Span
  }
}

/** Headers an event may carry: never the bearer token, cookies or anything a shopper typed. */
const KEPT_HEADERS = new Set(['user-agent', 'mili-mp-ver', 'access-channel', 'content-type', 'uuid'])

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name]
  return Array.isArray(v) ? v.join(',') : v
}

export async function registerSentry(app: FastifyInstance, s: Config['sentry']): Promise<Monitor | null> {
  if (!s.dsn) return null
  const Sentry = await import('@sentry/node')
  Sentry.init({
    dsn: s.dsn,
    environment: s.environment,
    release: s.release,
    sampleRate: 1,
    tracesSampleRate: 1,
    // Whole transactions, not the v2 span stream: what GlitchTip and self-hosted Sentry ingest.
    traceLifecycle: 'static',
    // No shopper data: no user fields, cookies, bodies or query strings; only the headers that say which client.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: [...KEPT_HEADERS] }, response: false },
      httpBodies: [],
      urlQueryParams: false
    },
    // The request transactions and error events are made below, from Fastify's route patterns (never raw URLs with
    // ids in them) and only for the 500 path: the SDK's own Fastify capture would also send answered errors, and
    // outside the request's trace.
    integrations: (defaults) => [
      ...defaults.filter((i) => i.name !== 'Http' && i.name !== 'Fastify'),
      Sentry.httpIntegration({ disableIncomingRequestSpans: true })
    ],
    beforeSend(event) {
      if (event.request) {
        const headers = event.request.headers ?? {}
        event.request.headers = Object.fromEntries(
          Object.entries(headers).filter(([k]) => KEPT_HEADERS.has(k.toLowerCase()))
        )
        delete event.request.cookies
        delete event.request.data
        delete event.request.query_string
      }
      return event
    }
  })

  app.addHook('onRequest', async (req) => {
    const name = `${req.method} ${req.routeOptions.url ?? 'unmatched'}`
    req.sentrySpan = Sentry.continueTrace(
      { sentryTrace: header(req, 'sentry-trace'), baggage: header(req, 'baggage') },
      () =>
        Sentry.startInactiveSpan({
          name,
          op: 'http.server',
          forceTransaction: true,
          attributes: { 'http.request.method': req.method, 'http.route': req.routeOptions.url ?? '' }
        })
    )
  })
  app.addHook('onResponse', async (req, reply) => {
    const span = req.sentrySpan
    if (!span) return
    Sentry.setHttpStatus(span, reply.statusCode)
    span.end()
  })
  app.addHook('onClose', async () => {
    await Sentry.close(2000)
  })

  return {
    captureError(err, req) {
      const capture = () =>
        Sentry.captureException(err, {
          tags: req ? { route: req.routeOptions.url ?? 'unmatched', request_id: req.id } : undefined
        })
      if (req?.sentrySpan) Sentry.withActiveSpan(req.sentrySpan, capture)
      else capture()
    },
    flush: (ms = 2000) => Sentry.flush(ms)
  }
}
