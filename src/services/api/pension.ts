import { PAGE_SIZE } from '../../constants/limits'
import type { BankSelection, BoundCard, OpaInfo } from '@contract/schemas/bank'
import type {
  BankNoCheck,
  FlowMonthList,
  FlowPage,
  FlowQuery,
  PensionCheck,
  PensionExchange,
  PensionInfo,
  PensionOpened,
  ScanGift,
  Withdrawal,
  WithdrawalDetail,
  WithdrawalPage
} from '@contract/schemas/pension'
import { request, type RequestOptions } from '../request'

export type { PensionInfo } from '@contract/schemas/pension'

// POST /api/v1/pensionaccount/info2: profile.pension
export const getPensionInfo = (options?: RequestOptions) => request<PensionInfo>('/pensionaccount/info2', {}, options)

// POST /api/v1/pensionaccount/flow2: filters plus scope (0 every flow, 1 valid only, 2 cancelled only)
export const getPensionFlow = (
  filters: Omit<FlowQuery, 'scope'>,
  scope?: FlowQuery['scope'],
  options?: RequestOptions
) => request<FlowPage>('/pensionaccount/flow2', scope === undefined ? { ...filters } : { ...filters, scope }, options)

// POST /api/v1/pensionaccount/check: what the user still needs before opening / withdrawing
export const checkPension = (options?: RequestOptions) => request<PensionCheck>('/pensionaccount/check', {}, options)

// POST /api/v1/pensionaccount/open
export const openPension = (options?: RequestOptions) => request<PensionOpened>('/pensionaccount/open', {}, options)

// POST /api/v1/pensionaccount/selection: choose the partner bank
export const selectPensionBank = (body: { bank_id: number }, options?: RequestOptions) =>
  request<BankSelection>('/pensionaccount/selection', body, options)

// POST /api/v1/pensionaccount/monthes: months that have flows, newest first
export const getPensionMonths = (options?: RequestOptions) =>
  request<FlowMonthList>('/pensionaccount/monthes', {}, options)

// POST /api/v1/pensionaccount/checkbankno: card number check and bank lookup
export const checkBankNo = (body: { bank_no: string }, options?: RequestOptions) =>
  request<BankNoCheck>('/pensionaccount/checkbankno', body, options)

// POST /api/v1/pensionaccount/apply: withdrawal, amount in cents, with the SMS code sent to the account phone
export const applyPensionWithdrawal = (body: { amount: number; verify_code: string }, options?: RequestOptions) =>
  request<Withdrawal>('/pensionaccount/apply', body, options)

// POST /api/v1/pensionaccount/applylist: page size 15
export const getPensionApplyList = (body: { page: number }, options?: RequestOptions) =>
  request<WithdrawalPage>('/pensionaccount/applylist', { page: body.page, page_size: PAGE_SIZE }, options)

// POST /api/v1/pensionaccount/applyinfo: one withdrawal application (ours, not in the spec)
export const getPensionApplyInfo = (body: { id: number }, options?: RequestOptions) =>
  request<WithdrawalDetail>('/pensionaccount/applyinfo', body, options)

// POST /api/v1/pensionaccount/exchangepension: points into pension
export const exchangePension = (body: { points: number }, options?: RequestOptions) =>
  request<PensionExchange>('/pensionaccount/exchangepension', body, options)

// POST /api/v1/pensionaccount/bindcardno
export const bindPensionCardNo = (
  body: { card_no: string; phone?: string; verify_code?: string; otp_order_no?: string },
  options?: RequestOptions
) => request<BoundCard>('/pensionaccount/bindcardno', body, options)

// POST /api/v1/pensionaccount/opa: the open-account promotion
export const getPensionOpa = (body: { opa_id?: number } = {}, options?: RequestOptions) =>
  request<OpaInfo>('/pensionaccount/opa', body, options)

// POST /api/v1/wechat/scanpension: get 0 previews the gift of a QR code, get 1 claims it
export const scanPensionGift = (body: { code: string; get: 0 | 1 }, options?: RequestOptions) =>
  request<ScanGift>('/wechat/scanpension', body, options)
