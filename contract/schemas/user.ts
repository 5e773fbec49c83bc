/** Login and profile shapes (spec sections 3 and 7). Times are unix seconds. */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable } from './common'

/** Every successful login: an opaque token, the user id and when the token dies. */
export type LoginResult = Static<typeof LoginResult>
export const LoginResult = Type.Object({
  token: Type.String(),
  uid: Type.Number(),
  expired_time: Type.Number()
})

/** A social login whose account is not bound yet: finish it with /wechat/bindphone or /user/bindphone. */
export type OauthTicket = Static<typeof OauthTicket>
export const OauthTicket = Type.Object({
  ticket: Type.String()
})

export type OauthLoginResult = Static<typeof OauthLoginResult>
export const OauthLoginResult = Type.Union([LoginResult, OauthTicket])

/** /wechat/code: where the H5 app sends the shopper to authorise. */
export type WechatAuthorizeUrl = Static<typeof WechatAuthorizeUrl>
export const WechatAuthorizeUrl = Type.Object({
  url: Type.String()
})

/** /sms/sendcode: how long the code lives and how soon another may be asked for. */
export type SmsSendResult = Static<typeof SmsSendResult>
export const SmsSendResult = Type.Object({
  expire_in: Type.Number(),
  interval: Type.Number()
})

/** /dev/sms-outbox (dev only). */
export type SmsOutbox = Static<typeof SmsOutbox>
export const SmsOutbox = Type.Object({
  list: Type.Array(
    Type.Object({
      code: Type.String(),
      created_at: Type.Number()
    })
  )
})

export type PensionBankLogo = Static<typeof PensionBankLogo>
export const PensionBankLogo = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  logo: Type.String(),
  is_cooperation: Type.Union([Type.Number(), Type.Boolean()]),
  is_show: Type.Union([Type.Number(), Type.Boolean()])
})

/** profile.info of spec section 3; id_no arrives masked (first 6 and last 4 kept). */
export type ProfileInfo = Static<typeof ProfileInfo>
export const ProfileInfo = Type.Object({
  id: Type.Number(),
  identity_id: Type.Union([Type.Number(), Type.String(), Type.Null()]),
  status: Type.Number(),
  channel_id: Type.String(),
  esign_id: Type.Union([Type.Number(), Type.String(), Type.Null()]),
  head: Type.String(),
  nick: Type.String(),
  openid_app: Nullable(Type.String()),
  openid_h5: Nullable(Type.String()),
  openid_mp: Nullable(Type.String()),
  pension_account_id: Type.Union([Type.Number(), Type.String(), Type.Null()]),
  phone: Nullable(Type.String()),
  wx_unionid: Nullable(Type.String()),
  name: Nullable(Type.String()),
  id_no: Nullable(Type.String()),
  t_pension_bank_account: Nullable(Type.String()),
  t_pension_bank_name: Nullable(Type.String()),
  t_pension_bank_type: Type.Union([Type.Number(), Type.String(), Type.Null()]),
  t_pension_bank_logo: Nullable(PensionBankLogo)
})
