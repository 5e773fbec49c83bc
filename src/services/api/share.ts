import type { Body, Data } from '@contract/api/route'
import type { shareRoutes } from '@contract/api/share'
import { request, type RequestOptions } from '../request'

/** 分享海报's code (ours, not in the spec); the answers are the contract's (contract/api/share.ts). */
type R = typeof shareRoutes

// POST /api/v1/goods/share-code: the code that opens the goods (and a group to join) on this platform
export const getShareCode = (body: Body<R['/goods/share-code']>, options?: RequestOptions) =>
  request<Data<R['/goods/share-code']>>('/goods/share-code', body, options)
