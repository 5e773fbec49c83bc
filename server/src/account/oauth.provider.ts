import crypto from 'node:crypto'
import { ConfigError, type Config } from '../config'
import type { Db } from '../db/client'
import { createLiveOauth } from './providers/login'
import { memoryStore, type SandboxStore } from '../lib/sandbox-store'

import { OauthCodeError } from './providers/oauth-types'
import type { OauthProvider } from './providers/oauth-types'
export { OauthCodeError } from './providers/oauth-types'
export type { AlipayPhoneAnswer, OauthKind, OauthIdentity, OauthProvider } from './providers/oauth-types'

declare module '../lib/context' {
  /** This area's port to the outside world (lib/context.ts, Providers). */
  interface Providers {
    oauth: OauthProvider
  }
}

/**
 * The sandbox behaves like the platforms: a code `sandbox_<openid>` (or `sandbox_<openid>.<nonce>`, so one
 * user can log in again and again as with real codes) stands for the user `<openid>`; each code works once,
 * as real codes do within their five minutes; anything else is refused as an unknown code. Wechat identities
 * of one openid share a unionid, as one person's accounts do under one developer account. Used codes are kept in
 * `store` (the database in the app), so a code used through one API node is refused through every other.
 */
export function createSandboxOauth(
  config: Config,
  wechatAppId: string,
  store: SandboxStore = memoryStore()
): OauthProvider {
  return {
    name: 'sandbox',
    wechatAppId,
    authorizeUrl({ redirectUri, state, scope }) {
      const q = new URLSearchParams({
        appid: wechatAppId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state
      })
      return `${config.publicUrl}/api/v1/wechat/sandbox-authorize?${q.toString()}#wechat_redirect`
    },
    async exchangeCode(kind, code) {
      await new Promise((resolve) => setImmediate(resolve))
      const m = /^sandbox_([A-Za-z0-9_-]{1,48})(\.[A-Za-z0-9_-]{1,32})?$/.exec(code)
      if (!m) throw new OauthCodeError('invalid code')
      if (!(await store.add('oauth.code', `${kind}:${code}`, { at: Date.now() })))
        throw new OauthCodeError('code been used')
      const openid = m[1]
      const isWechat = kind.startsWith('wechat')
      return {
        openid,
        unionid: isWechat ? `union_${openid}` : null,
        nick: `${isWechat ? '微信' : kind === 'apple' ? 'Apple' : '支付宝'}用户${openid.slice(-4)}`,
        head: ''
      }
    },
    async phoneNumber(code) {
      // The sandbox's getPhoneNumber code names the number: `sandbox_phone_<mobile>`; like WeChat's, it works once.
      const m = /^sandbox_phone_(1\d{10})(\.[A-Za-z0-9_-]{1,32})?$/.exec(code)
      if (!m) throw new OauthCodeError('invalid code')
      if (!(await store.add('oauth.code', `phone:${code}`, { at: Date.now() })))
        throw new OauthCodeError('code been used')
      return m[1]
    },
    async alipayPhoneNumber(answer) {
      // The sandbox's my.getPhoneNumber answer names the number: response `sandbox_phone_<mobile>`; it works once.
      const m = /^sandbox_phone_(1\d{10})(\.[A-Za-z0-9_-]{1,32})?$/.exec(answer.response)
      if (!m) throw new OauthCodeError('invalid answer')
      if (!(await store.add('oauth.code', `alipay-phone:${answer.response}`, { at: Date.now() })))
        throw new OauthCodeError('answer been used')
      return m[1]
    },
    async jsapiTicket() {
      // A real ticket lives 7200 s; the sandbox one changes every two hours the same way.
      const slot = Math.floor(Date.now() / 7_200_000)
      return crypto.createHash('sha1').update(`${wechatAppId}:${slot}`).digest('hex')
    }
  }
}

export function createOauthProvider(config: Config, store?: SandboxStore, db?: Db): OauthProvider {
  // Config is shared by all areas; the wechat appid is read here so the identity area owns it.
  const wechatAppId = process.env.WECHAT_APPID || 'wx_sandbox_appid'
  switch (config.providers.oauth) {
    case 'sandbox':
      return createSandboxOauth(config, wechatAppId, store)
    default:
      if (!db) throw new ConfigError('the real logins keep platform tokens in the database')
      // The real platforms (wechat, alipay, apple), each from its own variables: account/providers/login.ts.
      return createLiveOauth(config, db)
  }
}
