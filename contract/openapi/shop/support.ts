import type { RouteDocs } from '../types'

/** 在线客服: the shopper's conversation with 客服 (contract/api/support.ts, docs/decisions/0033-support-chat.md). */
export const shopSupportDocs: RouteDocs = {
  'POST /api/v1/support/thread': { summary: "Open the shopper's thread with 客服, or answer the one they have" },
  'POST /api/v1/support/messages': {
    summary: 'Messages above a cursor (oldest first), or the newest ones',
    description:
      '`after` is a message id; `last_id` in the answer is the cursor for the next call. Clients dedupe by id.'
  },
  'POST /api/v1/support/send': {
    summary: 'Send a text, picture, order card or goods card',
    description:
      'Idempotent by `client_id`: the same id again answers the message it made. Pictures are addresses answered by ' +
      '`/api/service/image/upload` for this shopper; an order card names an order of theirs. Over the flood limit: 1004.'
  },
  'POST /api/v1/support/read': { summary: 'Mark 客服 messages read up to an id; answers what is left unread' },
  'POST /api/v1/support/poll': {
    summary: 'Messages above `after`, waiting up to `wait` seconds (at most 25) for one: the mini programs’ long poll'
  },
  'POST /api/v1/support/ticket': {
    summary: 'A ten-minute ticket to open the event stream (EventSource cannot send the Authorization header)'
  },
  'GET /api/v1/support/stream': {
    summary: 'Server-sent events of the thread (H5): one `message` event per message, resumed by Last-Event-ID',
    description:
      'Each event’s `id` is the message id and its `data` the message as `/support/messages` answers it. A reconnect ' +
      'sends Last-Event-ID (or `after`) and gets only what came later. A bad or expired ticket answers errno 1006 ' +
      'as JSON, which closes the EventSource: ask a new ticket.',
    example: 'id: 12\nevent: message\ndata: {"id":12,...}\n\n'
  }
}
