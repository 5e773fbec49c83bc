import { request, type RequestOptions } from '../request'

/** Pension management: a monthly statement view. Loose types until src/types/pension.ts exists. */

// POST /api/v1/pensionmanage/info
export const getPensionManageInfo = (options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionmanage/info', {}, options)

// POST /api/v1/pensionmanage/apply
export const applyPensionManage = (body: Record<string, unknown> = {}, options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionmanage/apply', body, options)

// POST /api/v1/pensionmanage/list
export const getPensionManageList = (body: { y: number; m: number; type?: number }, options?: RequestOptions) =>
  request<{ list: Array<Record<string, unknown>>; [key: string]: unknown }>('/pensionmanage/list', body, options)
