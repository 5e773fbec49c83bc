import { ConfigError, type Config } from '../config'
import { gatewaySettings } from '../lib/gateway'
import { alipayMiniApp, sandboxOrLive } from '../lib/mini-platform'
import { memoryStore, type SandboxStore } from '../lib/sandbox-store'
import { createAlipaySubscribe } from './providers/alipay-subscribe'
import type {
  AccessTokenSource,
  SubscribeMessage,
  SubscribePlatform,
  SubscribeProvider
} from './providers/subscribe-types'
import { createWechatSubscribe } from './providers/wechat-subscribe'

export type {
  AccessTokenSource,
  SubscribeMessage,
  SubscribeOutcome,
  SubscribeProvider
} from './providers/subscribe-types'

declare module '../lib/context' {
  /** This area's port to the outside world (lib/context.ts, Providers). */
  interface Providers {
    subscribe: SubscribeProvider
  }
}

/**
 * The sandbox: every configured platform "takes" the message and it is kept in the store (newest first, per openid),
 * so a developer sees what a shopper's phone would have shown; nothing leaves the machine.
 */
export function createSandboxSubscribe(store: SandboxStore = memoryStore()): SubscribeProvider {
  return {
    name: 'sandbox',
    configured: () => true,
    async send(platform, msg: SubscribeMessage) {
      const key = `${platform}:${msg.to}`
      const list = (await store.get<SubscribeMessage[]>('subscribe.outbox', key)) ?? []
      list.unshift(msg)
      await store.put('subscribe.outbox', key, list.slice(0, 50))
      return { kind: 'sent' }
    },
    outbox: async (platform, to) => (await store.get<SubscribeMessage[]>('subscribe.outbox', `${platform}:${to}`)) ?? []
  }
}

/**
 * The real platforms: WeChat when the mini program's token source is given (WECHAT_MINI_APPID and its secret: the
 * login's access_token row), Alipay when ALIPAY_MINI_APPID (or ALIPAY_APPID) and its keys are set. A platform left
 * unconfigured skips its channel.
 */
export function createLiveSubscribe(
  deps: { wechatTokens?: AccessTokenSource | null },
  env: NodeJS.ProcessEnv = process.env
): SubscribeProvider {
  const { retry, timeoutMs } = gatewaySettings(env)
  const state = env.WECHAT_SUBSCRIBE_STATE || 'formal'
  if (!['formal', 'trial', 'developer'].includes(state))
    throw new ConfigError(`WECHAT_SUBSCRIBE_STATE=${state}: use formal, trial or developer`)
  const wechat = deps.wechatTokens
    ? createWechatSubscribe({
        tokens: deps.wechatTokens,
        apiBase: env.WECHAT_API_BASE || 'https://api.weixin.qq.com',
        state: state as 'formal' | 'trial' | 'developer',
        timeoutMs,
        retry
      })
    : null
  const app = alipayMiniApp(env)
  const alipay = app ? createAlipaySubscribe({ ...app, timeoutMs }) : null
  const senders: Record<SubscribePlatform, typeof wechat> = { wechat, alipay }
  return {
    name: [wechat && 'wechat', alipay && 'alipay'].filter(Boolean).join('+') || 'none',
    configured: (platform) => senders[platform] !== null,
    async send(platform, msg) {
      const send = senders[platform]
      if (!send) return { kind: 'refused', reason: `${platform} is not configured` }
      return send(msg)
    }
  }
}

/**
 * SUBSCRIBE_PROVIDER: `sandbox` or `live`, chosen as every mini-platform service chooses (lib/mini-platform.ts).
 */
export function createSubscribeProvider(
  config: Config,
  deps: { wechatTokens?: () => AccessTokenSource | null; store?: SandboxStore } = {},
  env: NodeJS.ProcessEnv = process.env
): SubscribeProvider {
  if (sandboxOrLive(config, 'SUBSCRIBE_PROVIDER', env) === 'sandbox') return createSandboxSubscribe(deps.store)
  return createLiveSubscribe({ wechatTokens: deps.wechatTokens?.() ?? null }, env)
}
