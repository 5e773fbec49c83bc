import { useCallback, useEffect, useRef, useState } from 'react'
import type { SupportKind, SupportMessage, SupportThread } from '@contract/schemas/support'
import { getSupportMessages, openSupportThread, readSupportMessages, sendSupportMessage } from '@/services/api/support'
import { uploadImage } from '@/services/upload'
import { uuid } from '@/utils/uuid'
import { lastIdOf, mergeMessages, type ChatMessage } from './merge'
import { useSupportLive } from './use-support-live'

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; thread: SupportThread }

export interface Draft {
  kind: SupportKind
  text?: string
  order_id?: number
  sku_id?: number
  /** A picture chosen on the device, uploaded before it is sent. */
  localPath?: string
}

/** A message of mine before the server has it: id 0 until its answer (or the stream) brings the real one. */
const pendingOf = (threadId: number, d: Draft): ChatMessage => ({
  id: 0,
  thread_id: threadId,
  client_id: uuid().replace(/-/g, ''),
  from: 'shopper',
  staff_name: '',
  kind: d.kind,
  text: d.text ?? '',
  image: d.localPath ?? '',
  card: null,
  created_at: Math.floor(Date.now() / 1000),
  state: 'sending',
  localPath: d.localPath,
  progress: d.localPath ? 0 : undefined
})

/**
 * The chat's state: the thread, its messages (deduped by id and client id), sending with retry by the same client
 * id, pictures through the one upload wrapper with progress, live delivery and read marks.
 */
export function useSupportChat() {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const list = useRef(messages)
  list.current = messages
  const drafts = useRef(new Map<string, Draft>())
  const threadId = load.state === 'ready' ? load.thread.id : undefined

  const put = useCallback((incoming: SupportMessage[]) => setMessages((l) => mergeMessages(l, incoming)), [])
  const patch = (clientId: string, change: Partial<ChatMessage>) =>
    setMessages((l) => l.map((m) => (m.id === 0 && m.client_id === clientId ? { ...m, ...change } : m)))

  const open = useCallback(async () => {
    setLoad({ state: 'loading' })
    try {
      const thread = await openSupportThread({ noTip: true })
      const page = await getSupportMessages({ thread_id: thread.id, limit: 50 }, { noTip: true })
      setMessages((l) => mergeMessages(l, page.list))
      setLoad({ state: 'ready', thread })
    } catch (err) {
      setLoad({ state: 'error', message: (err as Error)?.message || '加载失败' })
    }
  }, [])
  useEffect(() => void open(), [open])

  useSupportLive({ threadId, cursor: () => lastIdOf(list.current), onMessages: put })

  // 客服's messages are read once they are on screen: the mark moves up to the newest one held.
  const newestStaff = messages.reduce((n, m) => (m.from === 'staff' && m.id > n ? m.id : n), 0)
  useEffect(() => {
    if (threadId && newestStaff)
      void readSupportMessages({ thread_id: threadId, last_id: newestStaff }, { noTip: true }).catch(() => undefined)
  }, [threadId, newestStaff])

  const deliver = async (clientId: string) => {
    const d = drafts.current.get(clientId)
    if (!d || !threadId) return
    patch(clientId, { state: 'sending' })
    try {
      let image: string | undefined
      if (d.localPath) {
        image = await uploadImage(d.localPath, (p) => patch(clientId, { progress: p.progress }))
        // Uploaded once: a retry of the send does not upload again.
        drafts.current.set(clientId, { ...d, localPath: undefined, text: image })
      } else if (d.kind === 'image') image = d.text
      const { localPath: _l, ...body } = d
      const sent = await sendSupportMessage(
        { ...body, ...(image ? { image, text: undefined } : {}), thread_id: threadId, client_id: clientId },
        { noTip: true }
      )
      drafts.current.delete(clientId)
      put([sent])
    } catch {
      patch(clientId, { state: 'failed' })
    }
  }

  const send = (d: Draft) => {
    if (!threadId) return
    const pending = pendingOf(threadId, d)
    drafts.current.set(pending.client_id, d)
    setMessages((l) => [...l, pending])
    void deliver(pending.client_id)
  }

  return { load, messages, reload: open, send, retry: (clientId: string) => void deliver(clientId) }
}
