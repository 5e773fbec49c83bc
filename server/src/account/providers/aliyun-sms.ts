import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525'
import { $OpenApiUtil } from '@alicloud/openapi-core'
import { GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'
import { SmsSendError, type SmsProvider } from './sms-types'

/**
 * Alibaba Cloud SMS (dysmsapi 2017-05-25 SendSms) through its official SDK, which signs each request with the
 * AccessKey (ACS3-HMAC-SHA256). The sign name and template are the ones approved in the console (docs/deploy.md).
 */
export interface AliyunSmsOptions {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  /** The template's variable that holds the code, `${code}` in the approved text. */
  templateParam: string
  /** Default dysmsapi.aliyuncs.com (https). */
  endpoint?: string
  protocol?: 'https' | 'http'
  timeoutMs: number
  retry: RetryOptions
}

export function createAliyunSms(opts: AliyunSmsOptions): SmsProvider {
  const client = new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId: opts.accessKeyId,
      accessKeySecret: opts.accessKeySecret,
      endpoint: opts.endpoint || 'dysmsapi.aliyuncs.com',
      protocol: opts.protocol || 'https',
      readTimeout: opts.timeoutMs,
      connectTimeout: opts.timeoutMs
    })
  )
  async function send(phone: string, templateCode: string, vars: Record<string, string>) {
    const request = new SendSmsRequest({
      phoneNumbers: phone,
      signName: opts.signName,
      templateCode,
      templateParam: JSON.stringify(vars)
    })
    try {
      await withRetry(async () => {
        let body
        try {
          body = (await client.sendSms(request)).body
        } catch (err) {
          const e = err as { statusCode?: number; code?: string; message?: string }
          // No answer, or a 5xx: the gateway is down or slow. A 4xx (bad key, signature) will not get better.
          const down = !e.statusCode || e.statusCode >= 500
          throw new GatewayError(`aliyun sms: ${e.code ?? ''} ${e.message ?? ''}`.slice(0, 200), down, e.code)
        }
        if (body?.code !== 'OK') throw new GatewayError(`aliyun sms: ${body?.code} ${body?.message}`, false, body?.code)
      }, opts.retry)
    } catch (err) {
      throw new SmsSendError((err as Error).message)
    }
  }
  return {
    name: 'aliyun',
    sendCode(phone, code) {
      return send(phone, opts.templateCode, { [opts.templateParam]: code })
    },
    sendNotice(phone, templateId, params) {
      return send(phone, templateId, Object.fromEntries(params))
    }
  }
}
