import type { PensionManageInfo, PensionMonthStatement, PensionStatement } from '@contract/schemas/pension'
import { request, type RequestOptions } from '../request'

/** Pension management: monthly statements over the cashback flows. */

// POST /api/v1/pensionmanage/info
export const getPensionManageInfo = (options?: RequestOptions) =>
  request<PensionManageInfo>('/pensionmanage/info', {}, options)

// POST /api/v1/pensionmanage/apply: confirms a month's statement
export const applyPensionManage = (body: { y: number; m: number }, options?: RequestOptions) =>
  request<PensionStatement>('/pensionmanage/apply', body, options)

// POST /api/v1/pensionmanage/list
export const getPensionManageList = (body: { y: number; m: number; type?: number }, options?: RequestOptions) =>
  request<PensionMonthStatement>('/pensionmanage/list', body, options)
