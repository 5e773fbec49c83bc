import type { CollectListResponse, CollectStateResponse } from '@contract/schemas/collect'
import { request, type RequestOptions } from '../request'

// POST /api/v1/collect/list
export const getCollectList = (body: { page?: number; page_size?: number } = {}, options?: RequestOptions) =>
  request<CollectListResponse>('/collect/list', body, options)

// POST /api/v1/collect/usercoll: is this SKU in the user's favourites
export const getUserCollect = (body: { sku_id: number }, options?: RequestOptions) =>
  request<CollectStateResponse>('/collect/usercoll', body, options)

// POST /api/v1/collect/clear
export const clearCollect = (options?: RequestOptions) => request<unknown>('/collect/clear', {}, options)

// POST /api/v1/collect/add
export const addCollect = (body: { spu_id: number; sku_id: number }, options?: RequestOptions) =>
  request<unknown>('/collect/add', body, options)

// POST /api/v1/collect/del: sku ids go comma-joined
export const deleteCollect = (skuIds: number[], options?: RequestOptions) =>
  request<unknown>('/collect/del', { sku_ids: skuIds.join(',') }, options)
