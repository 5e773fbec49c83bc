import {
  launchPayment,
  payRoute,
  waitForPaid,
  type LaunchDeps,
  type PollOptions,
  type PollResult
} from '@/platform/payment'
import { configWechatSdk } from '@/platform/wechat-sdk'
import type { Payway } from '@contract/schemas/payment'
import { isH5 } from '@/utils/env'
import { getWechatJssdkConfig } from '@/services/api/app'
import { getOrderStatus, payOrder } from '@/services/api/order'
import { askSubscribe, prepareSubscribe } from './subscribe'

export interface StartPaymentInput {
  id: number
  order_no: string
  payway: Payway
  user_freeca_id?: number
  /** In-app address the cashier sends the shopper back to (H5), e.g. '/#/pages/order-pay-third/index?id=1'. */
  return_url?: string
  /**
   * The channel this payment is made for (a partner's pay link names it): /order/pay's per-call channel option
   * (spec section 7), sent as Access-Channel in place of the store's.
   */
  channel?: string
}

/** How a payment attempt ended, as far as the paying page is concerned. */
export type PaymentOutcome =
  | { kind: 'paid'; status: number }
  | { kind: 'pending' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  | { kind: 'redirected' }

const fetchStatus = (id: number) => getOrderStatus({ id }, { noTip: true })
const wechatReady = () => configWechatSdk((url) => getWechatJssdkConfig({ url }, { noTip: true, autoAuth: false }))

/** Polls /order/status until the server confirms payment (bounded; see platform/payment waitForPaid). */
export function confirmPaid(orderId: number, options: PollOptions = {}): Promise<PollResult> {
  return waitForPaid(orderId, fetchStatus, options)
}

/**
 * One payment attempt: /order/pay (balance ways settle there), else this host's wallet or cashier, then the
 * server's word. An error of /order/pay propagates after the request layer has shown the server's message; the
 * order stays payable.
 */
export async function startPayment(
  input: StartPaymentInput,
  deps: LaunchDeps & PollOptions = {}
): Promise<PaymentOutcome> {
  const route = deps.route ?? payRoute()
  const body = {
    order_no: input.order_no,
    payway: input.payway,
    scene: route,
    ...(input.user_freeca_id ? { user_freeca_id: input.user_freeca_id } : {}),
    ...(input.return_url && isH5() ? { return_url: input.return_url } : {})
  }
  // The notice templates are read while paying, so the grant sheet opens at once after it (flows/subscribe.ts).
  void prepareSubscribe()
  const result = await (input.channel ? payOrder(body, { channel: input.channel }) : payOrder(body))
  if (result.paid) return paidAndAsked(result.status)
  const launched = await launchPayment(result, { wechatReady, ...deps, route })
  if (launched.kind !== 'confirm') return launched
  const polled = await confirmPaid(input.id, deps)
  return polled.paid ? paidAndAsked(polled.status?.status ?? 1) : { kind: 'pending' }
}

/** Paid: the moment WeChat allows asking for the shipping and refund notices (a payment callback). */
async function paidAndAsked(status: number): Promise<PaymentOutcome> {
  await askSubscribe('pay')
  return { kind: 'paid', status }
}
