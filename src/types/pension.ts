/** Pension account responses (type-only; the app and the server share them). Amounts are integer cents, times unix seconds. */

/** Spec enum: order cashback 0, points exchange 1, scan gift 2, unknown 3. */
export type CashbackType = 0 | 1 | 2 | 3
/** Spec enum: pending settlement 0, pending deposit 1, deposited 2, unknown 3. */
export type SettlementStatus = 0 | 1 | 2 | 3
/** applied 0, reviewed (at the bank) 1, paid 2, failed 3 (amount returned). */
export type WithdrawStatus = 0 | 1 | 2 | 3

/** /pensionaccount/info2 -> profile.pension (spec section 3), plus withdrawable / withdrawn. */
export interface PensionInfo {
  accountin_total: number
  pension_amount_total: number
  accountin_waiting: number
  unsettled_amount: number
  pension_for_open: number
  /** The spec's bank id (pingan 1, citic 3); 0 before a bank account is opened. */
  bank_account_type: number
  notarize_total: number
  /** Masked: only the last 4 digits. */
  bank_account_no: string
  bank_account_name: string
  bank_account_logo: string
  is_show_open_btn: boolean
  jst_binded: boolean
  /** Masked phone reserved at the bank. */
  bank_pre_phone: string
  /** The bank pension account is opened. */
  status: boolean
  withdrawable: number
  withdrawn: number
}

export interface PensionFlow {
  id: number
  type: CashbackType
  type_text: string
  status: SettlementStatus
  /** '已取消' for a cancelled flow. */
  status_text: string
  amount: number
  title: string
  order_id: number | null
  cancelled: boolean
  created_at: number | null
  settled_at: number | null
  deposited_at: number | null
  cancelled_at: number | null
}

/** /pensionaccount/flow2 body. scope: 0 every flow (default), 1 valid only, 2 cancelled only. */
export interface FlowQuery {
  y?: number
  m?: number
  type?: CashbackType
  status?: SettlementStatus
  scope?: 0 | 1 | 2
  page?: number
  page_size?: number
}

export interface FlowPage {
  list: PensionFlow[]
  total: number
  /** Valid (not cancelled) amount over the whole filter. */
  sum: number
  page: number
  page_size: number
}

export interface FlowMonth {
  y: number
  m: number
  /** 'YYYY-MM' */
  month: string
  label: string
}

/** /pensionaccount/monthes: newest first. */
export interface FlowMonthList {
  list: FlowMonth[]
}

/** /pensionaccount/open (idempotent). */
export interface PensionOpened {
  pension_account_id: number
  opened_at: number
}

/** /pensionaccount/check */
export interface PensionCheck {
  identity_present: boolean
  identity_verified: boolean
  esigned: boolean
  account_opened: boolean
  pension_account_id: number
  bank_opened: boolean
  bank_bound: boolean
  bank_opening: boolean
  selected_bank_id: number
  can_open: boolean
  can_withdraw: boolean
  /** What to do next: identity, auth, esign, open, bank, or '' when all is done. */
  next_step: '' | 'identity' | 'auth' | 'esign' | 'open' | 'bank'
  /** Deposited cents not yet withdrawn. */
  withdrawable: number
  /** Bounds of /pensionaccount/apply in cents; withdraw_max is 0 until a card is bound. */
  withdraw_min: number
  withdraw_max: number
  /** Fee of a withdrawal in cents (0: none). */
  withdraw_fee: number
  /** At most this many cents a day, and what is left of it today. */
  withdraw_daily_limit: number
  withdraw_today_left: number
  /** When the money arrives, as the form says it. */
  withdraw_arrival: string
  /** The newest bank opening (status 0 processing, 1 success, 2 failed), to resume or explain it. */
  last_opening: {
    business_no: string
    bank_id: number
    opa_id: number
    status: 0 | 1 | 2
    reason: string
  } | null
}

/** /pensionaccount/checkbankno */
export interface BankNoCheck {
  bank_name: string
  card_type: string
  /** Partner bank id, 0 for other banks. */
  bank_id: number
  is_cooperation: boolean
  logo: string
}

export interface Withdrawal {
  id: number
  amount: number
  status: WithdrawStatus
  status_text: string
  bank_name: string
  card_no: string
  reason: string
  returned: boolean
  created_at: number | null
  reviewed_at: number | null
  finished_at: number | null
}

/** /pensionaccount/applyinfo */
export interface WithdrawalDetail extends Withdrawal {
  steps: Array<{ title: string; time: number | null; done: boolean }>
}

export interface WithdrawalPage {
  list: Withdrawal[]
  total: number
  page: number
  page_size: number
}

/** /pensionaccount/exchangepension: 1 point = 1 cent, at least 100 points. */
export interface PensionExchange {
  flow_id: number
  points: number
  amount: number
  points_balance: number
}

/** /wechat/scanpension: get 0 previews, get 1 claims (then flow_id is set). left null = unlimited. */
export interface ScanGift {
  code: string
  title: string
  amount: number
  claimed: boolean
  available: boolean
  left: number | null
  flow_id?: number
}

/** /pensionmanage/info */
export interface PensionManageInfo {
  pension_amount_total: number
  accountin_total: number
  withdrawn: number
  withdrawable: number
  this_month_income: number
  last_month_income: number
  months: Array<{ month: string; income: number; flow_count: number; closed: boolean; confirmed: boolean }>
}

export interface PensionStatement {
  month: string
  income: number
  deposited: number
  withdrawn: number
  flow_count: number
  confirmed_at: number
}

/** /pensionmanage/list {y, m, type} */
export interface PensionMonthStatement {
  month: string
  income: number
  deposited: number
  cancelled: number
  withdrawn: number
  flow_count: number
  by_type: Array<{ type: CashbackType; type_text: string; amount: number; count: number }>
  list: PensionFlow[]
  closed: boolean
  statement: PensionStatement | null
}
