/** Pension account responses. Amounts are integer cents, times unix seconds. */
import { Type, type Static } from '@sinclair/typebox'
import { CASHBACK_TYPE, SETTLEMENT_STATUS, WITHDRAW_STATUS } from '../enums'
import { Enum, Nullable, OneOf } from './common'

/** Spec enum: order cashback 0, points exchange 1, scan gift 2, unknown 3. */
export type CashbackType = Static<typeof CashbackType>
export const CashbackType = Enum(CASHBACK_TYPE)

/** Spec enum: pending settlement 0, pending deposit 1, deposited 2, unknown 3. */
export type SettlementStatus = Static<typeof SettlementStatus>
export const SettlementStatus = Enum(SETTLEMENT_STATUS)

/** applied 0, reviewed (at the bank) 1, paid 2, failed 3 (amount returned). */
export type WithdrawStatus = Static<typeof WithdrawStatus>
export const WithdrawStatus = Enum(WITHDRAW_STATUS)

/** /pensionaccount/info2 -> profile.pension (spec section 3), plus withdrawable / withdrawn. */
export type PensionInfo = Static<typeof PensionInfo>
export const PensionInfo = Type.Object({
  accountin_total: Type.Number(),
  pension_amount_total: Type.Number(),
  accountin_waiting: Type.Number(),
  unsettled_amount: Type.Number(),
  pension_for_open: Type.Number(),
  /** The spec's bank id (pingan 1, citic 3); 0 before a bank account is opened. */
  bank_account_type: Type.Number(),
  notarize_total: Type.Number(),
  /** Masked: only the last 4 digits. */
  bank_account_no: Type.String(),
  bank_account_name: Type.String(),
  bank_account_logo: Type.String(),
  is_show_open_btn: Type.Boolean(),
  jst_binded: Type.Boolean(),
  /** Masked phone reserved at the bank. */
  bank_pre_phone: Type.String(),
  /** The bank pension account is opened. */
  status: Type.Boolean(),
  withdrawable: Type.Number(),
  withdrawn: Type.Number()
})

export type PensionFlow = Static<typeof PensionFlow>
export const PensionFlow = Type.Object({
  id: Type.Number(),
  type: CashbackType,
  type_text: Type.String(),
  status: SettlementStatus,
  /** '已取消' for a cancelled flow. */
  status_text: Type.String(),
  amount: Type.Number(),
  title: Type.String(),
  order_id: Nullable(Type.Number()),
  cancelled: Type.Boolean(),
  created_at: Nullable(Type.Number()),
  settled_at: Nullable(Type.Number()),
  deposited_at: Nullable(Type.Number()),
  cancelled_at: Nullable(Type.Number())
})

/** /pensionaccount/flow2 body. scope: 0 every flow (default), 1 valid only, 2 cancelled only. */
export type FlowQuery = Static<typeof FlowQuery>
export const FlowQuery = Type.Object({
  y: Type.Optional(Type.Number()),
  m: Type.Optional(Type.Number()),
  type: Type.Optional(CashbackType),
  status: Type.Optional(SettlementStatus),
  scope: Type.Optional(OneOf([0, 1, 2])),
  page: Type.Optional(Type.Number()),
  page_size: Type.Optional(Type.Number())
})

export type FlowPage = Static<typeof FlowPage>
export const FlowPage = Type.Object({
  list: Type.Array(PensionFlow),
  total: Type.Number(),
  /** Valid (not cancelled) amount over the whole filter. */
  sum: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number()
})

export type FlowMonth = Static<typeof FlowMonth>
export const FlowMonth = Type.Object({
  y: Type.Number(),
  m: Type.Number(),
  /** 'YYYY-MM' */
  month: Type.String(),
  label: Type.String()
})

/** /pensionaccount/monthes: newest first. */
export type FlowMonthList = Static<typeof FlowMonthList>
export const FlowMonthList = Type.Object({
  list: Type.Array(FlowMonth)
})

/** /pensionaccount/open (idempotent). */
export type PensionOpened = Static<typeof PensionOpened>
export const PensionOpened = Type.Object({
  pension_account_id: Type.Number(),
  opened_at: Type.Number()
})

