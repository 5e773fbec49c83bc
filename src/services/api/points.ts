import type { pointsRoutes } from '@contract/api/money'
import type { Body, Data } from '@contract/api/route'
import { request, type RequestOptions } from '../request'

type Route = typeof pointsRoutes

/** Points (ours, not in the spec). */

// POST /api/v1/points/info
export const getPointsInfo = (options?: RequestOptions) =>
  request<Data<Route['/points/info']>>('/points/info', {}, options)

// POST /api/v1/points/flow
export const getPointsFlow = (body: Body<Route['/points/flow']> = {}, options?: RequestOptions) =>
  request<Data<Route['/points/flow']>>('/points/flow', body, options)
