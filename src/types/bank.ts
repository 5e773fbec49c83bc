/** Partner bank responses, root prefix /api/pension/account/* (type-only). */

/** Spec enum: pingan 1, citic 3. */
export type BankId = 1 | 3

/** Also the shape of profile.info.t_pension_bank_logo. */
export interface BankBrief {
  id: number
  name: string
  logo: string
  is_cooperation: boolean
  is_show: boolean
}

export interface BankList {
  list: BankBrief[]
}

export interface BankPromotion {
  id: number
  title: string
  description: string
  prize_activity_id: number | null
}

/** /banklistv2 {opaId} */
export interface BankListV2 extends BankList {
  opa: BankPromotion | null
}

/** /pensionaccount/opa */
export interface OpaInfo {
  id: number
  title: string
  description: string
  prize_activity_id: number
  banks: BankBrief[]
  opened: boolean
}

/** /openurl {bankId}: open url in a web view; the bank page returns to /pages/bank-bridge/index. */
export interface OpenUrl {
  url: string
  businessNo: string
  bankId: number
}

export type OpeningStatus = 'processing' | 'success' | 'failed'

/** /queryopen {bankId, businessNo, opa_id?} */
export interface OpenQuery {
  status: OpeningStatus
  /** 0 processing, 1 success, 2 failed */
  status_code: 0 | 1 | 2
  message: string
  businessNo: string
  bank: BankBrief
  account_no: string
}

/** /pre {bankId} */
export interface BankPreCheck {
  bank: BankBrief
  identity_present: boolean
  identity_verified: boolean
  name: string
  id_no: string
  phone: string
  opened: boolean
  can_open: boolean
  reason: string
  /** The bank confirms card bindings with its own one-time code (pingan). */
  otp_required: boolean
  /** Set when the call carried phone + card_no: the order number of the code the bank texted. */
  otp_order_no: string
}

/** /querycard and /pensionaccount/bindcardno */
export interface BoundCard {
  bound: boolean
  card_no: string
  bank_name: string
  phone: string
  bank: BankBrief | null
}

/** /gfprotocol */
export interface BankProtocol {
  bank_id: number
  title: string
  content: string
  url: string
}

/** /pensionaccount/selection {bank_id} */
export interface BankSelection {
  bank_id: number
  bank: BankBrief
}

/** /jst/checkamountwithcorp {amount}: a wrong amount is errno 2712 with data.tries_left; 2713 once locked. */
export interface SmallAmountChecked {
  jst_binded: boolean
}

/** /jst/bindsmallamountwithcheckcorp */
export interface SmallAmountSent {
  sent: boolean
  jst_binded: boolean
  card_no: string
  tries_left: number
}

/** The fields /user/profile adds to profile.info from the pension area. */
export interface ProfileBankFields {
  t_pension_bank_account: string
  t_pension_bank_name: string
  t_pension_bank_type: number
  t_pension_bank_logo: BankBrief | null
  pension_account_id: number
  identity_id: string
  esign_id: string
}
