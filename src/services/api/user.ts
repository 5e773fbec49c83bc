import type { Data } from '@contract/api/route'
import type { userRoutes } from '@contract/api/user'
import { request, type RequestOptions } from '../request'

/** What a route answers, from the contract. */
type Answer<P extends keyof typeof userRoutes> = Data<(typeof userRoutes)[P]>

/** Login and account calls. Login calls never trigger the expired-session notice: there is no session yet. */
const noAuth = (options?: RequestOptions): RequestOptions => ({ autoAuth: false, ...options })

export interface PhoneLoginBody {
  phone: string
  verify_code: string
  opa_id?: string | number
}

/** Partner single sign-on: `sign` is an HMAC over appid, timestamp and data. */
export interface SsoLoginBody {
  appid: string
  sign: string
  timestamp: number | string
  data: string
}

// POST /api/v1/user/phonelogin: phone + SMS code, or partner SSO
export const loginByPhone = (body: PhoneLoginBody | SsoLoginBody, options?: RequestOptions) =>
  request<Answer<'/user/phonelogin'>>('/user/phonelogin', { ...body }, noAuth(options))

// POST /api/v1/wechat/code: the WeChat authorise address for H5
export const getWechatAuthorizeUrl = (body: { redirect_uri?: string; state?: string } = {}, options?: RequestOptions) =>
  request<Answer<'/wechat/code'>>('/wechat/code', body, noAuth(options))

// POST /api/v1/wechat/userinfo: H5 WeChat login with the authorise code
export const loginByWechatCode = (body: { code: string }, options?: RequestOptions) =>
  request<Answer<'/wechat/userinfo'>>('/wechat/userinfo', body, noAuth(options))

// POST /api/v1/wechat/bindphone: finishes a WeChat login that had no bound account
export const bindWechatPhone = (
  body: { verify_code: string; phone: string; ticket: string },
  options?: RequestOptions
) => request<Answer<'/wechat/bindphone'>>('/wechat/bindphone', body, noAuth(options))

// POST /api/v1/wechat/mplogin: WeChat mini-program login with wx.login's code
export const loginByWechatMp = (body: { code: string }, options?: RequestOptions) =>
  request<Answer<'/wechat/mplogin'>>('/wechat/mplogin', body, noAuth(options))

// POST /api/v1/wechat/phonelogin: 手机号快捷登录 with the getPhoneNumber button's code (ours, not in the spec)
export const loginByWechatPhone = (body: { code: string }, options?: RequestOptions) =>
  request<Answer<'/wechat/phonelogin'>>('/wechat/phonelogin', body, noAuth(options))

// POST /api/v1/alipay/phonelogin: 手机号快捷登录 with my.getPhoneNumber's signed, encrypted answer (ours, not in the spec)
export const loginByAlipayPhone = (
  body: { response: string; sign: string; sign_type?: string; encrypt_type?: string; charset?: string },
  options?: RequestOptions
) => request<Answer<'/alipay/phonelogin'>>('/alipay/phonelogin', { ...body }, noAuth(options))

// POST /api/v1/alipay/mplogin: Alipay mini-program login with my.getAuthCode's code (ours, not in the spec)
export const loginByAlipayMp = (body: { code: string }, options?: RequestOptions) =>
  request<Answer<'/alipay/mplogin'>>('/alipay/mplogin', body, noAuth(options))

// POST /api/v1/wechat/applogin: native app WeChat login
export const loginByWechatApp = (body: { code: string }, options?: RequestOptions) =>
  request<Answer<'/wechat/applogin'>>('/wechat/applogin', body, noAuth(options))

// POST /api/v1/user/applelogin
export const loginByApple = (body: { code: string }, options?: RequestOptions) =>
  request<Answer<'/user/applelogin'>>('/user/applelogin', body, noAuth(options))

// POST /api/v1/user/bindphone: finishes an Apple login that had no bound account
export const bindUserPhone = (body: { verify_code: string; phone: string; ticket: string }, options?: RequestOptions) =>
  request<Answer<'/user/bindphone'>>('/user/bindphone', body, noAuth(options))

// POST /api/v1/user/unregister: closes the account, confirmed by an SMS code
export const unregisterUser = (body: { verify_code: string }, options?: RequestOptions) =>
  request<Answer<'/user/unregister'>>('/user/unregister', body, options)

// POST /api/v1/user/logout: revokes the current token on the server
export const logoutUser = (options?: RequestOptions) =>
  request<Answer<'/user/logout'>>('/user/logout', {}, { noTip: true, ...noAuth(options) })

// POST /api/v1/user/profile: profile.info
export const getUserProfile = (options?: RequestOptions) =>
  request<Answer<'/user/profile'>>('/user/profile', {}, options)

// POST /api/v1/user/setprofile
export const setUserProfile = (body: { nick?: string; head?: string }, options?: RequestOptions) =>
  request<Answer<'/user/setprofile'>>('/user/setprofile', body, options)

// POST /api/v1/user/phoneedit: the code was sent to the new phone
export const editUserPhone = (body: { phone: string; verify_code: string }, options?: RequestOptions) =>
  request<Answer<'/user/phoneedit'>>('/user/phoneedit', body, options)
