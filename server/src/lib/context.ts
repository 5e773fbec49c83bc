import type { FastifyRequest } from 'fastify'
import { sessionExpired } from '../errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook (app.ts) when the request carries a live token. */
    userId: number | null
  }
}

/** What a route knows about its caller and hands to services. */
export interface RequestContext {
  /** The live user behind the bearer token; null when there is none or it expired. */
  userId: number | null
  /** The spec's Access-Channel header when it names a valid channel: a new account starts in that channel. */
  channel: string | undefined
  ip: string
}

/** The context of a logged-in caller. */
export interface UserContext extends RequestContext {
  userId: number
}

/** A channel id as profile.info carries it (the Access-Channel header, a partner's channel_id), or undefined. */
export function channelOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(value) ? value : undefined
}

export function requestContext(req: FastifyRequest): RequestContext {
  return { userId: req.userId, channel: channelOf(req.headers['access-channel']), ip: req.ip }
}

/** The logged-in caller's context, or errno 1006. */
export function userContext(req: FastifyRequest): UserContext {
  const ctx = requestContext(req)
  if (!ctx.userId) throw sessionExpired()
  return { ...ctx, userId: ctx.userId }
}

/** The logged-in caller's id (userContext(req).userId), or errno 1006. Call it first in every protected handler. */
export function requireUser(req: FastifyRequest): number {
  return userContext(req).userId
}
