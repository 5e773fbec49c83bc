import Taro from '@tarojs/taro'
import { PAY_CHANNELS, PAY_WAYS, isPayWay, type PayScene } from '@contract/enums'
import { PAY_POLL_DELAYS } from '../constants/order'
import type { OrderStatusResult } from '@contract/schemas/order'
import type { PayResult, Payway } from '@contract/schemas/payment'
import { getHostPlatform, type HostPlatform } from './ua'

/**
 * Running a payment where the app runs (docs/design.md section 7: every platform difference behind platform/):
 * - WeChat mini program: Taro.requestPayment with the server's pay_params;
 * - Alipay mini program: my.tradePay (through Taro.tradePay) with the trade number;
 * - H5 in WeChat's browser: the JS-SDK's chooseWXPay;
 * - plain H5, the native app's web view, other in-app browsers: the provider's cashier page (pay_url), which sends
 *   the shopper back to return_url.
 * Whatever a wallet says, the order counts as paid only once /order/status says so (waitForPaid); the whole attempt
 * (/order/pay, wallet, polling) is flows/payment.ts.
 */

/** Where the app pays: the contract's pay scenes (contract/enums.ts PAY_SCENES). */
export type PayRoute = PayScene

export function payRoute(host: HostPlatform = getHostPlatform()): PayRoute {
  if (host === 'weapp') return 'weapp'
  if (host === 'alipay') return 'alipay'
  if (host === 'wechat') return 'jsapi'
  return 'cashier'
}

/** The provider pay ways a host can run; the balance ways (gift card, welfare) settle on the server anywhere. */
export function providerWays(route: PayRoute = payRoute()): Payway[] {
  return PAY_WAYS.filter((w) => PAY_CHANNELS[w].channel !== null && canPayHere(w, route))
}

/** A way with no gateway channel: the gift card and the welfare balance. */
export const isBalanceWay = (payway: number) => isPayWay(payway) && PAY_CHANNELS[payway].channel === null

export function canPayHere(payway: number, route: PayRoute = payRoute()): boolean {
  return isPayWay(payway) && (PAY_CHANNELS[payway].scenes as readonly PayScene[]).includes(route)
}

/** What the wallet or cashier said. `confirm` only means "go and ask the server". */
export type LaunchOutcome =
  { kind: 'confirm' } | { kind: 'cancelled' } | { kind: 'failed'; message: string } | { kind: 'redirected' }

export interface LaunchDeps {
  route?: PayRoute
  /** WeChat browser: configures the JS-SDK (configWechatSdk with the caller's config fetcher); false when unusable. */
  wechatReady?: () => Promise<boolean>
  /** Leaves the app for the cashier (H5). */
  openUrl?: (url: string) => void
}

const FAILED = '支付未完成，请稍后重试'
const errText = (e: unknown) =>
  String((e as { errMsg?: string; message?: string })?.errMsg ?? (e as Error)?.message ?? '')

function openInBrowser(url: string) {
  if (process.env.TARO_ENV === 'h5') window.location.assign(url)
}

async function wechatMiniProgram(p: Record<string, string>): Promise<LaunchOutcome> {
  try {
    await Taro.requestPayment({
      timeStamp: p.timeStamp,
      nonceStr: p.nonceStr,
      package: p.package,
      signType: p.signType as 'MD5' | 'HMAC-SHA256' | 'RSA',
      paySign: p.paySign
    })
    return { kind: 'confirm' }
  } catch (e) {
    return /cancel/i.test(errText(e)) ? { kind: 'cancelled' } : { kind: 'failed', message: FAILED }
  }
}

type TradePay = (o: {
  tradeNO: string
  success?: (r: { resultCode?: string }) => void
  fail?: (e: unknown) => void
}) => unknown

