import { AlipaySdk } from 'alipay-sdk'
import { AppError, ERRNO } from '../../errors'
import { alipaySdkKeys } from '../../lib/alipay-key'
import { beijingTime, withBeijingTimestamp } from '../../lib/alipay-time'
import { GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'
import type { PayNotification, PaymentProvider, RefundState, TradeParams, TradeState } from './types'

/**
 * Alipay through the official `alipay-sdk` (docs/providers.md): requests signed RSA2 with the app private key,
 * answers checked against the Alipay public key, notifications checked the same way (checkNotifySignV2 over the
 * form our callback received as raw text and decoded once).
 */
export interface AlipayOptions {
  appId: string
  /** The app private key: PKCS#1 or PKCS#8, PEM or bare base64 (lib/alipay-key.ts reads it). */
  privateKey: string
  /** Alipay's public key (the "支付宝公钥" of the app's key settings), PEM or bare base64. */
  alipayPublicKey: string
  notifyUrl: string
  /** ALIPAY_SELLER_ID: the shop's Alipay account; a notification for another seller is refused. Unset: not checked. */
  sellerId?: string
  /** Default https://openapi.alipay.com/gateway.do. */
  gateway?: string
  timeoutMs: number
  retry: RetryOptions
}

export const ALIPAY_UNAVAILABLE = '支付宝暂时无法使用，请稍后重试；订单已保留，可继续支付'

const SHOPPER_TEXT: Record<string, string> = {
  'ACQ.TRADE_HAS_SUCCESS': '订单已支付，请勿重复支付',
  'ACQ.TRADE_HAS_CLOSE': '支付单已关闭，请重新发起支付',
  'ACQ.BUYER_ENABLE_STATUS_FORBID': '支付宝账户暂不可用，请换一种支付方式'
}

/** Cents → Alipay's yuan string with two decimals. */
export const yuan = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** Alipay's yuan string → cents, exactly; NaN when it is not an amount. */
export function cents(text: unknown): number {
  const m = typeof text === 'string' ? /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text) : null
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN
}

/** An Alipay user id (2088 + 12 digits) goes in buyer_id; newer apps' open ids in buyer_open_id. */
const buyer = (openid: string) => (/^2088\d{12}$/.test(openid) ? { buyerId: openid } : { buyerOpenId: openid })

