import type { DistrictItem } from '@contract/schemas/district'
import { request, type RequestOptions } from '../request'

/** The address picker's divisions (GB/T 2260), under the service prefix (/api/service). */
const service = (options?: RequestOptions): RequestOptions => ({ ...options, prefix: 'service' })

// POST /api/service/district/list: provinces
export const getDistrictList = (options?: RequestOptions) =>
  request<DistrictItem[]>('/district/list', {}, service(options))

// POST /api/service/district/next: children of a district code
export const getDistrictChildren = (body: { id: string }, options?: RequestOptions) =>
  request<DistrictItem[]>('/district/next', body, service(options))
