import Taro from '@tarojs/taro'
import { LOGIN_PAGE } from '@/constants/pages'
import { LOGIN_KEYS } from '@/constants/storage-keys'
import { getMiniProgramLoginCode, miniProgramLoginKind } from '@/platform/mp-login'
import { listenNativeLogin, type NativeLoginPayload } from '@/platform/native-login'
import {
  canUseWechatOauth,
  clearOauthReturn,
  leaveForOauth,
  newOauthState,
  oauthRedirectUri
} from '@/platform/wechat-oauth'
import { useAuthStore } from '@/stores/auth'
import type { OauthLoginResult, OauthTicket } from '@contract/schemas/user'
import { loginTarget } from '@/utils/login-target'
import { buildUrl, getCurrentUrl, type PageParams } from '@/utils/route'
import { sessionGet, sessionRemove, sessionSet } from '@/utils/storage'
import * as userApi from '@/services/api/user'
import { completeLogin } from './session'

/**
 * The social ways in, one per platform, each ending in completeLogin (flows/session.ts):
 * WeChat and Alipay mini programs (one-time code), H5 in WeChat's browser (web authorisation through the
 * WeChat bridge), the native app (its WeChat or Apple code, handed back over the bridge). An identity the server
 * does not know yet answers a single-use ticket: the shopper then binds a phone with an SMS code (the login
 * page's bind-phone mode), which finishes the login.
 */

export type OauthVia = 'wechat_mp' | 'alipay_mp' | 'wechat_h5' | 'wechat_app' | 'apple'

/** The one-tap login the login page offers where it runs; null on plain H5 and in the native app. */
export type PlatformLoginKind = 'wechat_mp' | 'alipay_mp' | 'wechat_h5'

export function platformLoginKind(): PlatformLoginKind | null {
  return miniProgramLoginKind() ?? (canUseWechatOauth() ? 'wechat_h5' : null)
}

/** A social login waiting for its phone (session only). */
export interface BindTicket {
  ticket: string
  via: OauthVia
  /** Where the finished login goes. */
  goUrl: string
  /** Binding WeChat to the signed-in account: that account's phone, which the code must be sent to. */
  phone?: string
}

export type OauthOutcome = { kind: 'done'; target: string } | { kind: 'bind'; ticket: BindTicket }

export const BIND_TEXT = {
  otherAccount: '该微信已绑定其他账号，请先用该微信登录后解绑',
  samePhone: '请使用当前账号的手机号验证'
} as const

export const isTicket = (r: OauthLoginResult): r is OauthTicket =>
  typeof (r as OauthTicket)?.ticket === 'string' && !('token' in r)

export const bindPhoneUrl = (goUrl?: string) => buildUrl(LOGIN_PAGE, { mode: 'bind-phone', goUrl })

export function readBindTicket(): BindTicket | null {
  const t = sessionGet<BindTicket>(LOGIN_KEYS.bindTicket)
  return t && typeof t.ticket === 'string' && typeof t.via === 'string' ? t : null
}

export const forgetBindTicket = () => sessionRemove(LOGIN_KEYS.bindTicket)

/** A social login's answer: a session finishes the login; a ticket is kept for the bind-phone step. */
async function finishOauth(
  result: OauthLoginResult,
  via: OauthVia,
  goUrl: string | undefined,
  navigate = true
): Promise<OauthOutcome> {
  if (isTicket(result)) {
    const ticket: BindTicket = { ticket: result.ticket, via, goUrl: loginTarget(goUrl) }
    sessionSet(LOGIN_KEYS.bindTicket, ticket)
    return { kind: 'bind', ticket }
  }
  forgetBindTicket()
  return { kind: 'done', target: await completeLogin(result, { goUrl, navigate }) }
}

/** WeChat or Alipay mini program: the platform's code, then /wechat/mplogin or /alipay/mplogin. */
export async function loginWithMiniProgram(goUrl?: string): Promise<OauthOutcome> {
  const { kind, code } = await getMiniProgramLoginCode()
  const call = kind === 'wechat_mp' ? userApi.loginByWechatMp : userApi.loginByAlipayMp
  return finishOauth(await call({ code }, { noTip: true }), kind, goUrl)
}

/** WeChat mini program, 手机号快捷登录: the getPhoneNumber button's code logs in by the number WeChat vouches for. */
export async function loginWithWechatPhone(code: string, goUrl?: string): Promise<OauthOutcome> {
  return finishOauth(await userApi.loginByWechatPhone({ code }, { noTip: true }), 'wechat_mp', goUrl)
}