/** /pensionaccount/check */
export type PensionCheck = Static<typeof PensionCheck>
export const PensionCheck = Type.Object({
  identity_present: Type.Boolean(),
  identity_verified: Type.Boolean(),
  esigned: Type.Boolean(),
  account_opened: Type.Boolean(),
  pension_account_id: Type.Number(),
  bank_opened: Type.Boolean(),
  bank_bound: Type.Boolean(),
  bank_opening: Type.Boolean(),
  selected_bank_id: Type.Number(),
  can_open: Type.Boolean(),
  can_withdraw: Type.Boolean(),
  /** What to do next: identity, auth, esign, open, bank, or '' when all is done. */
  next_step: OneOf(['', 'identity', 'auth', 'esign', 'open', 'bank']),
  /** Deposited cents not yet withdrawn. */
  withdrawable: Type.Number(),
  /** Bounds of /pensionaccount/apply in cents; withdraw_max is 0 until a card is bound. */
  withdraw_min: Type.Number(),
  withdraw_max: Type.Number(),
  /** Fee of a withdrawal in cents (0: none). */
  withdraw_fee: Type.Number(),
  /** At most this many cents a day, and what is left of it today. */
  withdraw_daily_limit: Type.Number(),
  withdraw_today_left: Type.Number(),
  /** When the money arrives, as the form says it. */
  withdraw_arrival: Type.String(),
  /** The newest bank opening (status 0 processing, 1 success, 2 failed), to resume or explain it. */
  last_opening: Nullable(
    Type.Object({
      business_no: Type.String(),
      bank_id: Type.Number(),
      opa_id: Type.Number(),
      status: OneOf([0, 1, 2]),
      reason: Type.String()
    })
  )
})

/** /pensionaccount/checkbankno */
export type BankNoCheck = Static<typeof BankNoCheck>
export const BankNoCheck = Type.Object({
  bank_name: Type.String(),
  card_type: Type.String(),
  /** Partner bank id, 0 for other banks. */
  bank_id: Type.Number(),
  is_cooperation: Type.Boolean(),
  logo: Type.String()
})

export type Withdrawal = Static<typeof Withdrawal>
export const Withdrawal = Type.Object({
  id: Type.Number(),
  amount: Type.Number(),
  status: WithdrawStatus,
  status_text: Type.String(),
  bank_name: Type.String(),
  card_no: Type.String(),
  reason: Type.String(),
  returned: Type.Boolean(),
  created_at: Nullable(Type.Number()),
  reviewed_at: Nullable(Type.Number()),
  finished_at: Nullable(Type.Number())
})

/** /pensionaccount/applyinfo */
export type WithdrawalDetail = Static<typeof WithdrawalDetail>
export const WithdrawalDetail = Type.Composite([
  Withdrawal,
  Type.Object({
    steps: Type.Array(
      Type.Object({
        title: Type.String(),
        time: Nullable(Type.Number()),
        done: Type.Boolean()
      })
    )
  })
])

export type WithdrawalPage = Static<typeof WithdrawalPage>
export const WithdrawalPage = Type.Object({
  list: Type.Array(Withdrawal),
  total: Type.Number(),
  page: Type.Number(),
  page_size: Type.Number()
})

/** /pensionaccount/exchangepension: 1 point = 1 cent, at least 100 points. */
export type PensionExchange = Static<typeof PensionExchange>
export const PensionExchange = Type.Object({
  flow_id: Type.Number(),
  points: Type.Number(),
  amount: Type.Number(),
  points_balance: Type.Number()
})

/** /wechat/scanpension: get 0 previews, get 1 claims (then flow_id is set). left null = unlimited. */
export type ScanGift = Static<typeof ScanGift>
export const ScanGift = Type.Object({
  code: Type.String(),
  title: Type.String(),
  amount: Type.Number(),
  claimed: Type.Boolean(),
  available: Type.Boolean(),
  left: Nullable(Type.Number()),
  flow_id: Type.Optional(Type.Number())
})

/** /pensionmanage/info */
export type PensionManageInfo = Static<typeof PensionManageInfo>
export const PensionManageInfo = Type.Object({
  pension_amount_total: Type.Number(),
  accountin_total: Type.Number(),
  withdrawn: Type.Number(),
  withdrawable: Type.Number(),
  this_month_income: Type.Number(),
  last_month_income: Type.Number(),
  months: Type.Array(
    Type.Object({
      month: Type.String(),
      income: Type.Number(),
      flow_count: Type.Number(),
      closed: Type.Boolean(),
      confirmed: Type.Boolean()
    })
  )
})

export type PensionStatement = Static<typeof PensionStatement>
export const PensionStatement = Type.Object({
  month: Type.String(),
  income: Type.Number(),
  deposited: Type.Number(),
  withdrawn: Type.Number(),
  flow_count: Type.Number(),
  confirmed_at: Type.Number()
})

/** /pensionmanage/list {y, m, type} */
export type PensionMonthStatement = Static<typeof PensionMonthStatement>
export const PensionMonthStatement = Type.Object({
  month: Type.String(),
  income: Type.Number(),
  deposited: Type.Number(),
  cancelled: Type.Number(),
  withdrawn: Type.Number(),
  flow_count: Type.Number(),
  by_type: Type.Array(
    Type.Object({
      type: CashbackType,
      type_text: Type.String(),
      amount: Type.Number(),
      count: Type.Number()
    })
  ),
  list: Type.Array(PensionFlow),
  closed: Type.Boolean(),
  statement: Nullable(PensionStatement)
})
