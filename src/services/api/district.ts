import type { Body, Data } from '@contract/api/route'
import type { districtRoutes } from '@contract/api/service'
import { request, type RequestOptions } from '../request'

type Route = typeof districtRoutes

/** The address picker's divisions (GB/T 2260), under the service prefix (/api/service). */
const service = (options?: RequestOptions): RequestOptions => ({ ...options, prefix: 'service' })

// POST /api/service/district/list: provinces
export const getDistrictList = (options?: RequestOptions) =>
  request<Data<Route['/district/list']>>('/district/list', {}, service(options))

// POST /api/service/district/next: children of a district code
export const getDistrictChildren = (body: Body<Route['/district/next']>, options?: RequestOptions) =>
  request<Data<Route['/district/next']>>('/district/next', body, service(options))
