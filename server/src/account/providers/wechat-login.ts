import { fetchWithTimeout, GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'
import { OauthCodeError, type OauthIdentity } from './oauth-types'
import type { TokenCache } from '../../lib/platform-token'

/**
 * WeChat's login APIs (api.weixin.qq.com), documented in docs/providers.md: the mini program's jscode2session and
 * phone number, web authorisation for the official account (snsapi_base / snsapi_userinfo) and the mobile app's
 * login, and the JS-SDK ticket. access_token and jsapi_ticket live in the database (lib/platform-token.ts).
 */
export interface WechatApp {
  appid: string
  secret: string
}

export interface WechatLoginOptions {
  mini?: WechatApp
  /** The official account (web authorisation, JS-SDK). */
  mp?: WechatApp
  /** The open-platform mobile app. */
  app?: WechatApp
  apiBase: string
  timeoutMs: number
  retry: RetryOptions
  tokens: TokenCache
}

/** errcodes that mean the code is no good: invalid, used, expired. */
const BAD_CODE = new Set([40029, 40163, 40226, 41008, 40125])
/** The access_token went stale on WeChat's side before its time (another fetch replaced it). */
const STALE_TOKEN = new Set([40001, 42001, 40014])

interface WxAnswer {
  errcode?: number
  errmsg?: string
  [k: string]: unknown
}

/**
 * An app's access_token, kept in platform_tokens (lib/platform-token.ts): the login's calls and other areas' WeChat calls
 * (the share codes of catalogue/, wired in providers.ts) share this one row, so no caller's fetch ends another's token.
 * `drop` forgets a token WeChat said is no longer good (errcode 40001/42001), unless another node replaced it already.
 */
export function wechatTokenSource(
  opts: Pick<WechatLoginOptions, 'apiBase' | 'timeoutMs' | 'retry' | 'tokens'>,
  app: WechatApp
) {
  const name = `wechat:${app.appid}:access_token`
  const fetchNew = () =>
    withRetry(async () => {
      const q = new URLSearchParams({ grant_type: 'client_credential', appid: app.appid, secret: app.secret })
      const res = await fetchWithTimeout(`${opts.apiBase}/cgi-bin/token?${q}`, { method: 'GET' }, opts.timeoutMs)
      if (res.status >= 500) throw new GatewayError(`wechat /cgi-bin/token: HTTP ${res.status}`, true)
      const r = (await res.json().catch(() => null)) as WxAnswer | null
      if (r?.errcode === -1) throw new GatewayError('wechat /cgi-bin/token: busy', true)
      if (typeof r?.access_token !== 'string') throw new GatewayError(`wechat token: ${r?.errcode} ${r?.errmsg}`, false)
      return { value: r.access_token, expiresInSeconds: Number(r.expires_in) || 7200 }
    }, opts.retry)
  return {
    appid: app.appid,
    get: () => opts.tokens.get(name, fetchNew),
    drop: (token: string) => opts.tokens.drop(name, token)
  }
}

export function createWechatLogin(opts: WechatLoginOptions) {
  async function get(path: string, query: Record<string, string>, body?: unknown): Promise<WxAnswer> {
    const url = `${opts.apiBase}${path}?${new URLSearchParams(query)}`
    return withRetry(async () => {
      const res = await fetchWithTimeout(
        url,
        body === undefined
          ? { method: 'GET' }
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        opts.timeoutMs
      )
      if (res.status >= 500) throw new GatewayError(`wechat ${path}: HTTP ${res.status}`, true)
      const data = (await res.json().catch(() => null)) as WxAnswer | null
      if (!data) throw new GatewayError(`wechat ${path}: not JSON`, false)
      // -1: "system busy", the documented answer to retry later.
      if (data.errcode === -1) throw new GatewayError(`wechat ${path}: busy`, true)
      return data
    }, opts.retry)
  }

  const need = (app: WechatApp | undefined, what: string) => {
    if (!app) throw new OauthCodeError(`${what} is not configured`)
    return app
  }

  const accessToken = (app: WechatApp) => wechatTokenSource(opts, app).get()

  /** A call with the app's access_token; a token WeChat already ended is fetched again once. */
  async function withToken(app: WechatApp, call: (token: string) => Promise<WxAnswer>) {
    const token = await accessToken(app)
    const r = await call(token)
    if (!STALE_TOKEN.has(r.errcode ?? 0)) return r
    await opts.tokens.drop(`wechat:${app.appid}:access_token`, token)
    return call(await accessToken(app))
  }

  const fail = (r: WxAnswer, what: string): never => {
    if (BAD_CODE.has(r.errcode ?? 0)) throw new OauthCodeError(`${what}: ${r.errcode} ${r.errmsg}`)
    throw new GatewayError(`wechat ${what}: ${r.errcode} ${r.errmsg}`, false)
  }

  return {
    /** wx.login's code → the user's openid (and unionid when the app is bound to an open-platform account). */
    async miniProgram(code: string): Promise<OauthIdentity> {
      const app = need(opts.mini, 'WECHAT_MINI_APPID')
      const r = await get('/sns/jscode2session', {
        appid: app.appid,
        secret: app.secret,
        js_code: code,
        grant_type: 'authorization_code'
      })
      if (typeof r.openid !== 'string') return fail(r, 'jscode2session')
      return { openid: r.openid, unionid: typeof r.unionid === 'string' ? r.unionid : null, nick: '', head: '' }
    },
    /** Web authorisation (official account) or the app's login: code → access_token → (snsapi_userinfo) profile. */
    async web(kind: 'wechat_h5' | 'wechat_app', code: string): Promise<OauthIdentity> {
      const app = need(
        kind === 'wechat_h5' ? opts.mp : opts.app,
        kind === 'wechat_h5' ? 'WECHAT_APPID' : 'WECHAT_APP_APPID'
      )
      const r = await get('/sns/oauth2/access_token', {
        appid: app.appid,
        secret: app.secret,
        code,
        grant_type: 'authorization_code'
      })
      if (typeof r.openid !== 'string' || typeof r.access_token !== 'string') return fail(r, 'oauth2/access_token')
      const ident: OauthIdentity = {
        openid: r.openid,
        unionid: typeof r.unionid === 'string' ? r.unionid : null,
        nick: '',
        head: ''
      }
      if (!String(r.scope ?? '').includes('snsapi_userinfo')) return ident
      const u = await get('/sns/userinfo', { access_token: r.access_token, openid: r.openid, lang: 'zh_CN' })
      return {
        ...ident,
        unionid: typeof u.unionid === 'string' ? u.unionid : ident.unionid,
        nick: typeof u.nickname === 'string' ? u.nickname.slice(0, 32) : '',
        head: typeof u.headimgurl === 'string' ? u.headimgurl : ''
      }
    },
    /** The getPhoneNumber button's code → the mainland number the user chose to share (without +86). */
    async phoneNumber(code: string): Promise<string> {
      const app = need(opts.mini, 'WECHAT_MINI_APPID')
      const r = await withToken(app, (token) =>
        get('/wxa/business/getuserphonenumber', { access_token: token }, { code })
      )
      const info = r.phone_info as
        { purePhoneNumber?: string; countryCode?: string; watermark?: { appid?: string } } | undefined
      if (r.errcode || !info) return fail(r, 'getuserphonenumber')
      if (info.watermark?.appid !== app.appid) throw new OauthCodeError('phone number for another app')
      if (info.countryCode !== '86' || !/^1\d{10}$/.test(info.purePhoneNumber ?? ''))
        throw new OauthCodeError('not a mainland mobile number')
      return info.purePhoneNumber!
    },
    /**
     * The JS-SDK's jsapi_ticket, kept like the token it is fetched with. The token is read before the ticket's
     * lock is taken: one database connection never waits on another lock while it holds one.
     */
    async jsapiTicket(): Promise<string> {
      const app = need(opts.mp, 'WECHAT_APPID')
      const name = `wechat:${app.appid}:jsapi_ticket`
      const fetchWith = (token: string) =>
        opts.tokens.get(name, async () => {
          const r = await get('/cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' })
          if (typeof r.ticket !== 'string')
            throw new GatewayError(`wechat getticket: ${r.errcode} ${r.errmsg}`, false, String(r.errcode))
          return { value: r.ticket, expiresInSeconds: Number(r.expires_in) || 7200 }
        })
      const token = await accessToken(app)
      try {
        return await fetchWith(token)
      } catch (err) {
        if (!(err instanceof GatewayError && STALE_TOKEN.has(Number(err.code)))) throw err
        await opts.tokens.drop(`wechat:${app.appid}:access_token`, token)
        return fetchWith(await accessToken(app))
      }
    }
  }
}
