import { sms } from 'tencentcloud-sdk-nodejs-sms'
import { GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'
import { SmsSendError, type SmsProvider } from './sms-types'

/**
 * Tencent Cloud SMS (2021-01-11 SendSms) through its official SDK, which signs each request with TC3-HMAC-SHA256.
 * The sign name, SDK app id and template id are the ones approved in the console (docs/deploy.md).
 */
export interface TencentSmsOptions {
  secretId: string
  secretKey: string
  sdkAppId: string
  signName: string
  templateId: string
  /** The template's parameters in order; the word `code` stands for the code (e.g. ["code", "5"]). */
  templateParams: string[]
  region: string
  /** Default sms.tencentcloudapi.com (https). */
  endpoint?: string
  protocol?: 'https://' | 'http://'
  timeoutMs: number
  retry: RetryOptions
}

export function createTencentSms(opts: TencentSmsOptions): SmsProvider {
  const client = new sms.v20210111.Client({
    credential: { secretId: opts.secretId, secretKey: opts.secretKey },
    region: opts.region,
    profile: {
      httpProfile: {
        endpoint: opts.endpoint || 'sms.tencentcloudapi.com',
        protocol: opts.protocol || 'https://',
        reqTimeout: Math.max(1, Math.ceil(opts.timeoutMs / 1000))
      }
    }
  })
  return {
    name: 'tencent',
    sendCode(phone, code) {
      return send(
        phone,
        opts.templateId,
        opts.templateParams.map((p) => (p === 'code' ? code : p))
      )
    },
    sendNotice(phone, templateId, params) {
      return send(
        phone,
        templateId,
        params.map(([, v]) => v)
      )
    }
  }
  async function send(phone: string, templateId: string, values: string[]) {
    const params = {
      PhoneNumberSet: [`+86${phone}`],
      SmsSdkAppId: opts.sdkAppId,
      SignName: opts.signName,
      TemplateId: templateId,
      TemplateParamSet: values
    }
    try {
      await withRetry(async () => {
        let res
        try {
          res = await client.SendSms(params)
        } catch (err) {
          const e = err as { code?: string; message?: string; httpCode?: number }
          // The SDK throws the gateway's Error code (AuthFailure..., LimitExceeded...) or a network failure.
          const down = !e.code || e.code.startsWith('InternalError') || (e.httpCode ?? 0) >= 500
          throw new GatewayError(`tencent sms: ${e.code ?? ''} ${e.message ?? ''}`.slice(0, 200), down, e.code)
        }
        const status = res.SendStatusSet?.[0]
        if (status?.Code !== 'Ok')
          throw new GatewayError(`tencent sms: ${status?.Code} ${status?.Message}`, false, status?.Code)
      }, opts.retry)
    } catch (err) {
      throw new SmsSendError((err as Error).message)
    }
  }
}
