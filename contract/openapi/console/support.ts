import type { RouteDocs } from '../types'

/** 客服 inbox (contract/admin/support.ts, docs/console.md). */
export const consoleSupportDocs: RouteDocs = {
  'GET /api/admin/support/threads': {
    summary: 'Shoppers’ threads with 客服, newest first, with unread counts (mine, unread, by order)'
  },
  'GET /api/admin/support/threads/:id': { summary: 'A thread: its newest messages and the shopper’s recent orders' },
  'GET /api/admin/support/threads/:id/messages': { summary: 'Messages of a thread above a cursor' },
  'POST /api/admin/support/threads/:id/send': {
    summary: 'Reply to the shopper with text or an uploaded picture’s key (idempotent by client_id)'
  },
  'POST /api/admin/support/upload': {
    summary: 'Upload a picture for a reply (multipart, field file; stored as sized variants, audited)'
  },
  'POST /api/admin/support/threads/:id/read': { summary: 'Mark the shopper’s messages read up to an id' },
  'POST /api/admin/support/threads/:id/assign': { summary: 'Assign the thread to a staff member, or nobody (audited)' },
  'GET /api/admin/support/agents': { summary: 'Staff a thread may be assigned to' },
  'GET /api/admin/support/quick-replies': { summary: 'The 快捷回复 list' },
  'POST /api/admin/support/quick-replies': { summary: 'Add a 快捷回复 (audited)' },
  'POST /api/admin/support/quick-replies/:id/delete': { summary: 'Delete a 快捷回复 (audited)' }
}
