import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault
} from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from '../config'
import type { Db, DbOrTx } from '../db/client'
import { sessionExpired } from '../errors'
import type { Registry } from 'prom-client'
import type { FileStore } from './storage'
import type { Monitor } from './sentry'

/*
 * The server's types of context, at the bottom of the import graph: route modules and services import them from
 * here, never from app.ts (which imports every route module), so no type drags a cycle in. This file imports no
 * area (docs/architecture.md, server layers): the areas add what they put on the context (their providers) by
 * declaration merging, and the sold-out gate's interface lives here while catalogue/sold-out.ts implements it.
 */

/**
 * The outside world, one port per area: each area's `*.provider.ts` adds its own member with
 * `declare module '../lib/context' { interface Providers { sms: SmsProvider } }`, the way Fastify decorators extend
 * FastifyInstance below. providers.ts (the entry's wiring) builds the object, so a port an area declares but the
 * wiring forgets fails the typecheck there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' declaration merging
export interface Providers {}

export interface SoldOutGate {
  /** True when this node knows the activity is sold out and the token has no order: refuse without the database. */
  refuses(activityId: number, confirmToken: string): boolean
  /**
   * An attempt on the activity was refused for stock: check it and remember it when its stock is 0. With `within`
   * (the refused transaction, before its rollback) the check runs there and is awaited: on PGlite's one connection a
   * check queued behind the crowd's transactions would come too late to spare them.
   */
  learn(activityId: number, within?: DbOrTx): Promise<void>
  /**
   * Before an attempt's transaction: false when this node's attempts in flight already outnumber the units it last
   * saw left (the rest of the crowd cannot win unless one of those fails), so the attempt is answered at once
   * instead of queueing for a connection only to be refused; the database still decides every unit. A token this
   * node saw win is always let through (its retry answers its order). 'none-left': the last take this node saw left
   * nothing (the caller learns and answers sold out); 'ok' counts the attempt in flight until `settle`.
   */
  admit(activityId: number, confirmToken: string): 'ok' | 'none-left' | 'in-flight'
  /** After an admitted attempt: no longer in flight; a take that succeeded reports the units it left, and its token. */
  settle(activityId: number, outcome: { left?: number | null; winner?: string }): void
  /** Units this node last saw left of the activity and its attempts in flight (tests, metrics). */
  inHand(activityId: number): { units: number | null; inflight: number } | undefined
  /** How many activities this node holds as sold out (tests, metrics). */
  size(): number
  close(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    providers: Providers
    /** Periodic work (order auto-close, cashback settlement); started by server.ts, never in tests. */
    jobs: Job[]
    /** Prometheus metrics when METRICS_TOKEN or METRICS_PORT is set (lib/metrics.ts), else null. */
    metrics: Metrics | null
    /** Where uploaded files live (lib/storage.ts): DATA_DIR/uploads or an S3-compatible bucket. */
    files: FileStore
    /** Errors and traces to Sentry when SENTRY_DSN is set (lib/sentry.ts), else null. */
    monitor: Monitor | null
    /** Flash sales this node knows are sold out (catalogue/sold-out.ts). */
    soldOut: SoldOutGate
    /** Every route registered, method and url; the malformed-input tests walk it. */
    routeList: Array<{ method: string; url: string; schema?: FastifySchema }>
  }
  interface FastifyRequest {
    /** Set by the auth hook (app.ts) when the request carries a live token. */
    userId: number | null
  }
}

export interface Job {
  name: string
  everyMs: number
  run: () => Promise<unknown>
}

/** What one tick of a scheduled job did on this node (lib/jobs.ts): `skipped` when another node had the slot. */
export type JobOutcome = 'ran' | 'failed' | 'skipped'

/** Prometheus metrics (lib/metrics.ts). */
export interface Metrics {
  registry: Registry
  /** For the job scheduler: one call per tick. */
  jobTick(job: string, outcome: JobOutcome, ms: number): void
}

/** The Fastify instance route modules receive: TypeBox schemas type each handler's body. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>

/**
 * The one context services take: the database, the configuration and the outside world. Route handlers pass the
 * app itself (it has all three); tests pass their test app or a stand-in with sandbox providers.
 */
export interface Ctx {
  db: Db
  config: Config
  providers: Providers
  /** The app's sold-out gate; a stand-in context without one simply asks the database every time. */
  soldOut?: SoldOutGate
  /** The app's file store (lib/storage.ts); a stand-in context without one keeps files under DATA_DIR. */
  files?: FileStore
}

/** Who is calling: what a route knows about its caller and hands to services that record it. */
export interface Caller {
  /** The live user behind the bearer token; null when there is none or it expired. */
  userId: number | null
  /** The spec's Access-Channel header when it names a valid channel: a new account starts in that channel. */
  channel: string | undefined
  ip: string
}

/** A channel id as profile.info carries it (the Access-Channel header, a partner's channel_id), or undefined. */
export function channelOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : undefined
}

export function callerOf(req: FastifyRequest): Caller {
  return { userId: req.userId, channel: channelOf(req.headers['access-channel']), ip: req.ip }
}

/** The logged-in caller's id, or errno 1006. Call it first in every protected handler. */
export function requireUser(req: FastifyRequest): number {
  const { userId } = callerOf(req)
  if (!userId) throw sessionExpired()
  return userId
}
