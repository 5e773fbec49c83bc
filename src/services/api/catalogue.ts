import type { Body, Data } from '@contract/api/route'
import type { catalogueRoutes } from '@contract/api/shopping'
import { request, type RequestOptions } from '../request'

type Route = typeof catalogueRoutes

// POST /api/v1/category/list
export const getCategoryList = (options?: RequestOptions) =>
  request<Data<Route['/category/list']>>('/category/list', {}, options)

// POST /api/v1/freeca/goodslist: goods a gift card (shopping card) can buy
export const getGiftCardGoodsList = (body: Body<Route['/freeca/goodslist']>, options?: RequestOptions) =>
  request<Data<Route['/freeca/goodslist']>>('/freeca/goodslist', body, options)

// POST /api/v1/goods/search
export const searchGoods = (body: Body<Route['/goods/search']>, options?: RequestOptions) =>
  request<Data<Route['/goods/search']>>('/goods/search', { ...body }, options)

// POST /api/v1/goods/hotwords: 热门搜索, the configured list (ours, issue 20)
export const getHotWords = (options?: RequestOptions) =>
  request<Data<Route['/goods/hotwords']>>('/goods/hotwords', {}, options)

// POST /api/v1/goods/info
export const getGoodsInfo = (body: Body<Route['/goods/info']>, options?: RequestOptions) =>
  request<Data<Route['/goods/info']>>('/goods/info', body, options)

// POST /api/v1/activity/info
export const getActivityInfo = (body: Body<Route['/activity/info']>, options?: RequestOptions) =>
  request<Data<Route['/activity/info']>>('/activity/info', body, options)

// POST /api/v1/goods/stock: 有货 / 无货 / 仅剩 N 件 per SKU for a province (or a position), else nationwide
export const getGoodsStock = (body: Body<Route['/goods/stock']>, options?: RequestOptions) =>
  request<Data<Route['/goods/stock']>>('/goods/stock', { ...body }, options)

// POST /api/v1/goods/activities: sku ids go comma-joined
export const getGoodsActivities = (skuIds: number[], options?: RequestOptions) =>
  request<Data<Route['/goods/activities']>>('/goods/activities', { sku_ids: skuIds.join(',') }, options)
