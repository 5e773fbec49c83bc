import type { Body, Data } from '@contract/api/route'
import type { cartRoutes } from '@contract/api/shopping'
import { request, type RequestOptions } from '../request'

type Route = typeof cartRoutes

const joinIds = (ids: Array<number | string> | string) => (Array.isArray(ids) ? ids.join(',') : ids)

// POST /api/v1/cart/add: the line it made or grew
export const addCart = (body: Body<Route['/cart/add']>, options?: RequestOptions) =>
  request<Data<Route['/cart/add']>>('/cart/add', body, options)

// POST /api/v1/cart/list
export const getCartList = (options?: RequestOptions) => request<Data<Route['/cart/list']>>('/cart/list', {}, options)

// POST /api/v1/cart/clean: removes the invalid lines
export const cleanCart = (options?: RequestOptions) => request<Data<Route['/cart/clean']>>('/cart/clean', {}, options)

// POST /api/v1/cart/del: cart ids go comma-joined
export const deleteCart = (cartIds: Array<number | string> | string, options?: RequestOptions) =>
  request<Data<Route['/cart/del']>>('/cart/del', { cart_ids: joinIds(cartIds) }, options)

// POST /api/v1/cart/edit
export const editCart = (body: Body<Route['/cart/edit']>, options?: RequestOptions) =>
  request<Data<Route['/cart/edit']>>('/cart/edit', body, options)

// POST /api/v1/cart/num
export const getCartNum = (options?: RequestOptions) => request<Data<Route['/cart/num']>>('/cart/num', {}, options)
