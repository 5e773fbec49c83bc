import { Type } from '@sinclair/typebox'
import { AppHomeResponse, ThemeConfig } from '../schemas/home'
import { WechatJssdkConfig } from '../schemas/app'
import { ArticleDetail, ArticleList } from '../schemas/article'
import { FeedbackItem, FeedbackList, MessageList, MessageReadAll, MessageUnread } from '../schemas/message'
import { Empty, Id, Paging } from '../schemas/request'
import { Done, route } from './route'

/** What the app reads and reports at startup; prefix /api/v1. */
export const appRoutes = {
  '/app/home': route(AppHomeResponse, { body: Empty }),
  '/app/theme': route(ThemeConfig, { body: Empty }),
  '/app/run': route(Done, {
    body: Type.Object({
      ua: Type.String({ minLength: 1, maxLength: 1024 }),
      uuid: Type.String({ minLength: 1, maxLength: 64 }),
      coords: Type.Optional(
        Type.Union([Type.Object({ longitude: Type.Number(), latitude: Type.Number() }), Type.String({ maxLength: 64 })])
      )
    })
  }),
  '/wechat/jssdkconfig': route(WechatJssdkConfig, {
    body: Type.Object({ url: Type.String({ maxLength: 2048, pattern: '^https?://' }) })
  })
}

/** Terms pages and the help column; public; prefix /api/v1. */
export const articleRoutes = {
  '/article/list': route(ArticleList, {
    body: Type.Object({ column: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,31}$' }) })
  }),
  // A numeric id or a fixed key such as 'service-terms'; numbers arrive coerced to strings.
  '/article/info': route(ArticleDetail, {
    body: Type.Object({ id: Type.String({ pattern: '^([1-9]\\d{0,8}|[a-z][a-z0-9-]{1,39})$' }) })
  })
}

/** The message centre (ours: the spec names no paths for it); prefix /api/v1. */
export const messageRoutes = {
  '/message/list': route(MessageList, { body: Paging }),
  '/message/read': route(Type.Object({ id: Type.Number(), is_read: Type.Boolean(), unread: Type.Number() }), {
    body: Type.Object({ id: Id })
  }),
  '/message/readall': route(MessageReadAll, { body: Empty }),
  '/message/unread': route(MessageUnread, { body: Empty })
}

/** Service feedback (ours); prefix /api/v1. */
export const feedbackRoutes = {
  '/feedback/add': route(FeedbackItem, {
    body: Type.Object({
      content: Type.String({ minLength: 1, maxLength: 500 }),
      images: Type.Optional(
        Type.Array(Type.String({ maxLength: 512, pattern: '^(https?://|/api/service/image/)[^\\s]+$' }), {
          maxItems: 9
        })
      ),
      contact: Type.Optional(Type.String({ maxLength: 64 }))
    })
  }),
  '/feedback/list': route(FeedbackList, { body: Paging })
}
