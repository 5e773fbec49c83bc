import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from './config'
import type { Database } from './db/client'
import { AppError, ERRNO, sessionExpired } from './errors'
import { resolveUser } from './lib/auth'
import { REVALIDATE, registerH5Static } from './lib/h5-static'
import { guardInput } from './lib/input-guard'
import { registerImageUrls } from './lib/image-urls'
import { purgeRateLimits, RateLimitedError, registerRateLimits } from './lib/rate-limit'
import { isSandboxPath, registerSandboxNotice } from './lib/sandbox-notice'
import { registerSecurityHeaders } from './lib/security-headers'
import { needsLogin } from './lib/visitor-routes'
import { createProviders, type Providers } from './providers'
import { databaseStore } from './lib/sandbox-store'
import { registerRoutes } from './routes'
import { describeValidationError } from './lib/validation'
import { serveAdmin } from './admin/static'
import type { Job } from './lib/context'
import { createMetrics, registerMetrics } from './lib/metrics'
import { REDACTED_LOG_PATHS } from './field-crypto'
import { createFileStore, type FileStore } from './lib/storage'
import { registerSentry } from './lib/sentry'
import { createSoldOutGate } from './catalogue/sold-out'
import { ErrorEnvelope } from '@contract/api/route'
import { checkSerialization, firstDifference, SERIALIZATION_MISMATCH } from './lib/serialization-check'
import { healthRoutes } from '@contract/api/service'

export interface BuildOptions {
  config: Config
  database: Database
  logger?: boolean
  providers?: Partial<Providers>
  /** Another file store than the configured one (tests). */
  files?: FileStore
  /**
   * Fastify's schema compilers (its `schemaController.compilersFactory`), Fastify's own when absent. The server tests
   * build a hundred apps in one process with the same schemas and pass compilers that reuse what an earlier app
   * compiled (tests/server/helpers-compilers.ts, docs/testing.md "CI time"); a server builds one app and passes none.
   */
  compilers?: NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
}

/**
 * A refusal, whatever the route: the contract's ErrorEnvelope, serialized through its own schema. A route's
 * response[200] describes its success only, so a refusal (also sent with HTTP 200, spec section 7) must not go
 * through it (docs/architecture.md, "The contract").
 */
function refuse(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(reply.serializeInput(body, ErrorEnvelope))
}