/** Alipay's result codes: 9000 paid, 8000 / 6004 being processed (ask the server), 6001 the shopper left. */
async function alipayMiniProgram(p: Record<string, string>): Promise<LaunchOutcome> {
  const my = (globalThis as { my?: { tradePay?: TradePay } }).my
  const tradePay = ((Taro as unknown as { tradePay?: TradePay }).tradePay ?? my?.tradePay) as TradePay | undefined
  if (!tradePay) return { kind: 'failed', message: '当前环境不支持支付宝支付' }
  const res = await new Promise<{ resultCode?: string } | null>((resolve) => {
    let done = false
    const once = (r: { resultCode?: string } | null) => {
      if (!done) resolve(r)
      done = true
    }
    const ret = tradePay({ tradeNO: p.tradeNO, success: once, fail: () => once(null) })
    if (ret && typeof (ret as Promise<unknown>).then === 'function')
      (ret as Promise<{ resultCode?: string }>).then(once, () => once(null))
  })
  const code = String(res?.resultCode ?? '')
  if (code === '9000' || code === '8000' || code === '6004') return { kind: 'confirm' }
  if (code === '6001') return { kind: 'cancelled' }
  return { kind: 'failed', message: FAILED }
}

interface WxPay {
  chooseWXPay?: (o: Record<string, unknown>) => void
}

async function wechatJsapi(
  p: Record<string, string>,
  wechatReady: () => Promise<boolean>,
  fallback: () => LaunchOutcome
): Promise<LaunchOutcome> {
  const ready = await wechatReady().catch(() => false)
  const wx = (globalThis as { wx?: WxPay }).wx
  // The SDK did not load or refused its signature: the cashier still takes the money.
  if (!ready || !wx?.chooseWXPay) return fallback()
  return new Promise<LaunchOutcome>((resolve) => {
    wx.chooseWXPay?.({
      timestamp: Number(p.timeStamp),
      nonceStr: p.nonceStr,
      package: p.package,
      signType: p.signType,
      paySign: p.paySign,
      success: () => resolve({ kind: 'confirm' }),
      cancel: () => resolve({ kind: 'cancelled' }),
      fail: () => resolve({ kind: 'failed', message: FAILED })
    })
  })
}

/** Hands an opened trade (the answer of /order/pay) to this host's wallet or cashier. */
export async function launchPayment(result: PayResult, deps: LaunchDeps = {}): Promise<LaunchOutcome> {
  const route = deps.route ?? payRoute()
  const params = result.pay_params ?? {}
  const cashier = (): LaunchOutcome => {
    if (!result.pay_url) return { kind: 'failed', message: FAILED }
    ;(deps.openUrl ?? openInBrowser)(result.pay_url)
    return { kind: 'redirected' }
  }
  if (route === 'weapp') return wechatMiniProgram(params)
  if (route === 'alipay') return alipayMiniProgram(params)
  if (route === 'jsapi') return wechatJsapi(params, deps.wechatReady ?? (() => Promise.resolve(false)), cashier)
  return cashier()
}

/** /order/status, passed in by the caller (platform never calls the API itself). */
export type FetchOrderStatus = (id: number) => Promise<OrderStatusResult>

export interface PollOptions {
  delays?: readonly number[]
  sleep?: (ms: number) => Promise<void>
  /** Stops early (the page was left). */
  cancelled?: () => boolean
}

export interface PollResult {
  paid: boolean
  /** The server's last answer; null when it never answered. */
  status: OrderStatusResult | null
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Asks /order/status until the server says paid, the order has left "await payment" (closed, cancelled), or the
 * delays run out (then it is still unpaid as far as anyone knows). A failed check counts as a try.
 */
export async function waitForPaid(
  orderId: number,
  fetchStatus: FetchOrderStatus,
  options: PollOptions = {}
): Promise<PollResult> {
  const delays = options.delays ?? PAY_POLL_DELAYS
  const sleep = options.sleep ?? wait
  let last: OrderStatusResult | null = null
  for (let i = 0; ; i++) {
    try {
      last = await fetchStatus(orderId)
      if (last.paid) return { paid: true, status: last }
      if (last.status !== 0) return { paid: false, status: last }
    } catch {
      // a network blip: try again at the next tick
    }
    if (i >= delays.length || options.cancelled?.()) return { paid: false, status: last }
    await sleep(delays[i])
    if (options.cancelled?.()) return { paid: false, status: last }
  }
}
