import type { RouteDocs } from '../types'

/** The app: home page, theme, startup, articles, feedback, messages (contract/api/app.ts). */
export const shopAppDocs: RouteDocs = {
  'POST /api/v1/app/home': { summary: "The home page's blocks (banners, entries, goods) as published" },
  'POST /api/v1/app/run': { summary: 'Startup report: the app says it started (user agent, device uuid)' },
  'POST /api/v1/app/theme': { summary: 'The published theme (colours, logo)' },
  'POST /api/v1/article/info': { summary: "An article by id or fixed key (such as 'service-terms')" },
  'POST /api/v1/article/list': { summary: 'Articles of a kind' },
  'POST /api/v1/feedback/add': { summary: 'Send feedback with optional images' },
  'POST /api/v1/feedback/list': { summary: "The shopper's feedback and its replies" },
  'POST /api/v1/message/list': { summary: "The shopper's messages, a page at a time" },
  'POST /api/v1/message/read': { summary: 'Mark a message read' },
  'POST /api/v1/message/readall': { summary: 'Mark every message read' },
  'POST /api/v1/message/unread': { summary: 'How many messages are unread' },
  'POST /api/v1/wechat/jssdkconfig': { summary: 'The WeChat JS-SDK signature for a page URL' }
}
