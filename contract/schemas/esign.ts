/** E-sign (fdd) and identity verification responses. Id numbers are masked: first 6 + last 4. */
import { Type, type Static } from '@sinclair/typebox'
import { FDD_STATUS, VERIFY_FLOW } from '../enums'
import { Enum, Nullable, OneOf } from './common'

/** Spec enum "identity authentication (fdd) result status". */
export type FddAuthStatus = Static<typeof FddAuthStatus>
export const FddAuthStatus = Enum(FDD_STATUS)

/** 0 unsigned, 1 signed, 2 signing, 3 the last attempt failed. */
export type SignStatus = Static<typeof SignStatus>
export const SignStatus = OneOf([0, 1, 2, 3])

/** Spec enum "verification flow kinds": auth 0, verification 1, auth-and-verification 2. */
export type VerifyKind = Static<typeof VerifyKind>
export const VerifyKind = Enum(VERIFY_FLOW)

/** /user/fddcreateaccount {name, idNo} */
export type FddAccount = Static<typeof FddAccount>
export const FddAccount = Type.Object({
  identity_id: Type.String(),
  status: FddAuthStatus,
  name: Type.String(),
  id_no: Type.String()
})

/** /user/fddauth, /user/fddsign: open url; the page returns to the auth / esign bridge page. */
export type ProviderPage = Static<typeof ProviderPage>
export const ProviderPage = Type.Object({
  url: Type.String(),
  transaction_no: Type.String()
})

/** /user/auth */
export type AuthStart = Static<typeof AuthStart>
export const AuthStart = Type.Composite([
  ProviderPage,
  Type.Object({
    type: VerifyKind
  })
])

/** /user/fddauthresult */
export type FddAuthResult = Static<typeof FddAuthResult>
export const FddAuthResult = Type.Object({
  status: FddAuthStatus,
  identity_id: Type.String(),
  name: Type.String(),
  id_no: Type.String()
})

/** /user/fddsignresult */
export type FddSignResult = Static<typeof FddSignResult>
export const FddSignResult = Type.Object({
  status: SignStatus,
  esign_id: Type.String(),
  signed_at: Nullable(Type.Number()),
  reason: Type.String()
})

/** /user/authresult: status 0 processing, 1 passed, 2 failed. */
export type AuthResult = Static<typeof AuthResult>
export const AuthResult = Type.Object({
  transaction_no: Type.String(),
  type: VerifyKind,
  status: OneOf([0, 1, 2]),
  passed: Type.Boolean(),
  reason: Type.String(),
  verified: Type.Boolean(),
  name: Type.String(),
  id_no: Type.String()
})

/** /user/esign {mp}: url is the signing page when the identity is verified but not signed. */
export type EsignState = Static<typeof EsignState>
export const EsignState = Type.Object({
  esign_status: Type.Boolean(),
  need_auth: Type.Boolean(),
  url: Type.String()
})

/** /user/saveidentity */
export type SavedIdentity = Static<typeof SavedIdentity>
export const SavedIdentity = Type.Object({
  name: Type.String(),
  id_no: Type.String()
})
