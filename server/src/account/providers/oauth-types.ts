/** The social-login contract the sandbox and the real platforms implement: docs/providers.md. */

/** Where a social login comes from. The wechat ones are three apps with three openids for one person. */
export type OauthKind = 'wechat_h5' | 'wechat_mp' | 'wechat_app' | 'alipay_mp' | 'apple'

export interface OauthIdentity {
  openid: string
  /** Shared by one person's wechat apps of one developer account; null where the platform has none. */
  unionid: string | null
  nick: string
  head: string
}

/** The platform refused the code (unknown, used twice, expired). */
export class OauthCodeError extends Error {}

export interface OauthProvider {
  readonly name: string
  /** The wechat appid (official account) the H5 pages and the JS-SDK are signed for. */
  readonly wechatAppId: string
  /** The wechat web authorisation page the H5 app sends the user to. */
  authorizeUrl(opts: { redirectUri: string; state: string; scope: 'snsapi_base' | 'snsapi_userinfo' }): string
  /** Trades a one-time code for the user's identity on that platform. */
  exchangeCode(kind: OauthKind, code: string): Promise<OauthIdentity>
  /** The wechat jsapi_ticket that JS-SDK signatures are computed over. */
  jsapiTicket(): Promise<string>
  /** The mini program's getPhoneNumber code → the mainland number the user chose to share (手机号快捷登录). */
  phoneNumber?(code: string): Promise<string>
  /** The Alipay mini program's my.getPhoneNumber answer → the mainland number, sign checked and decrypted. */
  alipayPhoneNumber?(answer: AlipayPhoneAnswer): Promise<string>
}

/**
 * What my.getPhoneNumber hands the mini program (its `response`, parsed): `response` is the member's number
 * AES-encrypted with the app's 接口内容加密 key, `sign` Alipay's RSA2 signature over it (docs/providers.md).
 */
export interface AlipayPhoneAnswer {
  response: string
  sign: string
  sign_type?: string
  encrypt_type?: string
  charset?: string
}
