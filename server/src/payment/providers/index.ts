import crypto from 'node:crypto'
import { ConfigError, type Config } from '../../config'
import { AppError, ERRNO } from '../../errors'
import { envSecret, envValue, gatewaySettings } from '../../lib/gateway'
import type { PayChannel, PaymentProvider } from './types'
import { createAlipay } from './alipay'
import { createWechatPay } from './wechatpay'
import { platformCertificates } from './wechatpay-certs'
import { tokenCache } from '../../lib/platform-token'
import type { Db } from '../../db/client'

/**
 * The real payment gateways, chosen by PAYMENT_PROVIDER (a comma list: `wechatpay,alipay`, or one of them); each
 * reads its own variables (docs/deploy.md). A channel left out answers "not open" instead of pretending.
 */
export const LIVE_PAYMENTS = ['wechatpay', 'alipay'] as const

export function createLivePayment(config: Config, env: NodeJS.ProcessEnv = process.env, db?: Db): PaymentProvider {
  const names = config.providers.payment.split(',').map((s) => s.trim())
  const unknown = names.filter((n) => !(LIVE_PAYMENTS as readonly string[]).includes(n))
  if (unknown.length)
    throw new ConfigError(
      `PAYMENT_PROVIDER=${config.providers.payment}: ${unknown.join(', ')} is not available (use ${LIVE_PAYMENTS.join(', ')} or sandbox)`
    )
  const { retry, timeoutMs } = gatewaySettings(env)
  const callback = (channel: PayChannel) => `${config.publicUrl}/api/payment/callback/${channel}`
  const byChannel: Partial<Record<PayChannel, PaymentProvider>> = {}
  if (names.includes('wechatpay')) {
    // 微信支付公钥 (WXPAY_PUBLIC_KEY_ID + key) and/or the platform certificates (WXPAY_PLATFORM_CERTIFICATES=1, or
    // no public key set): downloaded from WeChat, kept in the database and renewed by one node (wechatpay-certs.ts).
    const publicKeyId = env.WXPAY_PUBLIC_KEY_ID
    const certMode = env.WXPAY_PLATFORM_CERTIFICATES === '1' || !publicKeyId
    if (certMode && !db) throw new ConfigError('WeChat Pay platform certificates need the database')
    const baseUrl = env.WXPAY_BASE_URL || 'https://api.mch.weixin.qq.com/'
    const wx = { mchid: envValue(env, 'WXPAY_MCHID'), serial: envValue(env, 'WXPAY_SERIAL_NO') }
    byChannel.wxpay = createWechatPay({
      ...wx,
      privateKey: envSecret(env, 'WXPAY_PRIVATE_KEY'),
      apiV3Key: envValue(env, 'WXPAY_APIV3_KEY'),
      platformKeys: publicKeyId ? { [publicKeyId]: envSecret(env, 'WXPAY_PUBLIC_KEY') } : {},
      certificates: certMode
        ? platformCertificates({
            ...wx,
            privateKey: crypto.createPrivateKey(envSecret(env, 'WXPAY_PRIVATE_KEY')),
            apiV3Key: envValue(env, 'WXPAY_APIV3_KEY'),
            baseUrl,
            cache: tokenCache(db!),
            timeoutMs,
            retry
          })
        : undefined,
      miniAppId: env.WECHAT_MINI_APPID || undefined,
      mpAppId: env.WECHAT_APPID || undefined,
      notifyUrl: env.WXPAY_NOTIFY_URL || callback('wxpay'),
      h5Name: env.WXPAY_H5_NAME || '米粒商城',
      h5Url: config.publicUrl,
      baseUrl: env.WXPAY_BASE_URL || undefined,
      timeoutMs,
      retry
    })
  }
  if (names.includes('alipay')) {
    byChannel.alipay = createAlipay({
      appId: envValue(env, 'ALIPAY_APPID'),
      privateKey: envSecret(env, 'ALIPAY_PRIVATE_KEY'),
      alipayPublicKey: envSecret(env, 'ALIPAY_PUBLIC_KEY'),
      notifyUrl: env.ALIPAY_NOTIFY_URL || callback('alipay'),
      sellerId: config.alipaySellerId,
      gateway: env.ALIPAY_GATEWAY || undefined,
      timeoutMs,
      retry
    })
  }
  return combinePayments(byChannel)
}

/** One provider over the channels' gateways: each call goes to its channel's gateway. */
export function combinePayments(byChannel: Partial<Record<PayChannel, PaymentProvider>>): PaymentProvider {
  const of = (channel: PayChannel) => {
    const p = byChannel[channel]
    if (!p) throw new AppError(ERRNO.PAYWAY_UNAVAILABLE, '该支付方式暂未开通')
    return p
  }
  return {
    name: Object.values(byChannel)
      .map((p) => p.name)
      .join('+'),
    createTrade: (input) => of(input.channel).createTrade(input),
    closeTrade: (channel, no) => of(channel).closeTrade(channel, no),
    refund: (input) => of(input.channel).refund(input),
    verifyNotification: (channel, input) => byChannel[channel]?.verifyNotification(channel, input) ?? null,
    ack: (channel, ok, message) =>
      byChannel[channel]?.ack?.(channel, ok, message) ?? {
        status: ok ? 200 : 400,
        type: 'text/plain',
        body: ok ? 'success' : 'fail'
      },
    async queryTrade(channel, no) {
      const p = of(channel)
      if (!p.queryTrade) throw new AppError(ERRNO.PAYWAY_UNAVAILABLE, '该支付方式暂未开通')
      return p.queryTrade(channel, no)
    }
  }
}