export function createAlipay(opts: AlipayOptions): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: opts.appId,
    ...alipaySdkKeys(opts),
    gateway: opts.gateway || 'https://openapi.alipay.com/gateway.do',
    timeout: opts.timeoutMs,
    camelcase: true
  })

  /** One API call, its answer's signature checked; retried while Alipay is down or slow. */
  function call(method: string, params: Record<string, unknown>) {
    return withRetry(async () => {
      let res: Record<string, unknown>
      try {
        res = (await sdk.exec(method, withBeijingTimestamp(params), { validateSign: true })) as Record<string, unknown>
      } catch (err) {
        const msg = (err as Error).message ?? ''
        const down = /HttpClient Request error|status: 5\d\d/.test(msg)
        throw new GatewayError(`alipay ${method}: ${msg.slice(0, 200)}`, down)
      }
      if (res.code !== '10000') {
        const code = String(res.subCode ?? res.code ?? '')
        // 20000: Alipay's "service unavailable", worth another try.
        throw new GatewayError(
          `alipay ${method}: ${code} ${String(res.subMsg ?? res.msg ?? '')}`,
          res.code === '20000',
          code
        )
      }
      return res
    }, opts.retry)
  }

  function shopperError(err: unknown): never {
    if (err instanceof GatewayError && err.code && SHOPPER_TEXT[err.code])
      throw new AppError(ERRNO.PAYWAY_UNAVAILABLE, SHOPPER_TEXT[err.code])
    if (err instanceof GatewayError) throw new AppError(ERRNO.PAYMENT_GATEWAY, ALIPAY_UNAVAILABLE)
    throw err
  }

  return {
    name: 'alipay',
    async createTrade(input): Promise<TradeParams> {
      const biz = {
        outTradeNo: input.outTradeNo,
        totalAmount: yuan(input.amount),
        subject: input.subject.slice(0, 256),
        ...(input.expiresAt ? { timeExpire: beijingTime(input.expiresAt) } : {})
      }
      try {
        if (input.scene === 'alipay') {
          if (!input.openid) throw new AppError(ERRNO.PAYWAY_UNAVAILABLE, '请先使用支付宝登录后再支付')
          const res = await call('alipay.trade.create', {
            notifyUrl: opts.notifyUrl,
            bizContent: { ...biz, productCode: 'JSAPI_PAY', ...buyer(input.openid) }
          })
          return { payParams: { tradeNO: String(res.tradeNo) }, payUrl: '' }
        }
        // The H5 cashier: a signed GET to the gateway, which the shopper's browser opens.
        const payUrl = sdk.pageExec(
          'alipay.trade.wap.pay',
          'GET',
          withBeijingTimestamp({
            notifyUrl: opts.notifyUrl,
            returnUrl: input.returnUrl,
            bizContent: { ...biz, productCode: 'QUICK_WAP_WAY', quitUrl: input.returnUrl }
          })
        )
        return { payParams: {}, payUrl }
      } catch (err) {
        return shopperError(err)
      }
    },
    async closeTrade(_channel, outTradeNo) {
      try {
        await call('alipay.trade.close', { bizContent: { outTradeNo } })
      } catch (err) {
        // A wap trade the shopper never opened does not exist at Alipay: nothing to close.
        if (!(err instanceof GatewayError && err.code === 'ACQ.TRADE_NOT_EXIST')) throw err
      }
    },
    async refund(input) {
      const res = await call('alipay.trade.refund', {
        bizContent: { outTradeNo: input.outTradeNo, refundAmount: yuan(input.amount), outRequestNo: input.refundNo }
      })
      if (res.fundChange === 'Y') return { settled: true }
      // "N" answers a repeated request: Alipay's documented check is the refund query.
      const q = await call('alipay.trade.fastpay.refund.query', {
        bizContent: { outTradeNo: input.outTradeNo, outRequestNo: input.refundNo }
      })
      return { settled: q.refundStatus === 'REFUND_SUCCESS' }
    },
    async queryRefund(_channel, outTradeNo, refundNo): Promise<RefundState> {
      // Alipay answers a refund it does not know with no refund_status at all.
      const q = await call('alipay.trade.fastpay.refund.query', {
        bizContent: { outTradeNo, outRequestNo: refundNo }
      })
      return q.refundStatus === 'REFUND_SUCCESS'
        ? { status: 'SUCCESS', amount: cents(q.refundAmount) }
        : { status: 'NOTFOUND', amount: 0 }
    },
    async queryTrade(_channel, outTradeNo): Promise<TradeState> {
      const res = await call('alipay.trade.query', { bizContent: { outTradeNo } })
      const s = String(res.tradeStatus)
      const status: TradeState['status'] =
        s === 'TRADE_SUCCESS' || s === 'TRADE_FINISHED' ? 'SUCCESS' : s === 'TRADE_CLOSED' ? 'CLOSED' : 'NOTPAY'
      return { status, amount: cents(res.totalAmount), tradeNo: res.tradeNo ? String(res.tradeNo) : null }
    },
    verifyNotification(channel, input) {
      if (channel !== 'alipay') return null
      const form = Object.fromEntries(new URLSearchParams(input.raw))
      if (!form.sign || form.app_id !== opts.appId) return null
      let ok = false
      try {
        ok = sdk.checkNotifySignV2(form)
      } catch {
        ok = false
      }
      if (!ok) return null
      // Signed by Alipay but paid to another account (a shared app, a misrouted notify_url): never acted on.
      if (opts.sellerId && form.seller_id !== opts.sellerId)
        throw new AppError(ERRNO.PAYMENT_SIGN_INVALID, '支付通知的收款方（seller_id）不是本商户')
      return decode(form)
    },
    ack(_channel, ok) {
      // Alipay stops retrying once the body is exactly "success".
      return { status: 200, type: 'text/plain', body: ok ? 'success' : 'fail' }
    }
  }
}

function decode(f: Record<string, string>): PayNotification | null {
  const amount = cents(f.total_amount)
  const ok = (v: string | undefined) => typeof v === 'string' && v.length > 0 && v.length <= 64
  if (!ok(f.out_trade_no) || !ok(f.trade_no) || !ok(f.notify_id) || !Number.isSafeInteger(amount)) return null
  const ts = Date.parse(`${(f.notify_time ?? '').replace(' ', 'T')}+08:00`)
  return {
    event: 'pay',
    channel: 'alipay',
    out_trade_no: f.out_trade_no,
    trade_no: f.trade_no,
    amount,
    status: f.trade_status === 'TRADE_SUCCESS' || f.trade_status === 'TRADE_FINISHED' ? 'SUCCESS' : 'FAIL',
    notify_id: f.notify_id,
    timestamp: Number.isFinite(ts) ? Math.floor(ts / 1000) : 0
  }
}
