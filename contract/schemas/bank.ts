/** Partner bank responses, root prefix /api/pension/account/*. */
import { Type, type Static } from '@sinclair/typebox'
import { BANK_ID } from '../enums'
import { Enum, Nullable, OneOf } from './common'

/** Spec enum: pingan 1, citic 3. */
export type BankId = Static<typeof BankId>
export const BankId = Enum(BANK_ID)

/** Also the shape of profile.info.t_pension_bank_logo. */
export type BankBrief = Static<typeof BankBrief>
export const BankBrief = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  logo: Type.String(),
  is_cooperation: Type.Boolean(),
  is_show: Type.Boolean()
})

export type BankList = Static<typeof BankList>
export const BankList = Type.Object({
  list: Type.Array(BankBrief)
})

export type BankPromotion = Static<typeof BankPromotion>
export const BankPromotion = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  description: Type.String(),
  prize_activity_id: Nullable(Type.Number())
})

/** /banklistv2 {opaId} */
export type BankListV2 = Static<typeof BankListV2>
export const BankListV2 = Type.Composite([
  BankList,
  Type.Object({
    opa: Nullable(BankPromotion)
  })
])

/** /pensionaccount/opa */
export type OpaInfo = Static<typeof OpaInfo>
export const OpaInfo = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  description: Type.String(),
  prize_activity_id: Type.Number(),
  banks: Type.Array(BankBrief),
  opened: Type.Boolean()
})

/** /openurl {bankId}: open url in a web view; the bank page returns to /pages/bank-bridge/index. */
export type OpenUrl = Static<typeof OpenUrl>
export const OpenUrl = Type.Object({
  url: Type.String(),
  businessNo: Type.String(),
  bankId: Type.Number()
})

export type OpeningStatus = Static<typeof OpeningStatus>
export const OpeningStatus = OneOf(['processing', 'success', 'failed'])

/** /queryopen {bankId, businessNo, opa_id?} */
export type OpenQuery = Static<typeof OpenQuery>
export const OpenQuery = Type.Object({
  status: OpeningStatus,
  /** 0 processing, 1 success, 2 failed */
  status_code: OneOf([0, 1, 2]),
  message: Type.String(),
  businessNo: Type.String(),
  bank: BankBrief,
  account_no: Type.String()
})

/** /pre {bankId} */
export type BankPreCheck = Static<typeof BankPreCheck>
export const BankPreCheck = Type.Object({
  bank: BankBrief,
  identity_present: Type.Boolean(),
  identity_verified: Type.Boolean(),
  name: Type.String(),
  id_no: Type.String(),
  phone: Type.String(),
  opened: Type.Boolean(),
  can_open: Type.Boolean(),
  reason: Type.String(),
  /** The bank confirms card bindings with its own one-time code (pingan). */
  otp_required: Type.Boolean(),
  /** Set when the call carried phone + card_no: the order number of the code the bank texted. */
  otp_order_no: Type.String()
})

/** /querycard and /pensionaccount/bindcardno */
export type BoundCard = Static<typeof BoundCard>
export const BoundCard = Type.Object({
  bound: Type.Boolean(),
  card_no: Type.String(),
  bank_name: Type.String(),
  phone: Type.String(),
  bank: Nullable(BankBrief)
})

/** /gfprotocol */
export type BankProtocol = Static<typeof BankProtocol>
export const BankProtocol = Type.Object({
  bank_id: Type.Number(),
  title: Type.String(),
  content: Type.String(),
  url: Type.String()
})

/** /pensionaccount/selection {bank_id} */
export type BankSelection = Static<typeof BankSelection>
export const BankSelection = Type.Object({
  bank_id: Type.Number(),
  bank: BankBrief
})

/** /jst/checkamountwithcorp {amount}: a wrong amount is errno 2712 with data.tries_left; 2713 once locked. */
export type SmallAmountChecked = Static<typeof SmallAmountChecked>
export const SmallAmountChecked = Type.Object({
  jst_binded: Type.Boolean()
})

/** /jst/bindsmallamountwithcheckcorp */
export type SmallAmountSent = Static<typeof SmallAmountSent>
export const SmallAmountSent = Type.Object({
  sent: Type.Boolean(),
  jst_binded: Type.Boolean(),
  card_no: Type.String(),
  tries_left: Type.Number()
})

/** The fields /user/profile adds to profile.info from the pension area. */
export type ProfileBankFields = Static<typeof ProfileBankFields>
export const ProfileBankFields = Type.Object({
  t_pension_bank_account: Type.String(),
  t_pension_bank_name: Type.String(),
  t_pension_bank_type: Type.Number(),
  t_pension_bank_logo: Nullable(BankBrief),
  pension_account_id: Type.Number(),
  identity_id: Type.String(),
  esign_id: Type.String()
})
