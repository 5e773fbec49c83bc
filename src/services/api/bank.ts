import type {
  BankId,
  BankList,
  BankListV2,
  BankPreCheck,
  BankProtocol,
  BoundCard,
  OpenQuery,
  OpenUrl
} from '@contract/schemas/bank'
import { request, type RequestOptions } from '../request'

/** Pension account banks, under the root prefix (/api/pension/account/*). */
const root = (options?: RequestOptions): RequestOptions => ({ ...options, prefix: 'root' })

// POST /api/pension/account/banklist
export const getBankList = (options?: RequestOptions) =>
  request<BankList>('/pension/account/banklist', {}, root(options))

// POST /api/pension/account/banklistv2
export const getBankListV2 = (body: { opaId?: number }, options?: RequestOptions) =>
  request<BankListV2>('/pension/account/banklistv2', body, root(options))

// POST /api/pension/account/openurl: the bank's account-opening page
export const getBankOpenUrl = (body: { bankId: BankId; opa_id?: number }, options?: RequestOptions) =>
  request<OpenUrl>('/pension/account/openurl', body, root(options))

// POST /api/pension/account/queryopen: opening status
export const queryBankOpen = (
  body: { bankId: BankId; businessNo: string; opa_id?: number },
  options?: RequestOptions
) => request<OpenQuery>('/pension/account/queryopen', body, root(options))

// POST /api/pension/account/pre: pre-check before opening; with phone + card_no the bank (pingan) texts an OTP
export const preCheckBank = (body: { bankId: BankId; phone?: string; card_no?: string }, options?: RequestOptions) =>
  request<BankPreCheck>('/pension/account/pre', body, root(options))

// POST /api/pension/account/querycard: the bound card
export const queryBankCard = (options?: RequestOptions) =>
  request<BoundCard>('/pension/account/querycard', {}, root(options))

// POST /api/pension/account/gfprotocol: the account protocol
export const getGfProtocol = (body: { bankId?: BankId } = {}, options?: RequestOptions) =>
  request<BankProtocol>('/pension/account/gfprotocol', body, root(options))
