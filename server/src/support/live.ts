import crypto from 'node:crypto'
import { EventEmitter } from 'node:events'

/**
 * How a waiting stream or poll learns of a new message without asking the database in a loop: every send on this
 * node wakes the waiters of its thread at once. Another node's send is found by the waiters' own re-read every few
 * seconds (RECHECK_MS), so several API nodes still deliver, a little later (docs/decisions/0033-support-chat.md).
 */
const bus = new EventEmitter()
bus.setMaxListeners(0)

export const RECHECK_MS = 5_000

/** Wakes every stream and poll waiting on the thread. */
export const wake = (threadId: number) => void bus.emit(`t${threadId}`)

/**
 * Resolves when the thread has news, after `ms`, or when `signal` aborts, whichever is first. A waiter registered
 * before the caller reads the database misses nothing: a send between the read and the wait has already woken it.
 */
export function waitForNews(
  threadId: number,
  ms: number,
  signal?: AbortSignal
): { done: Promise<void>; cancel(): void } {
  let cancel = () => {}
  const done = new Promise<void>((resolve) => {
    const key = `t${threadId}`
    const finish = () => {
      clearTimeout(timer)
      bus.off(key, finish)
      signal?.removeEventListener('abort', finish)
      resolve()
    }
    const timer = setTimeout(finish, ms)
    bus.on(key, finish)
    signal?.addEventListener('abort', finish)
    cancel = finish
  })
  return { done, cancel }
}

/** How many waiters a thread has on this node (tests). */
export const waiters = (threadId: number) => bus.listenerCount(`t${threadId}`)

/** A stream ticket lasts this long; it is checked when the stream opens (and on each EventSource reconnect). */
export const TICKET_SECONDS = 600

const sign = (secret: string, text: string) =>
  crypto.createHmac('sha256', `support-stream:${secret}`).update(text).digest('base64url').slice(0, 32)

/**
 * EventSource sends no Authorization header, and a session token in an address ends up in logs: so the stream is
 * opened with a short ticket naming the user and the thread, signed by the server.
 */
export function makeTicket(secret: string, userId: number, threadId: number, now = Date.now()) {
  const exp = Math.floor(now / 1000) + TICKET_SECONDS
  const text = `${userId}.${threadId}.${exp}`
  return `${text}.${sign(secret, text)}`
}

/** The user id a ticket was made for, when it is genuine, for this thread and not expired; else null. */
export function readTicket(secret: string, ticket: string, threadId: number, now = Date.now()): number | null {
  const m = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(ticket)
  if (!m || Number(m[2]) !== threadId || Number(m[3]) * 1000 < now) return null
  const want = Buffer.from(sign(secret, `${m[1]}.${m[2]}.${m[3]}`))
  const got = Buffer.from(m[4])
  return want.length === got.length && crypto.timingSafeEqual(want, got) ? Number(m[1]) : null
}
