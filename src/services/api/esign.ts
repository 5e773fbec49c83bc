import type {
  AuthResult,
  AuthStart,
  EsignState,
  FddAccount,
  FddAuthResult,
  FddSignResult,
  ProviderPage,
  SavedIdentity,
  VerifyKind
} from '@contract/schemas/esign'
import { request, type RequestOptions } from '../request'

/** E-signature and identity verification (fdd). Flags are 0/1. */

// POST /api/v1/user/fddcreateaccount
export const createFddAccount = (body: { name: string; idNo: string }, options?: RequestOptions) =>
  request<FddAccount>('/user/fddcreateaccount', body, options)

// POST /api/v1/user/fddauth: address of the provider's identity check
export const startFddAuth = (
  body: { identity_id: string; is_mini_program: 0 | 1; return_url: string },
  options?: RequestOptions
) => request<ProviderPage>('/user/fddauth', body, options)

// POST /api/v1/user/fddsign: address of the provider's signing page
export const startFddSign = (
  body: { sign_verify_way: number; open_environment: number; return_url: string },
  options?: RequestOptions
) => request<ProviderPage>('/user/fddsign', body, options)

// POST /api/v1/user/fddauthresult
export const getFddAuthResult = (options?: RequestOptions) => request<FddAuthResult>('/user/fddauthresult', {}, options)

// POST /api/v1/user/fddsignresult
export const getFddSignResult = (options?: RequestOptions) => request<FddSignResult>('/user/fddsignresult', {}, options)

// POST /api/v1/user/auth: starts a verification flow (auth 0, verification 1, both 2)
export const startUserAuth = (
  body: { type?: VerifyKind; return_url?: string; is_mini_program?: 0 | 1 } = {},
  options?: RequestOptions
) => request<AuthStart>('/user/auth', body, options)

// POST /api/v1/user/authresult
export const getUserAuthResult = (body: { transaction_no?: string } = {}, options?: RequestOptions) =>
  request<AuthResult>('/user/authresult', body, options)

// POST /api/v1/user/esign: e-sign state, with the signing page when one is due
export const signUserEsign = (body: { mp: 0 | 1 }, options?: RequestOptions) =>
  request<EsignState>('/user/esign', body, options)

// POST /api/v1/user/saveidentity
export const saveUserIdentity = (body: { name: string; idNo: string }, options?: RequestOptions) =>
  request<SavedIdentity>('/user/saveidentity', body, options)
