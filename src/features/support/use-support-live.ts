import { useDidHide, useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef } from 'react'
import type { SupportMessage } from '@contract/schemas/support'
import { getSupportStreamTicket, pollSupportMessages, supportStreamUrl } from '@/services/api/support'

/** A poll waits this long on the server for a message (mini programs). */
const POLL_WAIT = 25
/** After a failure the next try waits this long, doubling up to the cap. */
export const BACKOFF_MS = { first: 2_000, max: 30_000 }

export const nextDelay = (failures: number) =>
  Math.min(BACKOFF_MS.first * 2 ** Math.max(0, failures - 1), BACKOFF_MS.max)

interface LiveOptions {
  threadId: number | undefined
  /** The highest message id the page holds: where a new connection resumes. */
  cursor: () => number
  onMessages: (list: SupportMessage[]) => void
}

/**
 * New messages without reloading (docs/decisions/0033-support-chat.md). H5: server-sent events (EventSource, which
 * reconnects by itself with Last-Event-ID; a refused stream gets a new ticket and resumes from the page's cursor).
 * Mini programs have no long-lived connection in the background: a long poll (`after` = cursor), again at once
 * after an answer, with backoff after a failure. Both stop while the page is hidden and resume when it shows.
 */
export function useSupportLive({ threadId, cursor, onMessages }: LiveOptions) {
  const stop = useRef<() => void>(() => {})
  const running = useRef(false)
  const deliver = useRef(onMessages)
  deliver.current = onMessages
  const from = useRef(cursor)
  from.current = cursor

  const start = useCallback(() => {
    stop.current()
    if (!threadId) return
    running.current = true
    let stopped = false
    let failures = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let source: EventSource | undefined
    const retry = (run: () => void) => {
      failures += 1
      timer = setTimeout(run, nextDelay(failures))
    }

    if (process.env.TARO_ENV === 'h5' && typeof EventSource !== 'undefined') {
      const open = async () => {
        try {
          const { ticket } = await getSupportStreamTicket({ thread_id: threadId }, { noTip: true })
          if (stopped) return
          source = new EventSource(supportStreamUrl(threadId, ticket, from.current()))
          source.addEventListener('message', (e) => {
            failures = 0
            deliver.current([JSON.parse((e as MessageEvent<string>).data) as SupportMessage])
          })
          // EventSource reconnects by itself after a dropped connection; CLOSED means the server refused it.
          source.onerror = () => {
            if (source?.readyState !== EventSource.CLOSED || stopped) return
            source.close()
            retry(() => void open())
          }
        } catch {
          if (!stopped) retry(() => void open())
        }
      }
      void open()
    } else {
      const poll = async () => {
        if (stopped) return
        try {
          const page = await pollSupportMessages(
            { thread_id: threadId, after: from.current(), wait: POLL_WAIT },
            { noTip: true }
          )
          failures = 0
          if (!stopped && page.list.length) deliver.current(page.list)
          if (!stopped) timer = setTimeout(() => void poll(), 0)
        } catch {
          if (!stopped) retry(() => void poll())
        }
      }
      void poll()
    }
    stop.current = () => {
      running.current = false
      stopped = true
      clearTimeout(timer)
      source?.close()
    }
  }, [threadId])

  useEffect(() => {
    start()
    return () => stop.current()
  }, [start])
  // The first show comes with the effect above; later ones restart what hiding stopped.
  useDidShow(() => {
    if (!running.current) start()
  })
  useDidHide(() => stop.current())
}
