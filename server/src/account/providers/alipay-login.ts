import { AlipaySdk } from 'alipay-sdk'
import { GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'
import { OauthCodeError, type OauthIdentity } from './oauth-types'

/** The Alipay mini program's my.getAuthCode code → the user's id, by alipay.system.oauth.token (official SDK). */
export function createAlipayLogin(opts: {
  appId: string
  privateKey: string
  alipayPublicKey: string
  gateway?: string
  timeoutMs: number
  retry: RetryOptions
}) {
  const sdk = new AlipaySdk({
    appId: opts.appId,
    privateKey: opts.privateKey.trim(),
    alipayPublicKey: opts.alipayPublicKey.trim(),
    gateway: opts.gateway || 'https://openapi.alipay.com/gateway.do',
    timeout: opts.timeoutMs,
    keyType: /BEGIN RSA PRIVATE KEY/.test(opts.privateKey) ? 'PKCS1' : 'PKCS8'
  })
  return async function exchange(code: string): Promise<OauthIdentity> {
    const res = await withRetry(async () => {
      try {
        return (await sdk.exec(
          'alipay.system.oauth.token',
          { grantType: 'authorization_code', code },
          { validateSign: true }
        )) as Record<string, unknown>
      } catch (err) {
        const msg = (err as Error).message ?? ''
        throw new GatewayError(`alipay oauth: ${msg.slice(0, 200)}`, /HttpClient Request error|status: 5\d\d/.test(msg))
      }
    }, opts.retry)
    const id = typeof res.openId === 'string' ? res.openId : typeof res.userId === 'string' ? res.userId : null
    // A refused code comes back as error_response with sub_code isv.code-invalid.
    if (!id) throw new OauthCodeError(`alipay oauth: ${String(res.subCode ?? res.code ?? '')}`)
    return { openid: id, unionid: null, nick: '', head: '' }
  }
}
