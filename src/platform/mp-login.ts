import Taro from '@tarojs/taro'
import { isAlipayApp, isWeapp } from '../utils/env'

/**
 * The mini programs' own login (spec section 4: a compiled mini program is its own host, so its "bridge" is its
 * login page, which asks the platform for a one-time code):
 * - WeChat: wx.login's code, for /wechat/mplogin;
 * - Alipay: my.getAuthCode's auth code (scope auth_base: silent, no consent sheet), for /alipay/mplogin.
 * Taro's Alipay build maps Taro.login onto my.getAuthCode({ scopes: 'auth_base' }) and copies authCode to code.
 */

export type MiniProgramLoginKind = 'wechat_mp' | 'alipay_mp'

export interface MiniProgramLoginCode {
  kind: MiniProgramLoginKind
  code: string
}

export const MP_LOGIN_FAILED = '获取登录凭证失败，请稍后重试'

/** Which one-tap login this build offers; null outside the mini programs. */
export function miniProgramLoginKind(): MiniProgramLoginKind | null {
  if (isWeapp()) return 'wechat_mp'
  if (isAlipayApp()) return 'alipay_mp'
  return null
}

/** A fresh one-time code from the platform; throws MP_LOGIN_FAILED when there is none. */
export async function getMiniProgramLoginCode(): Promise<MiniProgramLoginCode> {
  const kind = miniProgramLoginKind()
  if (!kind) throw new Error(MP_LOGIN_FAILED)
  let res: { code?: string; authCode?: string } | undefined
  try {
    res = (await Taro.login(kind === 'alipay_mp' ? ({ scopes: 'auth_base' } as Taro.login.Option) : {})) as {
      code?: string
      authCode?: string
    }
  } catch {
    throw new Error(MP_LOGIN_FAILED)
  }
  const code = res?.code || res?.authCode
  if (!code) throw new Error(MP_LOGIN_FAILED)
  return { kind, code }
}

/** What Alipay's my.getPhoneNumber answers (its `response` JSON): the number encrypted and signed by Alipay. */
export interface AlipayPhoneAnswer {
  response: string
  sign: string
  sign_type?: string
  encrypt_type?: string
  charset?: string
}

type GetPhoneNumber = (o: { success: (res: { response?: string }) => void; fail: (err: unknown) => void }) => void

/**
 * Alipay 手机号快捷登录: after the user allowed it on the `getAuthorize` (scope phoneNumber) button, my.getPhoneNumber
 * hands over the signed, encrypted number; only the server can check and read it (/alipay/phonelogin).
 */
export function getAlipayPhoneAnswer(): Promise<AlipayPhoneAnswer> {
  const my = (globalThis as { my?: { getPhoneNumber?: GetPhoneNumber } }).my
  return new Promise((resolve, reject) => {
    const failed = () => reject(new Error(MP_LOGIN_FAILED))
    if (!my?.getPhoneNumber) return failed()
    my.getPhoneNumber({
      success: (res) => {
        try {
          const answer = JSON.parse(res.response ?? '') as AlipayPhoneAnswer
          if (answer?.response && answer.sign) resolve(answer)
          else failed()
        } catch {
          failed()
        }
      },
      fail: failed
    })
  })
}
