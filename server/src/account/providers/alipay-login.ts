import { AlipaySdk } from 'alipay-sdk'
import { PHONE_RE } from '../../lib/schemas'
import { alipaySdkKeys } from '../../lib/alipay-key'
import { withBeijingTimestamp } from '../../lib/alipay-time'
import { GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'
import { OauthCodeError, type AlipayPhoneAnswer, type OauthIdentity } from './oauth-types'

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
    ...alipaySdkKeys(opts),
    gateway: opts.gateway || 'https://openapi.alipay.com/gateway.do',
    timeout: opts.timeoutMs
  })
  return async function exchange(code: string): Promise<OauthIdentity> {
    const res = await withRetry(async () => {
      try {
        return (await sdk.exec(
          'alipay.system.oauth.token',
          withBeijingTimestamp({ grantType: 'authorization_code', code }),
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

/**
 * The Alipay mini program's my.getPhoneNumber answer → the member's mobile number (official SDK): Alipay signs the
 * encrypted `response` wrapped in double quotes with RSA2 (its public key checks it), and encrypts
 * `{"code":"10000","msg":"Success","mobile":"…"}` with AES-CBC (zero IV) under the app's 接口内容加密 AES key
 * (ALIPAY_AES_KEY, base64). A forged or altered answer, another key or a refusal code is refused.
 */
export function createAlipayPhone(opts: {
  appId: string
  privateKey: string
  alipayPublicKey: string
  aesKey: string
}) {
  const sdk = new AlipaySdk({
    appId: opts.appId,
    ...alipaySdkKeys(opts),
    encryptKey: opts.aesKey.trim()
  })
  return async function phoneNumber(answer: AlipayPhoneAnswer): Promise<string> {
    if ((answer.sign_type ?? 'RSA2') !== 'RSA2' || (answer.encrypt_type ?? 'AES') !== 'AES')
      throw new OauthCodeError('alipay phone: RSA2 and AES only')
    let signed = false
    try {
      signed = sdk.rsaCheck(`"${answer.response}"`, answer.sign, 'RSA2')
    } catch {
      signed = false
    }
    if (!signed) throw new OauthCodeError('alipay phone: sign check failed')
    let data: { code?: string; mobile?: string }
    try {
      data = JSON.parse(sdk.aesDecrypt(answer.response)) as typeof data
    } catch {
      throw new OauthCodeError('alipay phone: cannot decrypt')
    }
    if (data.code !== '10000' || !data.mobile || !PHONE_RE.test(data.mobile))
      throw new OauthCodeError(`alipay phone: ${String(data.code ?? 'no mobile')}`)
    return data.mobile
  }
}
