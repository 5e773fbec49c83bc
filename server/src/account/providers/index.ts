import { ConfigError, type Config } from '../../config'
import { envValue, gatewaySettings } from '../../lib/gateway'
import type { SmsProvider } from './sms-types'
import { createAliyunSms } from './aliyun-sms'
import { createTencentSms } from './tencent-sms'

/** The real SMS gateways, chosen by SMS_PROVIDER (aliyun or tencent), each from its own variables (docs/deploy.md). */
export function createLiveSms(config: Config, env: NodeJS.ProcessEnv = process.env): SmsProvider {
  const { retry, timeoutMs } = gatewaySettings(env)
  // Plain http only for a local stand-in (the contract tests); a real gateway is always https.
  const local = (endpoint: string | undefined) => !!endpoint && /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(endpoint)
  switch (config.providers.sms) {
    case 'aliyun':
      return createAliyunSms({
        accessKeyId: envValue(env, 'ALIYUN_SMS_ACCESS_KEY_ID'),
        accessKeySecret: envValue(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET'),
        signName: envValue(env, 'ALIYUN_SMS_SIGN_NAME'),
        templateCode: envValue(env, 'ALIYUN_SMS_TEMPLATE_CODE'),
        templateParam: env.ALIYUN_SMS_TEMPLATE_PARAM || 'code',
        endpoint: env.ALIYUN_SMS_ENDPOINT || undefined,
        protocol: local(env.ALIYUN_SMS_ENDPOINT) ? 'http' : 'https',
        timeoutMs,
        retry
      })
    case 'tencent':
      return createTencentSms({
        secretId: envValue(env, 'TENCENT_SMS_SECRET_ID'),
        secretKey: envValue(env, 'TENCENT_SMS_SECRET_KEY'),
        sdkAppId: envValue(env, 'TENCENT_SMS_SDK_APP_ID'),
        signName: envValue(env, 'TENCENT_SMS_SIGN_NAME'),
        templateId: envValue(env, 'TENCENT_SMS_TEMPLATE_ID'),
        templateParams: (env.TENCENT_SMS_TEMPLATE_PARAMS || 'code').split(',').map((s) => s.trim()),
        region: env.TENCENT_SMS_REGION || 'ap-guangzhou',
        endpoint: env.TENCENT_SMS_ENDPOINT || undefined,
        protocol: local(env.TENCENT_SMS_ENDPOINT) ? 'http://' : 'https://',
        timeoutMs,
        retry
      })
    default:
      throw new ConfigError(`SMS_PROVIDER=${config.providers.sms} is not available (use aliyun, tencent or console)`)
  }
}
