import type {
  ActivityInfo,
  CategoryNode,
  GoodsInfo,
  HotWord,
  GoodsListItem,
  GoodsSearchParams,
  GoodsSearchResult,
  SkuActivities
} from '@contract/schemas/goods'
import type { GoodsStockParams, GoodsStockResult } from '@contract/schemas/stock'
import { request, type RequestOptions } from '../request'

// POST /api/v1/category/list
export const getCategoryList = (options?: RequestOptions) => request<CategoryNode[]>('/category/list', {}, options)

// POST /api/v1/freeca/goodslist: goods a gift card (shopping card) can buy
export const getGiftCardGoodsList = (
  body: { user_freeca_id: number; page?: number; page_size?: number },
  options?: RequestOptions
) =>
  request<{ list: GoodsListItem[]; total: number; page: number; page_size: number }>('/freeca/goodslist', body, options)

// POST /api/v1/goods/search
export const searchGoods = (body: GoodsSearchParams, options?: RequestOptions) =>
  request<GoodsSearchResult>('/goods/search', { ...body }, options)

// POST /api/v1/goods/hotwords: 热门搜索, the configured list (ours, issue 20)
export const getHotWords = (options?: RequestOptions) => request<{ list: HotWord[] }>('/goods/hotwords', {}, options)

// POST /api/v1/goods/info
export const getGoodsInfo = (body: { sku_id: number }, options?: RequestOptions) =>
  request<GoodsInfo>('/goods/info', body, options)

// POST /api/v1/activity/info
export const getActivityInfo = (body: { sku_id: number; activity_id: number }, options?: RequestOptions) =>
  request<ActivityInfo>('/activity/info', body, options)

// POST /api/v1/goods/stock: 有货 / 无货 / 仅剩 N 件 per SKU for a province (or a position), else nationwide
export const getGoodsStock = (body: GoodsStockParams, options?: RequestOptions) =>
  request<GoodsStockResult>('/goods/stock', { ...body }, options)

// POST /api/v1/goods/activities: sku ids go comma-joined
export const getGoodsActivities = (skuIds: number[], options?: RequestOptions) =>
  request<SkuActivities[]>('/goods/activities', { sku_ids: skuIds.join(',') }, options)
