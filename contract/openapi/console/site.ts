import type { RouteDocs } from '../types'

/** 内容: articles, messages, the home page and the theme (contract/admin/site.ts). */
export const consoleSiteDocs: RouteDocs = {
  'GET /api/admin/articles': { summary: 'List articles (help, agreements, news) by kind' },
  'GET /api/admin/articles/:id': { summary: 'One article with its HTML body' },
  'GET /api/admin/home': { summary: 'The home page versions: the live one and its history' },
  'GET /api/admin/home/goods': { summary: 'Goods to pick for a home page block, searched by title' },
  'GET /api/admin/messages': { summary: 'List the messages sent to shoppers' },
  'GET /api/admin/theme': { summary: "The app theme's versions (colours, logo): the live one and its history" },
  'POST /api/admin/articles': { summary: 'Create an article (its HTML is sanitized)' },
  'POST /api/admin/home/publish': { summary: 'Publish the home page draft as the new live version' },
  'POST /api/admin/home/rollback/:id': { summary: 'Make an earlier home page version live again' },
  'POST /api/admin/messages': { summary: 'Send a message to every shopper or to one phone' },
  'POST /api/admin/theme/publish': { summary: 'Publish the theme draft as the new live version' },
  'POST /api/admin/theme/rollback/:id': { summary: 'Make an earlier theme version live again' },
  'PUT /api/admin/articles/:id': { summary: 'Change an article' }
}
