import type { ExpressInfo } from '@contract/schemas/express'
import { request, type RequestOptions } from '../request'

// POST /api/service/express/info: the parcel trace of an order's shipment
export const getExpressInfo = (body: { com: string; express_no: string }, options?: RequestOptions) =>
  request<ExpressInfo>('/express/info', body, { ...options, prefix: 'service' })
