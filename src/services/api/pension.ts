import { PAGE_SIZE } from '../../constants/limits'
import type { Body, Data } from '@contract/api/route'
import type { pensionRoutes } from '@contract/api/pension'
import type { FlowQuery } from '@contract/schemas/pension'
import { request, type RequestOptions } from '../request'

export type { PensionInfo } from '@contract/schemas/pension'

/** The answers are the contract's (contract/api/pension.ts): what the server's response schemas send. */
type R = typeof pensionRoutes
type D<P extends keyof R> = Data<R[P]>

// POST /api/v1/pensionaccount/info2: profile.pension
export const getPensionInfo = (options?: RequestOptions) =>
  request<D<'/pensionaccount/info2'>>('/pensionaccount/info2', {}, options)

// POST /api/v1/pensionaccount/flow2: filters plus scope (0 every flow, 1 valid only, 2 cancelled only)
export const getPensionFlow = (
  filters: Omit<FlowQuery, 'scope'>,
  scope?: FlowQuery['scope'],
  options?: RequestOptions
) =>
  request<D<'/pensionaccount/flow2'>>(
    '/pensionaccount/flow2',
    scope === undefined ? { ...filters } : { ...filters, scope },
    options
  )

// POST /api/v1/pensionaccount/check: what the user still needs before opening / withdrawing
export const checkPension = (options?: RequestOptions) =>
  request<D<'/pensionaccount/check'>>('/pensionaccount/check', {}, options)

// POST /api/v1/pensionaccount/open
export const openPension = (options?: RequestOptions) =>
  request<D<'/pensionaccount/open'>>('/pensionaccount/open', {}, options)

// POST /api/v1/pensionaccount/selection: choose the partner bank
export const selectPensionBank = (body: { bank_id: number }, options?: RequestOptions) =>
  request<D<'/pensionaccount/selection'>>('/pensionaccount/selection', body, options)

// POST /api/v1/pensionaccount/monthes: months that have flows, newest first
export const getPensionMonths = (options?: RequestOptions) =>
  request<D<'/pensionaccount/monthes'>>('/pensionaccount/monthes', {}, options)

// POST /api/v1/pensionaccount/checkbankno: card number check and bank lookup
export const checkBankNo = (body: Body<R['/pensionaccount/checkbankno']>, options?: RequestOptions) =>
  request<D<'/pensionaccount/checkbankno'>>('/pensionaccount/checkbankno', body, options)

// POST /api/v1/pensionaccount/apply: withdrawal, amount in cents, with the SMS code sent to the account phone
export const applyPensionWithdrawal = (body: Body<R['/pensionaccount/apply']>, options?: RequestOptions) =>
  request<D<'/pensionaccount/apply'>>('/pensionaccount/apply', body, options)

// POST /api/v1/pensionaccount/applylist: page size 15
export const getPensionApplyList = (body: { page: number }, options?: RequestOptions) =>
  request<D<'/pensionaccount/applylist'>>(
    '/pensionaccount/applylist',
    { page: body.page, page_size: PAGE_SIZE },
    options
  )

// POST /api/v1/pensionaccount/applyinfo: one withdrawal application (ours, not in the spec)
export const getPensionApplyInfo = (body: Body<R['/pensionaccount/applyinfo']>, options?: RequestOptions) =>
  request<D<'/pensionaccount/applyinfo'>>('/pensionaccount/applyinfo', body, options)

// POST /api/v1/pensionaccount/exchangepension: points into pension
export const exchangePension = (body: Body<R['/pensionaccount/exchangepension']>, options?: RequestOptions) =>
  request<D<'/pensionaccount/exchangepension'>>('/pensionaccount/exchangepension', body, options)

// POST /api/v1/pensionaccount/bindcardno
export const bindPensionCardNo = (body: Body<R['/pensionaccount/bindcardno']>, options?: RequestOptions) =>
  request<D<'/pensionaccount/bindcardno'>>('/pensionaccount/bindcardno', body, options)

// POST /api/v1/pensionaccount/opa: the open-account promotion
export const getPensionOpa = (body: { opa_id?: number } = {}, options?: RequestOptions) =>
  request<D<'/pensionaccount/opa'>>('/pensionaccount/opa', body, options)

// POST /api/v1/wechat/scanpension: get 0 previews the gift of a QR code, get 1 claims it
export const scanPensionGift = (body: { code: string; get: 0 | 1 }, options?: RequestOptions) =>
  request<D<'/wechat/scanpension'>>('/wechat/scanpension', body, options)
