import crypto from 'node:crypto'
import { Decorator, Formatter, Rsa } from 'wechatpay-axios-plugin'
import { AppError, ERRNO } from '../../errors'
import { GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'
import type { NotificationInput, PaymentProvider, RefundState, TradeState } from './types'
import type { PlatformCertificates } from './wechatpay-certs'
import { decode, type Merchant } from './wechatpay-notify'

/**
 * WeChat Pay API v3 (docs/providers.md, docs/decisions/0001-payment-sdks.md): requests signed with the merchant key
 * by wechatpay-axios-plugin, which also checks every answer's Wechatpay-Signature with the platform public key;
 * notifications checked the same way here and decrypted with the APIv3 key (AEAD_AES_256_GCM).
 */
export interface WechatPayOptions {
  mchid: string
  /** Serial number of the merchant API certificate (signs our requests). */
  serial: string
  /** The merchant private key, PEM (apiclient_key.pem). */
  privateKey: string
  apiV3Key: string
  /** Wechatpay-Serial → PEM public key or platform certificate (the 微信支付公钥 ID, PUB_KEY_ID_...). */
  platformKeys: Record<string, string>
  /** Certificate mode: the platform certificates downloaded and renewed (wechatpay-certs.ts), beside platformKeys. */
  certificates?: PlatformCertificates
  /** The mini program's appid (scene weapp). */
  miniAppId?: string
  /** The official account's appid (scene jsapi in WeChat's browser, and H5 pay). */
  mpAppId?: string
  notifyUrl: string
  /** H5 pay's scene_info: the site's name and address as registered with WeChat Pay. */
  h5Name: string
  h5Url: string
  baseUrl?: string
  timeoutMs: number
  retry: RetryOptions
}

/** A notification older than this (or from the future) is refused: a replay of a captured request. */
const MAX_SKEW_SECONDS = 300

interface WxError {
  code?: string
  message?: string
}

/** WeChat answers a refusal as JSON { code, message }: a few mean something to the shopper. */
const SHOPPER_TEXT: Record<string, string> = {
  ORDERPAID: '订单已支付，请勿重复支付',
  ORDER_CLOSED: '支付单已关闭，请重新发起支付',
  OUT_TRADE_NO_USED: '支付单号重复，请重新发起支付'
}

export const WECHAT_UNAVAILABLE = '微信支付暂时无法使用，请稍后重试；订单已保留，可继续支付'

export function createWechatPay(opts: WechatPayOptions): PaymentProvider {
  const publicKeys = Object.fromEntries(
    Object.entries(opts.platformKeys).map(([id, pem]) => [id, crypto.createPublicKey(pem)])
  )
  const ours: Merchant = { mchid: opts.mchid, appids: [opts.miniAppId, opts.mpAppId].filter((a): a is string => !!a) }
  const decorator = (certs: Record<string, crypto.KeyObject>) =>
    new Decorator({
      mchid: opts.mchid,
      serial: opts.serial,
      privateKey: opts.privateKey,
      certs,
      baseURL: opts.baseUrl || 'https://api.mch.weixin.qq.com/',
      timeout: opts.timeoutMs
    })
  // Certificate mode: the client checks answers with the certificates valid now, rebuilt when the set changes.
  let current: { serials: string; client: ReturnType<typeof decorator> } | null = null
  async function clientNow() {
    const certs = { ...publicKeys, ...(opts.certificates ? await opts.certificates.keys() : {}) }
    const serials = Object.keys(certs).sort().join(',')
    if (current?.serials !== serials) current = { serials, client: decorator(certs) }
    return current.client
  }
  const privateKey = crypto.createPrivateKey(opts.privateKey)

  /** One API call: retried while the gateway is down or slow, a refusal reported at once. */
  async function call<T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
    try {
      return await callOnce<T>(method, path, data)
    } catch (err) {
      // Certificate mode: an answer under a certificate we do not know yet (a rotation) downloads the list once.
      const unsigned = err instanceof GatewayError && /not signed/.test(err.message)
      if (unsigned && opts.certificates && (await opts.certificates.refresh())) return callOnce<T>(method, path, data)
      throw err
    }
  }
  async function callOnce<T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
    return withRetry(async () => {
      try {
        const res = await (await clientNow()).request(path, method, data, {})
        return res.data as T
      } catch (err) {
        const e = err as { response?: { status?: number; data?: WxError }; code?: string; message?: string }
        const status = e.response?.status
        if (!status || status >= 500)
          throw new GatewayError(`wechatpay ${path}: ${status ?? e.code ?? e.message}`, true)
        const body = e.response?.data
        if (status < 300) throw new GatewayError(`wechatpay ${path}: answer not signed by WeChat Pay`, false)
        throw new GatewayError(`wechatpay ${path}: ${body?.code} ${body?.message ?? ''}`, false, body?.code)
      }
    }, opts.retry)
  }

  /** What the shopper sees when the gateway failed: the order stays payable. */
  function shopperError(err: unknown): never {
    if (err instanceof GatewayError && err.code && SHOPPER_TEXT[err.code])
      throw new AppError(ERRNO.PAYWAY_UNAVAILABLE, SHOPPER_TEXT[err.code])
    if (err instanceof GatewayError) throw new AppError(ERRNO.PAYMENT_GATEWAY, WECHAT_UNAVAILABLE)
    throw err
  }

  /** The parameters wx.requestPayment / WeixinJSBridge take, signed with the merchant key (RSA, SHA256). */
  function jsapiParams(appId: string, prepayId: string): Record<string, string> {
    const timeStamp = String(Formatter.timestamp())
    const nonceStr = Formatter.nonce()
    const pkg = `prepay_id=${prepayId}`
    const paySign = Rsa.sign(Formatter.joinedByLineFeed(appId, timeStamp, nonceStr, pkg), privateKey)
    return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
  }

  const header = (h: NotificationInput['headers'], name: string) => {
    const v = h[name.toLowerCase()]
    return Array.isArray(v) ? v[0] : v
  }

  return {
    name: 'wechatpay',
    async createTrade(input) {
      const base = {
        mchid: opts.mchid,
        description: input.subject.slice(0, 127),
        out_trade_no: input.outTradeNo,
        notify_url: opts.notifyUrl,
        amount: { total: input.amount, currency: 'CNY' },
        ...(input.expiresAt ? { time_expire: rfc3339(input.expiresAt) } : {})
      }
      try {
        if (input.scene === 'weapp' || input.scene === 'jsapi') {
          const appid = input.scene === 'weapp' ? opts.miniAppId : opts.mpAppId
          if (!appid) throw new AppError(ERRNO.PAYWAY_UNAVAILABLE, '当前环境暂不支持微信支付')
          if (!input.openid) throw new AppError(ERRNO.PAYWAY_UNAVAILABLE, '请先使用微信登录后再支付')
          const { prepay_id } = await call<{ prepay_id: string }>('post', 'v3/pay/transactions/jsapi', {
            appid,
            ...base,
            payer: { openid: input.openid }
          })
          return { payParams: jsapiParams(appid, prepay_id), payUrl: '' }
        }
        if (!opts.mpAppId) throw new AppError(ERRNO.PAYWAY_UNAVAILABLE, '当前环境暂不支持微信支付')
        const { h5_url } = await call<{ h5_url: string }>('post', 'v3/pay/transactions/h5', {
          appid: opts.mpAppId,
          ...base,
          scene_info: {
            payer_client_ip: input.clientIp || '127.0.0.1',
            h5_info: { type: 'Wap', app_name: opts.h5Name, app_url: opts.h5Url }
          }
        })
        // WeChat's cashier returns the shopper to redirect_url, which must be on the registered H5 domain.
        const sep = h5_url.includes('?') ? '&' : '?'
        return { payParams: {}, payUrl: `${h5_url}${sep}redirect_url=${encodeURIComponent(input.returnUrl)}` }
      } catch (err) {
        return shopperError(err)
      }
    },
    async closeTrade(_channel, outTradeNo) {
      await call('post', `v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, {
        mchid: opts.mchid
      })
    },
    async refund(input) {
      await call('post', 'v3/refund/domestic/refunds', {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.refundNo,
        notify_url: opts.notifyUrl,
        amount: { refund: input.amount, total: input.total ?? input.amount, currency: 'CNY' }
      })
    },
    async queryTrade(_channel, outTradeNo): Promise<TradeState> {
      const t = await call<{ trade_state: string; transaction_id?: string; amount?: { total?: number } }>(
        'get',
        `v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(opts.mchid)}`
      )
      const known = ['NOTPAY', 'SUCCESS', 'CLOSED', 'REFUND', 'PAYERROR'] as const
      const status = (known as readonly string[]).includes(t.trade_state) ? t.trade_state : 'NOTPAY'
      return { status: status as TradeState['status'], amount: t.amount?.total ?? 0, tradeNo: t.transaction_id ?? null }
    },
    async queryRefund(_channel, _outTradeNo, refundNo): Promise<RefundState> {
      try {
        const r = await call<{ status: string; amount?: { refund?: number } }>(
          'get',
          `v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`
        )
        if (r.status === 'SUCCESS') return { status: 'SUCCESS', amount: r.amount?.refund ?? 0 }
        return { status: r.status === 'PROCESSING' ? 'PROCESSING' : 'NOTFOUND', amount: 0 }
      } catch (err) {
        // The gateway never heard of this refund number: that is the answer, not a failure.
        if (err instanceof GatewayError && err.code === 'RESOURCE_NOT_EXISTS') return { status: 'NOTFOUND', amount: 0 }
        throw err
      }
    },
    async verifyNotification(channel, input) {
      if (channel !== 'wxpay') return null
      const [ts, nonce, serial, signature] = [
        'Wechatpay-Timestamp',
        'Wechatpay-Nonce',
        'Wechatpay-Serial',
        'Wechatpay-Signature'
      ].map((n) => header(input.headers, n))
      if (!ts || !nonce || !serial || !signature || !/^\d{1,12}$/.test(ts)) return null
      if (Math.abs(Date.now() / 1000 - Number(ts)) > MAX_SKEW_SECONDS) return null
      const key = publicKeys[serial] ?? (await opts.certificates?.key(serial).catch(() => null))
      if (!key) return null
      let ok = false
      try {
        ok = Rsa.verify(Formatter.response(ts, nonce, input.raw), signature, key)
      } catch {
        ok = false
      }
      if (!ok) return null
      return decode(opts.apiV3Key, input.raw, Number(ts), ours)
    },
    ack(_channel, ok, message) {
      // WeChat retries until it gets a 2xx; a 4xx/5xx with FAIL is logged on its side with our message.
      return ok
        ? { status: 200, type: 'application/json', body: JSON.stringify({ code: 'SUCCESS', message: '成功' }) }
        : { status: 400, type: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) }
    }
  }
}

/** yyyy-MM-DDTHH:mm:ss+08:00, the form WeChat wants for time_expire. */
function rfc3339(d: Date) {
  const local = new Date(d.getTime() + 8 * 3600_000)
  return `${local.toISOString().slice(0, 19)}+08:00`
}
