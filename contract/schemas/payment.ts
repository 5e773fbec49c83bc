import { Type, type Static } from '@sinclair/typebox'
import { PAY_WAY } from '../enums'
import { Enum, Nullable } from './common'

/** Spec section 3: wxpay 1, alipay 2, freeca 4 (gift card), efulipay 8 (welfare balance). */
export type Payway = Static<typeof Payway>
export const Payway = Enum(PAY_WAY)

export type PaywayCard = Static<typeof PaywayCard>
export const PaywayCard = Type.Object({
  user_freeca_id: Type.Number(),
  name: Type.String(),
  balance: Type.Number(),
  expire_time: Type.Number(),
  /** Enough balance, not expired, and allowed for every goods in the order. */
  usable: Type.Boolean()
})

export type PaywayOption = Static<typeof PaywayOption>
export const PaywayOption = Type.Object({
  payway: Payway,
  name: Type.String(),
  available: Type.Boolean(),
  /** Balance in cents for freeca (sum of usable cards) and efulipay. */
  balance: Type.Optional(Type.Number()),
  cards: Type.Optional(Type.Array(PaywayCard))
})

export type PaywayResult = Static<typeof PaywayResult>
export const PaywayResult = Type.Object({
  order_no: Type.String(),
  pay_amount: Type.Number(),
  payways: Type.Array(PaywayOption)
})

/** Answer of /order/pay. Balance ways settle at once (paid true); provider ways return what the client opens. */
export type PayResult = Static<typeof PayResult>
export const PayResult = Type.Object({
  order_no: Type.String(),
  payway: Payway,
  paid: Type.Boolean(),
  status: Type.Number(),
  out_trade_no: Nullable(Type.String()),
  /** Mini-program / app SDK parameters (sandbox values outside production). */
  pay_params: Nullable(Type.Record(Type.String(), Type.String())),
  /** H5: the cashier page to open. */
  pay_url: Nullable(Type.String())
})
