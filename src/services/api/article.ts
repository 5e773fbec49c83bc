import type { ArticleColumn, ArticleDetail, ArticleList } from '@contract/schemas/article'
import { request, type RequestOptions } from '../request'

// POST /api/v1/article/list
export const getArticleList = (body: { column: ArticleColumn | string }, options?: RequestOptions) =>
  request<ArticleList>('/article/list', body, options)

// POST /api/v1/article/info
export const getArticleInfo = (body: { id: number | string }, options?: RequestOptions) =>
  request<ArticleDetail>('/article/info', body, options)
