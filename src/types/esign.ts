/** E-sign (fdd) and identity verification responses (type-only). Id numbers are masked: first 6 + last 4. */

/** Spec enum "identity authentication (fdd) result status". */
export type FddAuthStatus = 0 | 1 | 2
/** 0 unsigned, 1 signed, 2 signing, 3 the last attempt failed. */
export type SignStatus = 0 | 1 | 2 | 3
/** Spec enum "verification flow kinds": auth 0, verification 1, auth-and-verification 2. */
export type VerifyKind = 0 | 1 | 2

/** /user/fddcreateaccount {name, idNo} */
export interface FddAccount {
  identity_id: string
  status: FddAuthStatus
  name: string
  id_no: string
}

/** /user/fddauth, /user/fddsign: open url; the page returns to the auth / esign bridge page. */
export interface ProviderPage {
  url: string
  transaction_no: string
}

/** /user/auth */
export interface AuthStart extends ProviderPage {
  type: VerifyKind
}

/** /user/fddauthresult */
export interface FddAuthResult {
  status: FddAuthStatus
  identity_id: string
  name: string
  id_no: string
}

/** /user/fddsignresult */
export interface FddSignResult {
  status: SignStatus
  esign_id: string
  signed_at: number | null
  reason: string
}

/** /user/authresult: status 0 processing, 1 passed, 2 failed. */
export interface AuthResult {
  transaction_no: string
  type: VerifyKind
  status: 0 | 1 | 2
  passed: boolean
  reason: string
  verified: boolean
  name: string
  id_no: string
}

/** /user/esign {mp}: url is the signing page when the identity is verified but not signed. */
export interface EsignState {
  esign_status: boolean
  need_auth: boolean
  url: string
}

/** /user/saveidentity */
export interface SavedIdentity {
  name: string
  id_no: string
}
