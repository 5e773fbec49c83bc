/** Articles: the terms pages (service-terms, pension-terms ...) and the help column. Times are unix seconds. */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OneOf } from './common'

/** Fixed keys of the terms articles; /article/info accepts a key or a numeric id. */
export type ArticleKey = Static<typeof ArticleKey>
export const ArticleKey = OneOf(['service-terms', 'privacy-policy', 'pension-terms', 'bank-account-terms'])

/** Columns seeded by the server: the terms pages and the help centre. */
export type ArticleColumn = Static<typeof ArticleColumn>
export const ArticleColumn = OneOf(['terms', 'help'])

export type ArticleSummary = Static<typeof ArticleSummary>
export const ArticleSummary = Type.Object({
  id: Type.Number(),
  key: Nullable(Type.String()),
  column: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  updated_at: Type.Number()
})

/** /article/info: content is simple HTML (p, h3, strong). */
export type ArticleDetail = Static<typeof ArticleDetail>
export const ArticleDetail = Type.Composite([
  ArticleSummary,
  Type.Object({
    content: Type.String()
  })
])

/** /article/list */
export type ArticleList = Static<typeof ArticleList>
export const ArticleList = Type.Object({
  list: Type.Array(ArticleSummary),
  total: Type.Number()
})
