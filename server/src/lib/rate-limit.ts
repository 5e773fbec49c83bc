import { lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import { AppError, ERRNO } from '../errors'

/** The rate-limited groups and their routes; each group counts per IP across all of its routes. */
export const RATE_LIMITED: Record<'login' | 'sms' | 'order' | 'pay' | 'parse' | 'support', string[]> = {
  login: [
    '/api/v1/user/phonelogin',
    '/api/v1/wechat/userinfo',
    '/api/v1/wechat/mplogin',
    '/api/v1/wechat/phonelogin',
    '/api/v1/wechat/applogin',
    '/api/v1/alipay/mplogin',
    '/api/v1/user/applelogin',
    '/api/v1/wechat/bindphone',
    '/api/v1/user/bindphone'
  ],
  sms: ['/api/service/sms/sendcode'],
  order: ['/api/v1/order/create'],
  pay: ['/api/v1/order/pay', '/api/payment/sandbox/pay'],
  // 智能识别 reads the district tree for each paste: a shopper pastes a few times, a script thousands.
  parse: ['/api/v1/addr/parse'],
  // 在线客服: a person types a few messages a minute; a flood is a script (support.ts adds a per-shopper limit).
  support: ['/api/v1/support/send']
}

/** Answered as HTTP 429 with errno 1004 (app.ts's error handler reads the status from here). */
export class RateLimitedError extends AppError {
  readonly statusCode = 429
  constructor(retryAfterSeconds: number) {
    super(ERRNO.RATE_LIMITED, `操作过于频繁，请 ${Math.max(1, retryAfterSeconds)} 秒后再试`)
  }
}

/**
 * One atomic upsert per hit: a key whose window has ended starts again at 1. The clock is the database's, so
 * nodes with drifting clocks still agree on the window.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const res = (await db.execute(sql`
    insert into ${rateLimits} ("key", "count", "reset_at")
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict ("key") do update set
      "count" = case when ${rateLimits}."reset_at" <= now() then 1 else ${rateLimits}."count" + 1 end,
      "reset_at" = case when ${rateLimits}."reset_at" <= now() then excluded."reset_at" else ${rateLimits}."reset_at" end
    returning "count", greatest(0, ceil(extract(epoch from ("reset_at" - now())) * 1000))::int as "ttl"
  `)) as unknown as { rows: Array<{ count: number; ttl: number }> }
  const row = res.rows[0]
  return { current: Number(row.count), ttl: Number(row.ttl) }
}

/** The plugin's store over the rate_limits table; keys carry their group, so every route shares one store. */
function databaseStore(db: Db) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, done: (err: Error | null, res?: { current: number; ttl: number }) => void, windowMs: number) {
      hit(db, key, windowMs).then(
        (res) => done(null, res),
        (err: Error) => done(err)
      )
    }
    child() {
      return new DatabaseStore()
    }
  }
}

/**
 * Per-IP limits on login, SMS, order create and pay, counted in the database so they hold across API nodes.
 * Call before the routes are registered: the onRoute hook gives each listed route its group's limit.
 */
export async function registerRateLimits(app: FastifyInstance, db: Db, config: Config['rateLimit']) {
  const groupOf = new Map(Object.entries(RATE_LIMITED).flatMap(([g, urls]) => urls.map((u) => [u, g] as const)))
  app.addHook('onRoute', (route) => {
    const group = groupOf.get(route.url) as keyof typeof RATE_LIMITED | undefined
    if (!group || !config[group]) return
    route.config = {
      ...route.config,
      rateLimit: {
        max: config[group],
        timeWindow: config.windowSeconds * 1000,
        keyGenerator: (req: FastifyRequest) => `${group}:${req.ip}`
      }
    }
  })
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: (_req, ctx) => new RateLimitedError(Math.ceil(ctx.ttl / 1000))
  })
}

/** Rows whose window ended more than a minute ago; the server runs this as a job. */
export async function purgeRateLimits(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 minute'`))
}