/** What this tab saved before leaving for WeChat's authorise page. */
export interface WechatOauthState {
  state: string
  goUrl: string
  /** login: a visitor logs in; bind: the signed-in account binds this WeChat. */
  purpose: 'login' | 'bind'
  uid: number | null
}

const signedInUid = () => {
  const { isLogin, uid } = useAuthStore.getState()
  return isLogin && typeof uid === 'number' && uid > 0 ? uid : null
}

/** H5 in WeChat: /wechat/code, then off to the authorise page; it comes back to the WeChat bridge. */
export async function startWechatOauth(options: { goUrl?: string; purpose?: 'login' | 'bind' } = {}) {
  const state = newOauthState()
  const { url } = await userApi.getWechatAuthorizeUrl({ redirect_uri: oauthRedirectUri(), state }, { noTip: true })
  const saved: WechatOauthState = {
    state,
    goUrl: loginTarget(options.goUrl),
    purpose: options.purpose ?? 'login',
    uid: signedInUid()
  }
  sessionSet(LOGIN_KEYS.wechatOauth, saved)
  leaveForOauth(url)
}

export interface WechatReturn {
  code: string
  goUrl: string
  purpose: 'login' | 'bind'
}

/**
 * The WeChat bridge's expectation: a code, and a state equal to the one this tab saved (so a link carrying
 * someone else's code is refused); a binding also needs the account that started it.
 */
export function readWechatReturn(params: PageParams, saved: WechatOauthState | null): WechatReturn | null {
  if (!params.code || !params.state || !saved || saved.state !== params.state) return null
  if (saved.purpose === 'bind' && (saved.uid === null || saved.uid !== signedInUid())) return null
  return { code: params.code, goUrl: saved.goUrl, purpose: saved.purpose }
}

/** /wechat/userinfo with the code, then on: the target (logged in), or the bind-phone step. */
export async function finishWechatOauth(r: WechatReturn): Promise<{ target: string; relaunch: boolean }> {
  const result = await userApi.loginByWechatCode({ code: r.code }, { noTip: true })
  // The code is spent: it must not ride along in later addresses.
  clearOauthReturn()
  if (r.purpose === 'bind') {
    if (!isTicket(result)) {
      // Already this account's WeChat; another account's is refused and the session stays as it is.
      if (result.uid === signedInUid()) return { target: r.goUrl, relaunch: true }
      throw new Error(BIND_TEXT.otherAccount)
    }
    const profile = await userApi.getUserProfile({ noTip: true })
    const ticket: BindTicket = { ticket: result.ticket, via: 'wechat_h5', goUrl: r.goUrl, phone: profile.phone ?? '' }
    sessionSet(LOGIN_KEYS.bindTicket, ticket)
    return { target: bindPhoneUrl(r.goUrl), relaunch: false }
  }
  const outcome = await finishOauth(result, 'wechat_h5', r.goUrl, false)
  return outcome.kind === 'done'
    ? { target: outcome.target, relaunch: true }
    : { target: bindPhoneUrl(r.goUrl), relaunch: false }
}

/** The bind-phone step: /wechat/bindphone for WeChat identities, /user/bindphone for Alipay and Apple. */
export async function bindPhoneAndLogin(
  ticket: BindTicket,
  body: { phone: string; verify_code: string }
): Promise<string> {
  if (ticket.phone && body.phone !== ticket.phone) throw new Error(BIND_TEXT.samePhone)
  const call = ticket.via.startsWith('wechat') ? userApi.bindWechatPhone : userApi.bindUserPhone
  const result = await call({ ...body, ticket: ticket.ticket }, { noTip: true })
  forgetBindTicket()
  return completeLogin(result, { goUrl: ticket.goUrl })
}

/** The native app's WeChat or Apple code: /wechat/applogin or /user/applelogin, then as any social login. */
export async function receiveNativeLogin(payload: NativeLoginPayload): Promise<OauthOutcome> {
  const wechat = payload.type === 'wechat'
  const call = wechat ? userApi.loginByWechatApp : userApi.loginByApple
  const result = await call({ code: payload.code }, { noTip: true })
  const outcome = await finishOauth(result, wechat ? 'wechat_app' : 'apple', payload.backUrl || getCurrentUrl())
  if (outcome.kind === 'bind') {
    const url = bindPhoneUrl(outcome.ticket.goUrl)
    await Taro.navigateTo({ url }).catch(() => Taro.redirectTo({ url }))
  }
  return outcome
}

/** Startup, inside the native app's web view: let the app hand its login back. */
export function installNativeLogin(): () => void {
  return listenNativeLogin(receiveNativeLogin)
}
