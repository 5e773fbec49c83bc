import { alipayKeys, startAlipayGateway } from './alipay-gateway'
import { startAliyunSms } from './sms-gateways'
import { startWechatApi, WX } from './wechat-api'
import { startWechatGateway, wechatKeys } from './wechatpay-gateway'
import { TEST_DATA_KEYS } from '../helpers'

export interface LiveFakes {
  /** NODE_ENV=production, no DEMO_MODE, the pension half off, every provider real and pointed at a fake below. */
  env: Record<string, string>
  close(): Promise<unknown>
}

/**
 * A shop's production settings without the internet, as go-live.test.ts starts it: WeChat Pay, Alipay, Aliyun SMS,
 * WeChat login and Kuaidi100 each answered by a local stand-in.
 */
export async function startLiveFakes(): Promise<LiveFakes> {
  const wx = wechatKeys()
  const ali = alipayKeys()
  const sms = { accessKeyId: 'LTAI5tLiveFake', accessKeySecret: 'live-fake-secret' }
  const [wxpay, alipay, aliyun, wechat] = await Promise.all([
    startWechatGateway(wx),
    startAlipayGateway(ali),
    startAliyunSms(sms),
    startWechatApi()
  ])
  const env = {
    NODE_ENV: 'production',
    SSO_SECRET: 'live-fake-sso',
    PAYMENT_SECRET: 'live-fake-pay',
    ...TEST_DATA_KEYS,
    PENSION_ENABLED: '0',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: sms.accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: sms.accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: '米粒商城',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
    ALIYUN_SMS_ENDPOINT: aliyun.endpoint,
    PAYMENT_PROVIDER: 'wechatpay,alipay',
    WXPAY_MCHID: wx.mchid,
    WXPAY_SERIAL_NO: wx.merchantSerial,
    WXPAY_PRIVATE_KEY: wx.merchantPrivatePem,
    WXPAY_APIV3_KEY: wx.apiV3Key,
    WXPAY_PUBLIC_KEY_ID: wx.platformKeyId,
    WXPAY_PUBLIC_KEY: wx.platformPublicPem,
    WXPAY_BASE_URL: wxpay.url,
    ALIPAY_APPID: ali.appId,
    ALIPAY_PRIVATE_KEY: ali.appPrivatePem,
    ALIPAY_PUBLIC_KEY: ali.alipayPublicPem,
    ALIPAY_GATEWAY: alipay.url,
    OAUTH_PROVIDER: 'wechat',
    WECHAT_API_BASE: wechat.url,
    WECHAT_MINI_APPID: WX.mini.appid,
    WECHAT_MINI_SECRET: WX.mini.secret,
    WECHAT_APPID: WX.mp.appid,
    WECHAT_SECRET: WX.mp.secret,
    EXPRESS_PROVIDER: 'kuaidi100',
    KUAIDI100_CUSTOMER: 'LIVEFAKE',
    KUAIDI100_KEY: 'live-fake-key',
    KUAIDI100_BASE_URL: wechat.url
  }
  return { env, close: () => Promise.all([wxpay, alipay, aliyun, wechat].map((f) => f.close())) }
}
