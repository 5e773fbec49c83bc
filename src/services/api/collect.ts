import type { Body, Data } from '@contract/api/route'
import type { collectRoutes } from '@contract/api/shopping'
import { request, type RequestOptions } from '../request'

type Route = typeof collectRoutes

// POST /api/v1/collect/list
export const getCollectList = (body: Body<Route['/collect/list']> = {}, options?: RequestOptions) =>
  request<Data<Route['/collect/list']>>('/collect/list', body, options)

// POST /api/v1/collect/usercoll: is this SKU in the user's favourites
export const getUserCollect = (body: Body<Route['/collect/usercoll']>, options?: RequestOptions) =>
  request<Data<Route['/collect/usercoll']>>('/collect/usercoll', body, options)

// POST /api/v1/collect/clear
export const clearCollect = (options?: RequestOptions) =>
  request<Data<Route['/collect/clear']>>('/collect/clear', {}, options)

// POST /api/v1/collect/add
export const addCollect = (body: Body<Route['/collect/add']>, options?: RequestOptions) =>
  request<Data<Route['/collect/add']>>('/collect/add', body, options)

// POST /api/v1/collect/del: sku ids go comma-joined
export const deleteCollect = (skuIds: number[], options?: RequestOptions) =>
  request<Data<Route['/collect/del']>>('/collect/del', { sku_ids: skuIds.join(',') }, options)
