import type { articleRoutes } from '@contract/api/app'
import type { Data } from '@contract/api/route'
import type { ArticleColumn } from '@contract/schemas/article'
import { request, type RequestOptions } from '../request'

type Route = typeof articleRoutes

// POST /api/v1/article/list
export const getArticleList = (body: { column: ArticleColumn | string }, options?: RequestOptions) =>
  request<Data<Route['/article/list']>>('/article/list', body, options)

// POST /api/v1/article/info: a numeric id or a fixed key ('service-terms')
export const getArticleInfo = (body: { id: number | string }, options?: RequestOptions) =>
  request<Data<Route['/article/info']>>('/article/info', body, options)
