import type { PointsFlowResult, PointsInfo } from '@contract/schemas/points'
import { request, type RequestOptions } from '../request'

/** Points (ours, not in the spec). */

// POST /api/v1/points/info
export const getPointsInfo = (options?: RequestOptions) => request<PointsInfo>('/points/info', {}, options)

// POST /api/v1/points/flow
export const getPointsFlow = (body: { page?: number; page_size?: number } = {}, options?: RequestOptions) =>
  request<PointsFlowResult>('/points/flow', body, options)