export async function buildApp(opts: BuildOptions) {
  const { trustProxy } = opts.config
  const app = Fastify({
    // A line per request costs about 30 % of a cached answer: production logs warnings and errors unless asked.
    logger:
      opts.logger === false
        ? false
        : {
            level: process.env.LOG_LEVEL || (opts.config.env === 'production' ? 'warn' : 'info'),
            // Personal numbers never reach a log line, even inside an object someone logs (decision 0018).
            redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' }
          },
    // The client sends a fresh Uuid per request: use it as the request id so a client log line finds the server's.
    requestIdHeader: 'uuid',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies nearest to us (what Fastify does for a number, which its types omit).
    trustProxy: typeof trustProxy === 'number' ? (_addr: string, hop: number) => hop < trustProxy : trustProxy,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    ...(opts.compilers ? { schemaController: { compilersFactory: opts.compilers } } : {})
  }).withTypeProvider<TypeBoxTypeProvider>()

  await registerSecurityHeaders(app, opts.config)
  app.decorate('db', opts.database.db)
  app.decorate('config', opts.config)
  app.decorate(
    'providers',
    createProviders(opts.config, opts.providers, databaseStore(opts.database.db), opts.database.db)
  )
  app.decorate('files', opts.files ?? (await createFileStore(opts.config.uploads, opts.config.dataDir)))
  app.decorate('jobs', [] as Job[])
  const soldOut = createSoldOutGate(opts.database)
  app.decorate('soldOut', soldOut)
  app.addHook('onClose', () => soldOut.close())
  app.decorateRequest('userId', null)
  app.decorate('routeList', [] as FastifyInstance['routeList'])
  app.addHook('onRoute', (r) => {
    for (const method of ([] as string[]).concat(r.method)) app.routeList.push({ method, url: r.url, schema: r.schema })
  })
  if (opts.config.serializationCheck) {
    checkSerialization(app, (m) =>
      app.log.error({ route: m.route, difference: firstDifference(m.expected, m.actual) }, SERIALIZATION_MISMATCH)
    )
  }
  registerSandboxNotice(app, opts.config)
  app.decorate('monitor', await registerSentry(app, opts.config.sentry))
  const { token, port } = opts.config.metrics
  const metrics = token || port ? createMetrics(opts.database) : null
  app.decorate('metrics', metrics)
  if (metrics) registerMetrics(app, opts.config, metrics)
  registerImageUrls(app, opts.config)
  await registerRateLimits(app, opts.database.db, opts.config.rateLimit)
  app.jobs.push({ name: 'rate-limit-purge', everyMs: 600_000, run: () => purgeRateLimits(opts.database.db) })

  // Mini-program clients send POST with an empty body and a JSON content type: treat that as {}.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body.trim() : ''
    if (!text) return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new AppError(ERRNO.INVALID_PARAM, '请求体不是合法的 JSON'), undefined)
    }
  })
  // Some clients post forms; accept them as plain objects so schemas can validate them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })

  app.addHook('preValidation', async (req) => {
    if (req.method === 'POST' && (req.body === undefined || req.body === null)) req.body = {}
  })

  // Login before validation: a visitor's call to a protected route is 1006 whatever its body (lib/visitor-routes.ts).
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return
    req.userId = await resolveUser(app.db, req.headers.authorization)
    if (!req.userId && needsLogin(req)) throw sessionExpired()
  })
  guardInput(app)

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      const status = err instanceof RateLimitedError ? err.statusCode : 200
      return refuse(reply, status, { errno: err.errno, error: err.message, data: err.data })
    }
    const fe = err as FastifyError
    if (fe.validation) {
      return refuse(reply, 200, { errno: ERRNO.INVALID_PARAM, error: describeValidationError(fe), data: null })
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const message =
        fe.statusCode === 413 ? '请求内容过大' : fe.statusCode === 415 ? '不支持的请求格式' : '请求参数错误'
      return refuse(reply, fe.statusCode, { errno: ERRNO.INVALID_PARAM, error: message, data: null })
    }
    req.log.error({ err }, 'unhandled error')
    app.monitor?.captureError(err, req)
    return refuse(reply, 500, { errno: ERRNO.INTERNAL, error: '服务器繁忙，请稍后重试', data: null })
  })

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) {
      return reply.status(404).send({ errno: ERRNO.NOT_FOUND, error: '接口不存在', data: null })
    }
    // The H5 app routes by hash; any other path (custom routes, deep links) gets the shell. A sandbox path that
    // is not a route (production without DEMO_MODE) is a plain 404, not an app page. So is a missing file (a name
    // with an extension): the browser's /favicon.ico got the 25 KB shell on every first visit, beside the first
    // screen's picture (bench/photos.md), and a chunk of an older build would get HTML to run as script.
    const index = path.join(app.config.h5Dir, 'index.html')
    const file = /\.[a-z0-9]+$/i.test(req.url.split('?')[0])
    if (req.method === 'GET' && !file && !isSandboxPath(req.url) && fs.existsSync(index)) {
      return reply.type('text/html').header('cache-control', REVALIDATE).send(fs.readFileSync(index))
    }
    return reply.status(404).type('text/plain').send('Not found')
  })

  app.get('/api/health', { schema: healthRoutes['/api/health'] }, async () => {
    await app.db.execute('select 1' as never)
    return { errno: 1, error: '', data: { status: 'ok', db: opts.database.kind } }
  })

  await (await import('./lib/openapi')).registerApiDocs(app, opts.config) // /api/docs, development only
  await registerRoutes(app)
  await serveAdmin(app)

  if (fs.existsSync(app.config.h5Dir)) await registerH5Static(app, app.config.h5Dir)
  return app
}
