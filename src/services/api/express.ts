import type { Body, Data } from '@contract/api/route'
import type { expressRoutes } from '@contract/api/service'
import { request, type RequestOptions } from '../request'

type R = typeof expressRoutes

// POST /api/service/express/info: the parcel trace of an order's shipment
export const getExpressInfo = (body: Body<R['/express/info']>, options?: RequestOptions) =>
  request<Data<R['/express/info']>>('/express/info', body, { ...options, prefix: 'service' })
