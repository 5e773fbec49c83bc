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
