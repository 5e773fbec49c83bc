import type { Body, Data } from '@contract/api/route'
import type { bankRoutes } from '@contract/api/pension'
import type { BankId } from '@contract/schemas/bank'
import { request, type RequestOptions } from '../request'

/** Pension account banks, under the root prefix (/api/pension/account/*); answers per contract/api/pension.ts. */
type R = typeof bankRoutes
type D<P extends keyof R> = Data<R[P]>
const root = (options?: RequestOptions): RequestOptions => ({ ...options, prefix: 'root' })

// POST /api/pension/account/banklist
export const getBankList = (options?: RequestOptions) =>
  request<D<'/pension/account/banklist'>>('/pension/account/banklist', {}, root(options))

// POST /api/pension/account/banklistv2
export const getBankListV2 = (body: { opaId?: number }, options?: RequestOptions) =>
  request<D<'/pension/account/banklistv2'>>('/pension/account/banklistv2', body, root(options))

// POST /api/pension/account/openurl: the bank's account-opening page
export const getBankOpenUrl = (body: { bankId: BankId; opa_id?: number }, options?: RequestOptions) =>
  request<D<'/pension/account/openurl'>>('/pension/account/openurl', body, root(options))

// POST /api/pension/account/queryopen: opening status
export const queryBankOpen = (
  body: { bankId: BankId; businessNo: string; opa_id?: number },
  options?: RequestOptions
) => request<D<'/pension/account/queryopen'>>('/pension/account/queryopen', body, root(options))

// POST /api/pension/account/pre: pre-check before opening; with phone + card_no the bank (pingan) texts an OTP
export const preCheckBank = (body: { bankId: BankId; phone?: string; card_no?: string }, options?: RequestOptions) =>
  request<D<'/pension/account/pre'>>('/pension/account/pre', body, root(options))

// POST /api/pension/account/querycard: the bound card
export const queryBankCard = (options?: RequestOptions) =>
  request<D<'/pension/account/querycard'>>('/pension/account/querycard', {}, root(options))

// POST /api/pension/account/gfprotocol: the account protocol
export const getGfProtocol = (body: Body<R['/pension/account/gfprotocol']> = {}, options?: RequestOptions) =>
  request<D<'/pension/account/gfprotocol'>>('/pension/account/gfprotocol', body, root(options))
