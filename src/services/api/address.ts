import type { Body, Data } from '@contract/api/route'
import type { addressRoutes } from '@contract/api/shopping'
import { request, type RequestOptions } from '../request'

type Route = typeof addressRoutes

// POST /api/v1/addr/list
export const getAddressList = (options?: RequestOptions) =>
  request<Data<Route['/addr/list']>>('/addr/list', {}, options)

// POST /api/v1/addr/info
export const getAddressInfo = (body: Body<Route['/addr/info']>, options?: RequestOptions) =>
  request<Data<Route['/addr/info']>>('/addr/info', body, options)

// POST /api/v1/addr/add: creates, or updates when id is given
export const saveAddress = (body: Body<Route['/addr/add']>, options?: RequestOptions) =>
  request<Data<Route['/addr/add']>>('/addr/add', { ...body }, options)

// POST /api/v1/addr/del
export const deleteAddress = (body: Body<Route['/addr/del']>, options?: RequestOptions) =>
  request<Data<Route['/addr/del']>>('/addr/del', body, options)

// POST /api/v1/addr/parse: 智能识别, a pasted address read into the form's fields (nothing is saved)
export const parseAddressText = (body: Body<Route['/addr/parse']>, options?: RequestOptions) =>
  request<Data<Route['/addr/parse']>>('/addr/parse', body, options)
