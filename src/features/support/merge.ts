import type { SupportMessage } from '@contract/schemas/support'

/** A message as the chat shows it: the server's, or one of mine still on its way (no id yet) or failed. */
export type ChatMessage = SupportMessage & {
  /** sending: on its way (a picture: uploading, with `progress`); failed: tap to send again with the same client id. */
  state?: 'sending' | 'failed'
  progress?: number
  /** A picture not uploaded yet: the local file, uploaded again on retry. */
  localPath?: string
}

/**
 * Puts what arrived into the list: one entry per server id and per client id (a stream, a poll and the send's own
 * answer may each bring the same message; a reconnect may bring a page again), in id order with my pending ones
 * last. A server copy replaces my pending one of the same client id.
 */
export function mergeMessages(list: ChatMessage[], incoming: SupportMessage[]): ChatMessage[] {
  if (!incoming.length) return list
  const byClient = new Map(incoming.map((m) => [`${m.from}:${m.client_id}`, m]))
  const seen = new Set(list.filter((m) => m.id > 0).map((m) => m.id))
  const kept = list.filter((m) => !(m.id <= 0 && byClient.has(`${m.from}:${m.client_id}`)))
  const fresh = incoming.filter((m) => !seen.has(m.id) && (seen.add(m.id), true))
  const sent = [...kept.filter((m) => m.id > 0), ...fresh].sort((a, b) => a.id - b.id)
  return [...sent, ...kept.filter((m) => m.id <= 0)]
}

/** The cursor to resume from: the highest server id held. */
export const lastIdOf = (list: ChatMessage[]) => list.reduce((n, m) => (m.id > n ? m.id : n), 0)
