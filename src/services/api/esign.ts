import { request, type RequestOptions } from '../request'

/**
 * E-signature and identity verification (fdd). Loose response types until src/types/esign.ts exists
 * (the pension area writes it); replace them with imports then.
 */
export interface FddResult {
  /** 0 unauthenticated, 1 verified, 2 unregistered (constants FDD_STATUS). */
  status: number
  [key: string]: unknown
}

export interface ProviderUrl {
  url: string
  [key: string]: unknown
}

// POST /api/v1/user/fddcreateaccount
export const createFddAccount = (body: { name: string; idNo: string }, options?: RequestOptions) =>
  request<{ identity_id: number | string; [key: string]: unknown }>('/user/fddcreateaccount', body, options)

// POST /api/v1/user/fddauth: address of the provider's identity check
export const startFddAuth = (
  body: { identity_id: number | string; is_mini_program: number | boolean; return_url: string },
  options?: RequestOptions
) => request<ProviderUrl>('/user/fddauth', body, options)

// POST /api/v1/user/fddsign: address of the provider's signing page
export const startFddSign = (
  body: { sign_verify_way: number | string; open_environment: number | string; return_url: string },
  options?: RequestOptions
) => request<ProviderUrl>('/user/fddsign', body, options)

// POST /api/v1/user/fddauthresult
export const getFddAuthResult = (options?: RequestOptions) => request<FddResult>('/user/fddauthresult', {}, options)

// POST /api/v1/user/fddsignresult
export const getFddSignResult = (options?: RequestOptions) => request<FddResult>('/user/fddsignresult', {}, options)

// POST /api/v1/user/auth: starts a verification flow (auth 0, verification 1, both 2)
export const startUserAuth = (body: Record<string, unknown> = {}, options?: RequestOptions) =>
  request<ProviderUrl>('/user/auth', body, options)

// POST /api/v1/user/authresult
export const getUserAuthResult = (options?: RequestOptions) => request<FddResult>('/user/authresult', {}, options)

// POST /api/v1/user/esign
export const signUserEsign = (body: { mp: number | boolean }, options?: RequestOptions) =>
  request<ProviderUrl>('/user/esign', body, options)

// POST /api/v1/user/saveidentity
export const saveUserIdentity = (body: { name: string; idNo: string }, options?: RequestOptions) =>
  request<unknown>('/user/saveidentity', body, options)
