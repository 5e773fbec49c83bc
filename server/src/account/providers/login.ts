import { ConfigError, type Config } from '../../config'
import type { Db } from '../../db/client'
import { envSecret, envValue, gatewaySettings } from '../../lib/gateway'
import { OauthCodeError, type OauthProvider } from './oauth-types'
import { createAlipayLogin, createAlipayPhone } from './alipay-login'
import { createAppleLogin } from './apple-login'
import { tokenCache } from '../../lib/platform-token'
import { createWechatLogin, wechatTokenSource, type WechatApp } from './wechat-login'

export const LIVE_LOGINS = ['wechat', 'alipay', 'apple'] as const

/**
 * The real social logins, chosen by OAUTH_PROVIDER (a comma list of wechat, alipay, apple), each from its own
 * variables (docs/deploy.md). A platform left out refuses its codes, as a code from nowhere would be refused.
 */
export function createLiveOauth(config: Config, db: Db, env: NodeJS.ProcessEnv = process.env): OauthProvider {
  const names = config.providers.oauth.split(',').map((s) => s.trim())
  const unknown = names.filter((n) => !(LIVE_LOGINS as readonly string[]).includes(n))
  if (unknown.length)
    throw new ConfigError(
      `OAUTH_PROVIDER=${config.providers.oauth}: ${unknown.join(', ')} is not available (use ${LIVE_LOGINS.join(', ')} or sandbox)`
    )
  const { retry, timeoutMs } = gatewaySettings(env)
  const app = (id: string, secret: string): WechatApp | undefined =>
    env[id] ? { appid: env[id]!, secret: envValue(env, secret) } : undefined
  const wechat = names.includes('wechat')
    ? createWechatLogin({
        mini: app('WECHAT_MINI_APPID', 'WECHAT_MINI_SECRET'),
        mp: app('WECHAT_APPID', 'WECHAT_SECRET'),
        app: app('WECHAT_APP_APPID', 'WECHAT_APP_SECRET'),
        apiBase: env.WECHAT_API_BASE || 'https://api.weixin.qq.com',
        timeoutMs,
        retry,
        tokens: tokenCache(db)
      })
    : null
  const alipay = names.includes('alipay')
    ? createAlipayLogin({
        appId: envValue(env, 'ALIPAY_MINI_APPID', env.ALIPAY_APPID),
        privateKey: envSecret(env, 'ALIPAY_PRIVATE_KEY'),
        alipayPublicKey: envSecret(env, 'ALIPAY_PUBLIC_KEY'),
        gateway: env.ALIPAY_GATEWAY || undefined,
        timeoutMs,
        retry
      })
    : null
  // 手机号快捷登录 in the Alipay mini program needs the app's AES key; without it the button's answers are refused.
  const alipayPhone =
    names.includes('alipay') && (env.ALIPAY_AES_KEY || env.ALIPAY_AES_KEY_FILE)
      ? createAlipayPhone({
          appId: envValue(env, 'ALIPAY_MINI_APPID', env.ALIPAY_APPID),
          privateKey: envSecret(env, 'ALIPAY_PRIVATE_KEY'),
          alipayPublicKey: envSecret(env, 'ALIPAY_PUBLIC_KEY'),
          aesKey: envSecret(env, 'ALIPAY_AES_KEY')
        })
      : null
  const apple = names.includes('apple')
    ? createAppleLogin({ clientId: envValue(env, 'APPLE_CLIENT_ID'), keysUrl: env.APPLE_KEYS_URL, timeoutMs })
    : null
  const off = (what: string): never => {
    throw new OauthCodeError(`${what} login is not configured`)
  }
  const openBase = env.WECHAT_OPEN_BASE || 'https://open.weixin.qq.com'
  return {
    name: names.join('+'),
    wechatAppId: env.WECHAT_APPID || '',
    authorizeUrl({ redirectUri, state, scope }) {
      const q = new URLSearchParams({
        appid: env.WECHAT_APPID || '',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state
      })
      return `${openBase}/connect/oauth2/authorize?${q}#wechat_redirect`
    },
    async exchangeCode(kind, code) {
      if (kind === 'wechat_mp') return wechat ? wechat.miniProgram(code) : off('wechat')
      if (kind === 'wechat_h5' || kind === 'wechat_app') return wechat ? wechat.web(kind, code) : off('wechat')
      if (kind === 'alipay_mp') return alipay ? alipay(code) : off('alipay')
      return apple ? apple(code) : off('apple')
    },
    phoneNumber: (code) => (wechat ? wechat.phoneNumber(code) : off('wechat')),
    alipayPhoneNumber: (answer) => (alipayPhone ? alipayPhone(answer) : off('alipay phone')),
    jsapiTicket: () => (wechat ? wechat.jsapiTicket() : off('wechat'))
  }
}

/**
 * The WeChat mini program's access_token for another area's WeChat calls (the share codes, wired in providers.ts),
 * from the login's variables (WECHAT_MINI_APPID, WECHAT_MINI_SECRET, WECHAT_API_BASE); null when the mini program
 * is not configured.
 */
export function wechatMiniTokens(db: Db, env: NodeJS.ProcessEnv = process.env) {
  if (!env.WECHAT_MINI_APPID) return null
  const { retry, timeoutMs } = gatewaySettings(env)
  return wechatTokenSource(
    { apiBase: env.WECHAT_API_BASE || 'https://api.weixin.qq.com', timeoutMs, retry, tokens: tokenCache(db) },
    { appid: env.WECHAT_MINI_APPID, secret: envValue(env, 'WECHAT_MINI_SECRET') }
  )
}
