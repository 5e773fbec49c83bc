import { AppError, ERRNO } from '../errors'
import type { Ctx } from '../lib/context'
import type { LoginResult } from '@contract/schemas/user'
import { OauthCodeError, type AlipayPhoneAnswer } from './oauth.provider'
import { startSession, type LoginMethod } from './auth'
import { findOrCreateUserByPhone, type SignUpStep } from './user'

// 手机号快捷登录: the platform vouches for the number (WeChat's code, Alipay's signed answer); no SMS code.

/**
 * 手机号快捷登录 in the WeChat mini program: the getPhoneNumber button's code, traded with WeChat for the number the
 * user chose, logs in like phone + SMS code (creating the account on first login).
 */
export async function loginByWechatPhone(
  ctx: Ctx,
  code: string,
  signUp: SignUpStep,
  channel?: string
): Promise<LoginResult> {
  const { phoneNumber } = ctx.providers.oauth
  return loginByPlatformPhone(ctx, () => (phoneNumber ? phoneNumber(code) : null), 'wechat_phone', signUp, channel)
}

/**
 * 手机号快捷登录 in the Alipay mini program: my.getPhoneNumber's signed, encrypted answer; the server checks Alipay's
 * sign, decrypts the number and logs in like phone + SMS code.
 */
export async function loginByAlipayPhone(
  ctx: Ctx,
  answer: AlipayPhoneAnswer,
  signUp: SignUpStep,
  channel?: string
): Promise<LoginResult> {
  const { alipayPhoneNumber } = ctx.providers.oauth
  return loginByPlatformPhone(
    ctx,
    () => (alipayPhoneNumber ? alipayPhoneNumber(answer) : null),
    'alipay_phone',
    signUp,
    channel
  )
}

async function loginByPlatformPhone(
  ctx: Ctx,
  vouch: () => Promise<string> | null,
  method: LoginMethod,
  signUp: SignUpStep,
  channel?: string
): Promise<LoginResult> {
  let phone: string
  try {
    const asked = vouch()
    if (!asked) throw new OauthCodeError('no phone number login')
    phone = await asked
  } catch (err) {
    if (err instanceof OauthCodeError) throw new AppError(ERRNO.OAUTH_CODE_INVALID, '授权已失效，请重新授权')
    throw err
  }
  return ctx.db.transaction(async (tx) => {
    const user = await findOrCreateUserByPhone(tx, phone, signUp, { channelId: channel })
    return startSession(ctx, tx, user.id, method)
  })
}
