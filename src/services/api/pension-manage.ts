import type { Body, Data } from '@contract/api/route'
import type { pensionManageRoutes } from '@contract/api/pension'
import { request, type RequestOptions } from '../request'

/** Pension management: monthly statements over the cashback flows (contract/api/pension.ts). */
type R = typeof pensionManageRoutes
type D<P extends keyof R> = Data<R[P]>

// POST /api/v1/pensionmanage/info
export const getPensionManageInfo = (options?: RequestOptions) =>
  request<D<'/pensionmanage/info'>>('/pensionmanage/info', {}, options)

// POST /api/v1/pensionmanage/apply: confirms a month's statement
export const applyPensionManage = (body: Body<R['/pensionmanage/apply']>, options?: RequestOptions) =>
  request<D<'/pensionmanage/apply'>>('/pensionmanage/apply', body, options)

// POST /api/v1/pensionmanage/list
export const getPensionManageList = (body: Body<R['/pensionmanage/list']>, options?: RequestOptions) =>
  request<D<'/pensionmanage/list'>>('/pensionmanage/list', body, options)
