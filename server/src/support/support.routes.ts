import type { FastifyReply } from 'fastify'
import { type App, requireUser } from '../lib/context'
import { AppError, ERRNO } from '../errors'
import { ok } from '../lib/reply'
import { supportRoutes as R } from '@contract/api/support'
import { SUPPORT_LIMITS } from '@contract/rules'
import { makeTicket, readTicket, TICKET_SECONDS } from './live'
import { nextPage, resumeFrom, sseEvent } from './stream'
import { listMessages, markRead, openThread, ownThread, perShopperLimit, SHOPPER, sendMessage } from './support'

/** A stream ends after this long; the browser reconnects at once with Last-Event-ID, so nothing is missed. */
const STREAM_MS = 10 * 60_000
/** A stream says it is alive this often (a comment line), so proxies do not close an idle connection. */
const HEARTBEAT_MS = 15_000

/** 在线客服 for the shopper (prefix /api/v1): the thread, its messages, sending, read marks, a poll and a stream. */
export default async function routes(app: App) {
  const streams = new Set<AbortController>()
  // Open streams would hold a graceful close for minutes: end them first (the browser reconnects elsewhere).
  app.addHook('preClose', async () => {
    for (const s of streams) s.abort()
  })
  const closedWith = (reply: FastifyReply) => {
    const ctl = new AbortController()
    reply.raw.on('close', () => ctl.abort())
    return ctl
  }

  app.post('/support/thread', { schema: R['/support/thread'] }, async (req) =>
    ok(await openThread(app.db, requireUser(req)))
  )
  app.post('/support/messages', { schema: R['/support/messages'] }, async (req) => {
    const thread = await ownThread(app.db, requireUser(req), req.body.thread_id)
    return ok(await listMessages(app.db, thread.id, req.body))
  })
  app.post('/support/send', { schema: R['/support/send'] }, async (req) => {
    const userId = requireUser(req)
    const thread = await ownThread(app.db, userId, req.body.thread_id)
    const ctx = { db: app.db, base: app.config.publicUrl, perMinute: perShopperLimit(app.config.rateLimit.support) }
    return ok(await sendMessage(ctx, thread, { side: SHOPPER, userId }, req.body))
  })
  app.post('/support/read', { schema: R['/support/read'] }, async (req) => {
    const thread = await ownThread(app.db, requireUser(req), req.body.thread_id)
    return ok(await markRead(app.db, thread, SHOPPER, req.body.last_id))
  })
  app.post('/support/poll', { schema: R['/support/poll'] }, async (req, reply) => {
    const thread = await ownThread(app.db, requireUser(req), req.body.thread_id)
    const waitMs = Math.min(req.body.wait ?? 0, SUPPORT_LIMITS.pollWaitMax) * 1000
    return ok(await nextPage(app.db, thread.id, req.body.after, waitMs, closedWith(reply).signal))
  })
  app.post('/support/ticket', { schema: R['/support/ticket'] }, async (req) => {
    const thread = await ownThread(app.db, requireUser(req), req.body.thread_id)
    return ok({ ticket: makeTicket(app.config.ssoSecret, thread.userId, thread.id), expires_in: TICKET_SECONDS })
  })

  app.get('/support/stream', { schema: R['/support/stream'] }, async (req, reply) => {
    const userId = readTicket(app.config.ssoSecret, req.query.ticket, req.query.thread_id)
    if (!userId) throw new AppError(ERRNO.SESSION_EXPIRED, '连接已过期，请重新进入')
    const thread = await ownThread(app.db, userId, req.query.thread_id)
    let cursor = resumeFrom(req.headers['last-event-id'], req.query.after)
    const ctl = closedWith(reply)
    streams.add(ctl)
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no'
    })
    res.write('retry: 3000\n\n')
    const end = Date.now() + STREAM_MS
    try {
      while (!ctl.signal.aborted && Date.now() < end) {
        const page = await nextPage(app.db, thread.id, cursor, Math.min(HEARTBEAT_MS, end - Date.now()), ctl.signal)
        if (ctl.signal.aborted) break
        res.write(page.list.length ? page.list.map(sseEvent).join('') : ': ping\n\n')
        cursor = page.last_id
      }
    } catch (err) {
      req.log.warn({ err }, 'support stream stopped')
    } finally {
      streams.delete(ctl)
      res.end()
    }
  })
}
