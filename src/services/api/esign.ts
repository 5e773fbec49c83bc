import type { Body, Data } from '@contract/api/route'
import type { esignRoutes } from '@contract/api/pension'
import type { VerifyKind } from '@contract/schemas/esign'
import { request, type RequestOptions } from '../request'

/** E-signature and identity verification (fdd). Flags are 0/1; answers per contract/api/pension.ts. */
type R = typeof esignRoutes
type D<P extends keyof R> = Data<R[P]>

// POST /api/v1/user/fddcreateaccount
export const createFddAccount = (body: Body<R['/user/fddcreateaccount']>, options?: RequestOptions) =>
  request<D<'/user/fddcreateaccount'>>('/user/fddcreateaccount', body, options)

// POST /api/v1/user/fddauth: address of the provider's identity check
export const startFddAuth = (
  body: { identity_id: string; is_mini_program: 0 | 1; return_url: string },
  options?: RequestOptions
) => request<D<'/user/fddauth'>>('/user/fddauth', body, options)

// POST /api/v1/user/fddsign: address of the provider's signing page
export const startFddSign = (
  body: { sign_verify_way: number; open_environment: number; return_url: string },
  options?: RequestOptions
) => request<D<'/user/fddsign'>>('/user/fddsign', body, options)

// POST /api/v1/user/fddauthresult
export const getFddAuthResult = (options?: RequestOptions) =>
  request<D<'/user/fddauthresult'>>('/user/fddauthresult', {}, options)

// POST /api/v1/user/fddsignresult
export const getFddSignResult = (options?: RequestOptions) =>
  request<D<'/user/fddsignresult'>>('/user/fddsignresult', {}, options)

// POST /api/v1/user/auth: starts a verification flow (auth 0, verification 1, both 2)
export const startUserAuth = (
  body: { type?: VerifyKind; return_url?: string; is_mini_program?: 0 | 1 } = {},
  options?: RequestOptions
) => request<D<'/user/auth'>>('/user/auth', body, options)

// POST /api/v1/user/authresult
export const getUserAuthResult = (body: Body<R['/user/authresult']> = {}, options?: RequestOptions) =>
  request<D<'/user/authresult'>>('/user/authresult', body, options)

// POST /api/v1/user/esign: e-sign state, with the signing page when one is due
export const signUserEsign = (body: { mp: 0 | 1 }, options?: RequestOptions) =>
  request<D<'/user/esign'>>('/user/esign', body, options)

// POST /api/v1/user/saveidentity
export const saveUserIdentity = (body: Body<R['/user/saveidentity']>, options?: RequestOptions) =>
  request<D<'/user/saveidentity'>>('/user/saveidentity', body, options)
