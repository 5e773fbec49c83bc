/** Login and profile shapes (spec sections 3 and 7). Times are unix seconds. */

/** Every successful login: an opaque token, the user id and when the token dies. */
export interface LoginResult {
  token: string
  uid: number
  expired_time: number
}

/** A social login whose account is not bound yet: finish it with /wechat/bindphone or /user/bindphone. */
export interface OauthTicket {
  ticket: string
}

export type OauthLoginResult = LoginResult | OauthTicket

/** /wechat/code: where the H5 app sends the shopper to authorise. */
export interface WechatAuthorizeUrl {
  url: string
}

/** /sms/sendcode: how long the code lives and how soon another may be asked for. */
export interface SmsSendResult {
  expire_in: number
  interval: number
}

/** /dev/sms-outbox (dev only). */
export interface SmsOutbox {
  list: Array<{ code: string; created_at: number }>
}

export interface PensionBankLogo {
  id: number
  name: string
  logo: string
  is_cooperation: number | boolean
  is_show: number | boolean
}

/** profile.info of spec section 3; id_no arrives masked (first 6 and last 4 kept). */
export interface ProfileInfo {
  id: number
  identity_id: number | string | null
  status: number
  channel_id: string
  esign_id: number | string | null
  head: string
  nick: string
  openid_app: string | null
  openid_h5: string | null
  openid_mp: string | null
  pension_account_id: number | string | null
  phone: string | null
  wx_unionid: string | null
  name: string | null
  id_no: string | null
  t_pension_bank_account: string | null
  t_pension_bank_name: string | null
  t_pension_bank_type: number | string | null
  t_pension_bank_logo: PensionBankLogo | null
}
