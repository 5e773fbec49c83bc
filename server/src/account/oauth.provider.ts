import crypto from 'node:crypto'
import { ConfigError, type Config } from '../config'
import { memoryStore, type SandboxStore } from '../providers/sandbox-store'

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
}

/**
 * The sandbox behaves like the platforms: a code `sandbox_<openid>` (or `sandbox_<openid>.<nonce>`, so one
 * user can log in again and again as with real codes) stands for the user `<openid>`; each code works once,
 * as real codes do within their five minutes; anything else is refused as an unknown code. Wechat identities
 * of one openid share a unionid, as one person's accounts do under one developer account. Used codes are kept in
 * `store` (the database in the app), so a code used through one API node is refused through every other.
 */
export function createSandboxOauth(
  config: Config,
  wechatAppId: string,
  store: SandboxStore = memoryStore()
): OauthProvider {
  return {
    name: 'sandbox',
    wechatAppId,
    authorizeUrl({ redirectUri, state, scope }) {
      const q = new URLSearchParams({
        appid: wechatAppId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state
      })
      return `${config.publicUrl}/api/v1/wechat/sandbox-authorize?${q.toString()}#wechat_redirect`
    },
    async exchangeCode(kind, code) {
      await new Promise((resolve) => setImmediate(resolve))
      const m = /^sandbox_([A-Za-z0-9_-]{1,48})(\.[A-Za-z0-9_-]{1,32})?$/.exec(code)
      if (!m) throw new OauthCodeError('invalid code')
      if (!(await store.add('oauth.code', `${kind}:${code}`, { at: Date.now() })))
        throw new OauthCodeError('code been used')
      const openid = m[1]
      const isWechat = kind.startsWith('wechat')
      return {
        openid,
        unionid: isWechat ? `union_${openid}` : null,
        nick: `${isWechat ? '微信' : kind === 'apple' ? 'Apple' : '支付宝'}用户${openid.slice(-4)}`,
        head: ''
      }
    },
    async jsapiTicket() {
      // A real ticket lives 7200 s; the sandbox one changes every two hours the same way.
      const slot = Math.floor(Date.now() / 7_200_000)
      return crypto.createHash('sha1').update(`${wechatAppId}:${slot}`).digest('hex')
    }
  }
}

export function createOauthProvider(config: Config, store?: SandboxStore): OauthProvider {
  // Config is shared by all areas; the wechat appid is read here so the identity area owns it.
  const wechatAppId = process.env.WECHAT_APPID || 'wx_sandbox_appid'
  switch (config.providers.oauth) {
    case 'sandbox':
      return createSandboxOauth(config, wechatAppId, store)
    default:
      throw new ConfigError(`OAUTH_PROVIDER=${config.providers.oauth} is not available in this build (use sandbox)`)
  }
}
