/** The payment gateway contract every provider (sandbox, WeChat Pay, Alipay) implements: docs/providers.md. */

import type { PayChannel, PayScene } from '@contract/enums'

/** The two outside payment channels (contract/enums.ts PAY_CHANNELS); gift card and welfare settle in our ledgers. */
export type { PayChannel, PayScene }

export interface CreateTradeInput {
  channel: PayChannel
  outTradeNo: string
  /** Cents. */
  amount: number
  subject: string
  /** Where the H5 cashier sends the shopper back after paying or giving up. */
  returnUrl: string
  /**
   * Where the shopper pays (src/platform/payment.ts payRoute): the WeChat or Alipay mini program, WeChat's own
   * browser (JSAPI), or any other browser (the gateway's H5 cashier). Absent: the cashier.
   */
  scene?: PayScene
  /** The payer's openid for WeChat JSAPI (mini program or official account), Alipay's buyer id for trade.create. */
  openid?: string
  /** The shopper's IP (WeChat H5 pay requires it). */
  clientIp?: string
  /** When the order closes unpaid: the gateway stops accepting the trade then too. */
  expiresAt?: Date
}

/** A gateway notification as it came in: the raw body (signatures cover its exact bytes) and the headers. */
export interface NotificationInput {
  headers: Record<string, string | string[] | undefined>
  raw: string
}

/** What a gateway expects back from our callback (WeChat: JSON and a status; Alipay: the text `success`). */
export interface NotificationAck {
  status: number
  type: string
  body: string
}

export interface TradeState {
  status: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR'
  amount: number
  tradeNo: string | null
}

export interface TradeParams {
  /** What a mini program / app hands to its pay SDK. */
  payParams: Record<string, string>
  /** H5: the cashier page to open. */
  payUrl: string
}

/** A signed server-to-server notification, as it arrives at POST /api/payment/callback/<channel>. */
export interface PayNotification {
  event: 'pay' | 'refund'
  channel: PayChannel
  out_trade_no: string
  trade_no: string
  amount: number
  status: 'SUCCESS' | 'FAIL'
  refund_no?: string
  notify_id: string
  timestamp: number
}

export interface PaymentProvider {
  readonly name: string
  createTrade(input: CreateTradeInput): Promise<TradeParams>
  /** Stops a trade from being paid (order closed or cancelled). */
  closeTrade(channel: PayChannel, outTradeNo: string): Promise<void>
  /**
   * Asks for a refund (`total`: what the trade paid, WeChat wants it). The result arrives later as a refund
   * notification, unless the gateway settles it in its answer (Alipay): then `{ settled: true }`.
   */
  refund(input: {
    channel: PayChannel
    outTradeNo: string
    refundNo: string
    amount: number
    total?: number
  }): Promise<void | { settled: boolean }>
  /** Checks a callback's signature and shape; null when it is not a genuine notification. */
  verifyNotification(
    channel: PayChannel,
    input: NotificationInput
  ): PayNotification | null | Promise<PayNotification | null>
  /** The gateway's own answer format for its callback; without it the callback answers our envelope. */
  ack?(channel: PayChannel, ok: boolean, message: string): NotificationAck
  /** Asks the gateway how a trade stands (a notification lost on the way). */
  queryTrade?(channel: PayChannel, outTradeNo: string): Promise<TradeState>
  /** Asks the gateway about one refund (the daily reconciliation); absent: the report says it could not check. */
  queryRefund?(channel: PayChannel, outTradeNo: string, refundNo: string): Promise<RefundState>
}

export interface RefundState {
  /** NOTFOUND: no money went back (unknown to the gateway, or closed / abnormal there). */
  status: 'SUCCESS' | 'PROCESSING' | 'NOTFOUND'
  /** Cents the gateway refunded (0 unless SUCCESS). */
  amount: number
}
