import type { DbOrTx } from '../db/client'
import type { SupportMessages } from '@contract/schemas/support'
import { RECHECK_MS, waitForNews } from './live'
import { listMessages } from './support'

/** One page: at most this many messages per read, so a long absence is caught up in a few pages. */
const PAGE = 100

/**
 * The messages above `after`, waiting up to `waitMs` for one when there is none yet: woken at once by a send on this
 * node, re-reading every RECHECK_MS for another node's. The waiter is set before each read, so a message sent
 * between the read and the wait is not slept through.
 */
export async function nextPage(
  db: DbOrTx,
  threadId: number,
  after: number,
  waitMs: number,
  signal?: AbortSignal
): Promise<SupportMessages> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const left = deadline - Date.now()
    const waiter = left > 0 && !signal?.aborted ? waitForNews(threadId, Math.min(left, RECHECK_MS), signal) : null
    const page = await listMessages(db, threadId, { after, limit: PAGE })
    if (page.list.length || !waiter) {
      waiter?.cancel()
      return page
    }
    await waiter.done
  }
}

/** One server-sent event: `id` is the message id, which the browser sends back as Last-Event-ID when it reconnects. */
export const sseEvent = (m: { id: number }) => `id: ${m.id}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`

/** The cursor a (re)connecting stream resumes from: the browser's Last-Event-ID first, then `after`. */
export function resumeFrom(lastEventId: unknown, after: number | undefined) {
  const v = typeof lastEventId === 'string' && /^\d{1,10}$/.test(lastEventId) ? Number(lastEventId) : undefined
  return v ?? after ?? 0
}
