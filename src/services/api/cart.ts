import type { CartListResponse, CartNumResponse, CartRemovedResponse } from '@contract/schemas/cart'
import { request, type RequestOptions } from '../request'

const joinIds = (ids: Array<number | string> | string) => (Array.isArray(ids) ? ids.join(',') : ids)

// POST /api/v1/cart/add
export const addCart = (body: { sku_id: number; qty: number }, options?: RequestOptions) =>
  request<CartNumResponse>('/cart/add', body, options)

// POST /api/v1/cart/list
export const getCartList = (options?: RequestOptions) => request<CartListResponse>('/cart/list', {}, options)

// POST /api/v1/cart/clean: removes the invalid lines
export const cleanCart = (options?: RequestOptions) => request<CartRemovedResponse>('/cart/clean', {}, options)

// POST /api/v1/cart/del: cart ids go comma-joined
export const deleteCart = (cartIds: Array<number | string> | string, options?: RequestOptions) =>
  request<CartRemovedResponse>('/cart/del', { cart_ids: joinIds(cartIds) }, options)

// POST /api/v1/cart/edit
export const editCart = (body: { cart_id: number; qty: number }, options?: RequestOptions) =>
  request<unknown>('/cart/edit', body, options)

// POST /api/v1/cart/num
export const getCartNum = (options?: RequestOptions) => request<CartNumResponse>('/cart/num', {}, options)
