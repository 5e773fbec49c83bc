/** Spec section 3: wxpay 1, alipay 2, freeca 4 (gift card), efulipay 8 (welfare balance). */
export type Payway = 1 | 2 | 4 | 8

export interface PaywayCard {
  user_freeca_id: number
  name: string
  balance: number
  expire_time: number
  /** Enough balance, not expired, and allowed for every goods in the order. */
  usable: boolean
}

export interface PaywayOption {
  payway: Payway
  name: string
  available: boolean
  /** Balance in cents for freeca (sum of usable cards) and efulipay. */
  balance?: number
  cards?: PaywayCard[]
}

export interface PaywayResult {
  order_no: string
  pay_amount: number
  payways: PaywayOption[]
}

/** Answer of /order/pay. Balance ways settle at once (paid true); provider ways return what the client opens. */
export interface PayResult {
  order_no: string
  payway: Payway
  paid: boolean
  status: number
  out_trade_no: string | null
  /** Mini-program / app SDK parameters (sandbox values outside production). */
  pay_params: Record<string, string> | null
  /** H5: the cashier page to open. */
  pay_url: string | null
}
