import { PAGE_SIZE } from '../../constants/limits'
import { request, type RequestOptions } from '../request'

/**
 * Pension account. Response types are local until src/types/pension.ts exists (the pension area
 * writes it); PensionInfo follows profile.pension of spec section 3, amounts in cents.
 */
export interface PensionInfo {
  accountin_total: number
  pension_amount_total: number
  accountin_waiting: number
  unsettled_amount: number
  pension_for_open: number
  bank_account_type: number | string | null
  notarize_total: number
  bank_account_no: string
  bank_account_name: string
  bank_account_logo: string
  is_show_open_btn: boolean
  jst_binded: boolean
  bank_pre_phone: string
  status: boolean
}

export interface Paged<T = Record<string, unknown>> {
  list: T[]
  total: number
  page: number
  page_size: number
}

export interface PensionFlowFilters {
  y?: number
  m?: number
  type?: number
  status?: number
  page?: number
  page_size?: number
}

// POST /api/v1/pensionaccount/info2: profile.pension
export const getPensionInfo = (options?: RequestOptions) =>
  request<Partial<PensionInfo>>('/pensionaccount/info2', {}, options)

// POST /api/v1/pensionaccount/flow2
export const getPensionFlow = (filters: PensionFlowFilters, scope?: string | number, options?: RequestOptions) =>
  request<Paged>('/pensionaccount/flow2', scope === undefined ? { ...filters } : { ...filters, scope }, options)

// POST /api/v1/pensionaccount/check: can the user open / withdraw
export const checkPension = (options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionaccount/check', {}, options)

// POST /api/v1/pensionaccount/open
export const openPension = (body: Record<string, unknown> = {}, options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionaccount/open', body, options)

// POST /api/v1/pensionaccount/selection: choose the partner bank
export const selectPensionBank = (body: Record<string, unknown> = {}, options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionaccount/selection', body, options)

// POST /api/v1/pensionaccount/monthes: months that have flows
export const getPensionMonths = (options?: RequestOptions) =>
  request<Array<Record<string, unknown>>>('/pensionaccount/monthes', {}, options)

// POST /api/v1/pensionaccount/checkbankno: card number check and bank lookup
export const checkBankNo = (body: { bank_no: string }, options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionaccount/checkbankno', body, options)

// POST /api/v1/pensionaccount/apply: withdrawal, amount in cents
export const applyPensionWithdrawal = (body: { amount: number } & Record<string, unknown>, options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionaccount/apply', body, options)

// POST /api/v1/pensionaccount/applylist: page size 15
export const getPensionApplyList = (body: { page: number }, options?: RequestOptions) =>
  request<Paged>('/pensionaccount/applylist', { page: body.page, page_size: PAGE_SIZE }, options)

// POST /api/v1/pensionaccount/applyinfo: one withdrawal application (ours, not in the spec)
export const getPensionApplyInfo = (body: { id: number }, options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionaccount/applyinfo', body, options)

// POST /api/v1/pensionaccount/exchangepension: points into pension
export const exchangePension = (body: { points: number }, options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionaccount/exchangepension', body, options)

// POST /api/v1/pensionaccount/bindcardno
export const bindPensionCardNo = (body: Record<string, unknown>, options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionaccount/bindcardno', body, options)

// POST /api/v1/pensionaccount/opa
export const getPensionOpa = (body: Record<string, unknown> = {}, options?: RequestOptions) =>
  request<Record<string, unknown>>('/pensionaccount/opa', body, options)

// POST /api/v1/wechat/scanpension: get 0 previews the gift of a QR code, get 1 claims it
export const scanPensionGift = (body: { code: string; get: 0 | 1 }, options?: RequestOptions) =>
  request<Record<string, unknown>>('/wechat/scanpension', body, options)
