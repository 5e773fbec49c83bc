import { Type } from '@sinclair/typebox'
import { LoginResult, OauthLoginResult, ProfileInfo, WechatAuthorizeUrl } from '../schemas/user'
import { Empty, Phone } from '../schemas/request'
import { Done, rawRoute, route } from './route'

const VerifyCode = Type.String({ pattern: '^\\d{6}$' })
const OauthCode = Type.String({ minLength: 1, maxLength: 256 })
const Ticket = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' })

/** Both login forms of /user/phonelogin; which one is meant is decided by `appid` (the server's handler). */
const PhoneLoginBody = Type.Object({
  phone: Type.Optional(Phone),
  verify_code: Type.Optional(VerifyCode),
  opa_id: Type.Optional(Type.String({ maxLength: 64 })),
  appid: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' })),
  sign: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })),
  timestamp: Type.Optional(Type.String({ pattern: '^\\d{1,12}$' })),
  data: Type.Optional(Type.String({ minLength: 2, maxLength: 4096 }))
})

/** my.getPhoneNumber's answer: base64 ciphertext and signature, bounded well above what Alipay sends. */
const AlipayPhoneBody = Type.Object({
  response: Type.String({ minLength: 1, maxLength: 2048 }),
  sign: Type.String({ minLength: 1, maxLength: 1024 }),
  sign_type: Type.Optional(Type.String({ maxLength: 8 })),
  encrypt_type: Type.Optional(Type.String({ maxLength: 8 })),
  charset: Type.Optional(Type.String({ maxLength: 16 }))
})

const BindPhoneBody = Type.Object({ verify_code: VerifyCode, phone: Phone, ticket: Ticket })
/** Every social login (wechat H5, mini program, app; alipay mini program): a code in, a session or a ticket out. */
export const oauthLoginRoute = route(OauthLoginResult, { body: Type.Object({ code: OauthCode }) })
/** Apple's "code" is its identity token, a JWT far longer than the platforms' codes. */
export const appleLoginRoute = route(OauthLoginResult, {
  body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 4096 }) })
})
/** Binding a phone to a social login's ticket (/wechat/bindphone and /user/bindphone). */
export const bindPhoneRoute = route(LoginResult, { body: BindPhoneBody })

/** The sandbox stand-in for wechat's authorisation page (development and demo only). */
const SandboxAuthorizeQuery = Type.Object({
  redirect_uri: Type.String({ maxLength: 1024 }),
  state: Type.Optional(Type.String({ maxLength: 128 })),
  scope: Type.Optional(Type.String({ maxLength: 32 })),
  appid: Type.Optional(Type.String({ maxLength: 64 })),
  response_type: Type.Optional(Type.String({ maxLength: 16 })),
  openid: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,48}$' }))
})

/** Login (phone, partner SSO, social), logout and the account's own profile; prefix /api/v1. */
export const userRoutes = {
  '/user/phonelogin': route(LoginResult, { body: PhoneLoginBody }),
  '/user/logout': route(Done, { body: Empty }),
  '/wechat/userinfo': oauthLoginRoute,
  '/wechat/mplogin': oauthLoginRoute,
  '/wechat/applogin': oauthLoginRoute,
  '/alipay/mplogin': oauthLoginRoute,
  '/user/applelogin': appleLoginRoute,
  // Not in the spec's table: the weapp login page's 手机号快捷登录 (Button openType getPhoneNumber).
  '/wechat/phonelogin': route(LoginResult, { body: Type.Object({ code: OauthCode }) }),
  // The alipay login page's 手机号快捷登录: my.getPhoneNumber's answer (its `response` JSON), decrypted by the server.
  '/alipay/phonelogin': route(LoginResult, { body: AlipayPhoneBody }),
  '/wechat/bindphone': bindPhoneRoute,
  '/user/bindphone': bindPhoneRoute,
  '/wechat/code': route(WechatAuthorizeUrl, {
    body: Type.Object({
      redirect_uri: Type.Optional(Type.String({ maxLength: 1024 })),
      state: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{0,128}$' })),
      scope: Type.Optional(Type.Union([Type.Literal('snsapi_base'), Type.Literal('snsapi_userinfo')]))
    })
  }),
  '/wechat/sandbox-authorize': rawRoute('text/html', { querystring: SandboxAuthorizeQuery }),
  '/wechat/sandbox-authorize/confirm': rawRoute('redirect', { querystring: SandboxAuthorizeQuery }),
  '/user/profile': route(ProfileInfo, { body: Empty }),
  '/user/setprofile': route(ProfileInfo, {
    body: Type.Object({
      nick: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
      head: Type.Optional(Type.String({ maxLength: 512, pattern: '^(https?://[^\\s]+|/api/service/image/[^\\s]+)?$' }))
    })
  }),
  '/user/phoneedit': route(ProfileInfo, { body: Type.Object({ phone: Phone, verify_code: VerifyCode }) }),
  '/user/unregister': route(Done, { body: Type.Object({ verify_code: VerifyCode }) })
}
