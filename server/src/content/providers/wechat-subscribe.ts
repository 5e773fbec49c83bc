import { fetchWithTimeout, GatewayError, withRetry, type RetryOptions } from '../../lib/gateway'
import type { AccessTokenSource, SubscribeMessage, SubscribeOutcome } from './subscribe-types'

/*
 * WeChat's subscribeMessage.send (docs/operations.md, Notices): POST /cgi-bin/message/subscribe/send?access_token=…
 * with { touser, template_id, page, data: { key: { value } }, miniprogram_state, lang }. The access_token is the
 * login's (platform_tokens), so this never fetches a token of its own that would end the login's.
 */

/** The token went stale before its time (another fetch replaced it): fetch a new one and try once more. */
const STALE_TOKEN = new Set([40001, 42001, 40014])
/** The shopper gave no (or no more) one-time grant for this template, or refused it. */
const NO_GRANT = new Set([43101])
/** The message itself is wrong: data over its limits (47003), a bad template id or page (40037, 41030). */
const INVALID = new Set([47003, 40037, 41030, 40003])
/** WeChat busy, or the daily quota is used up: try later. */
const LATER = new Set([-1, 45009, 45047])

export function createWechatSubscribe(opts: {
  tokens: AccessTokenSource
  apiBase: string
  /** formal (released), trial or developer: which version of the mini program the message opens. */
  state: 'formal' | 'trial' | 'developer'
  timeoutMs: number
  retry: RetryOptions
}) {
  async function post(token: string, msg: SubscribeMessage) {
    return withRetry(async () => {
      const res = await fetchWithTimeout(
        `${opts.apiBase}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            touser: msg.to,
            template_id: msg.templateId,
            page: msg.page,
            miniprogram_state: opts.state,
            lang: 'zh_CN',
            data: Object.fromEntries(Object.entries(msg.data).map(([k, value]) => [k, { value }]))
          })
        },
        opts.timeoutMs
      )
      if (res.status >= 500) throw new GatewayError(`wechat subscribe: HTTP ${res.status}`, true)
      const body = (await res.json().catch(() => null)) as { errcode?: number; errmsg?: string; msgid?: unknown } | null
      if (!body) throw new GatewayError(`wechat subscribe: HTTP ${res.status} without JSON`, true)
      return body
    }, opts.retry)
  }

  return async function send(msg: SubscribeMessage): Promise<SubscribeOutcome> {
    try {
      let token = await opts.tokens.get()
      let r = await post(token, msg)
      if (r.errcode && STALE_TOKEN.has(r.errcode)) {
        // Once: a second stale answer right after a fresh fetch is not a stale token but a fault to retry later.
        await opts.tokens.drop(token)
        token = await opts.tokens.get()
        r = await post(token, msg)
      }
      const code = r.errcode ?? 0
      const why = `wechat ${code} ${r.errmsg ?? ''}`.trim()
      if (code === 0) return { kind: 'sent', id: r.msgid === undefined ? undefined : String(r.msgid) }
      if (NO_GRANT.has(code)) return { kind: 'refused', reason: why }
      if (INVALID.has(code)) return { kind: 'invalid', reason: why }
      if (LATER.has(code) || STALE_TOKEN.has(code)) return { kind: 'down', reason: why }
      return { kind: 'invalid', reason: why }
    } catch (err) {
      // The token fetch or the send could not reach WeChat (or it answered 5xx) after the gateway's own tries.
      return { kind: 'down', reason: `wechat: ${(err as Error).message}`.slice(0, 300) }
    }
  }
}
