/** Articles: the terms pages (service-terms, pension-terms ...) and the help column. Times are unix seconds. */

/** Fixed keys of the terms articles; /article/info accepts a key or a numeric id. */
export type ArticleKey = 'service-terms' | 'privacy-policy' | 'pension-terms' | 'bank-account-terms'

/** Columns seeded by the server: the terms pages and the help centre. */
export type ArticleColumn = 'terms' | 'help'

export interface ArticleSummary {
  id: number
  key: string | null
  column: string
  title: string
  summary: string
  updated_at: number
}

/** /article/info: content is simple HTML (p, h3, strong). */
export interface ArticleDetail extends ArticleSummary {
  content: string
}

/** /article/list */
export interface ArticleList {
  list: ArticleSummary[]
  total: number
}
