/** The subscription-message contract (docs/operations.md, Notices): WeChat and Alipay senders, and the sandbox. */

/** The mini program's access_token, shared with the login (platform_tokens; providers.ts wires it). */
export interface AccessTokenSource {
  appid: string
  get(): Promise<string>
  drop(token: string): Promise<void>
}

export type SubscribePlatform = 'wechat' | 'alipay'

export interface SubscribeMessage {
  /** The shopper's openid on the platform (WeChat openid; Alipay user id or open id). */
  to: string
  templateId: string
  /** The mini-program page the message opens, with its query. */
  page: string
  /** keyword → value, already cut to each keyword's limits (subscribe-data.ts). */
  data: Record<string, string>
}

/**
 * What a send came to. `sent`: the platform took it. `refused`: the shopper gave no grant (WeChat 43101) — nothing
 * more is consumed and the channel is skipped. `invalid`: the platform refused the message itself (47003 template
 * data, a wrong template id) — trying again would fail again. `down`: unreachable, slow, busy or 5xx — try later.
 */
export type SubscribeOutcome = { kind: 'sent'; id?: string } | { kind: 'refused' | 'invalid' | 'down'; reason: string }

export interface SubscribeProvider {
  readonly name: string
  /** Whether the platform is configured at all (an unconfigured one skips its channel). */
  configured(platform: SubscribePlatform): boolean
  send(platform: SubscribePlatform, msg: SubscribeMessage): Promise<SubscribeOutcome>
  /** The sandbox only: what it took for one shopper on one platform, newest first (/api/dev/subscribe-outbox). */
  outbox?(platform: SubscribePlatform, to: string): Promise<SubscribeMessage[]>
}
