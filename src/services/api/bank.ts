import type { BankId } from '../../constants/enums'
import { request, type RequestOptions } from '../request'

/**
 * Pension account banks, under the root prefix (/api/pension/account/*). Loose types until
 * src/types/bank.ts exists (the pension area writes it).
 */
export interface PensionBank {
  id: number
  name: string
  logo: string
  is_cooperation: number | boolean
  is_show: number | boolean
  [key: string]: unknown
}

const root = (options?: RequestOptions): RequestOptions => ({ ...options, prefix: 'root' })

// POST /api/pension/account/banklist
export const getBankList = (options?: RequestOptions) =>
  request<PensionBank[]>('/pension/account/banklist', {}, root(options))

// POST /api/pension/account/banklistv2
export const getBankListV2 = (body: { opaId: number | string }, options?: RequestOptions) =>
  request<PensionBank[]>('/pension/account/banklistv2', body, root(options))

// POST /api/pension/account/openurl: the bank's account-opening page
export const getBankOpenUrl = (body: { bankId: BankId | number }, options?: RequestOptions) =>
  request<{ url: string; businessNo: string; [key: string]: unknown }>('/pension/account/openurl', body, root(options))

// POST /api/pension/account/queryopen: opening status
export const queryBankOpen = (
  body: { bankId: BankId | number; businessNo: string; opa_id?: number | string },
  options?: RequestOptions
) => request<Record<string, unknown>>('/pension/account/queryopen', body, root(options))

// POST /api/pension/account/pre: pre-check before opening
export const preCheckBank = (body: { bankId: BankId | number }, options?: RequestOptions) =>
  request<Record<string, unknown>>('/pension/account/pre', body, root(options))

// POST /api/pension/account/querycard: the bound card
export const queryBankCard = (options?: RequestOptions) =>
  request<Record<string, unknown>>('/pension/account/querycard', {}, root(options))

// POST /api/pension/account/gfprotocol: the account protocol
export const getGfProtocol = (options?: RequestOptions) =>
  request<Record<string, unknown>>('/pension/account/gfprotocol', {}, root(options))
