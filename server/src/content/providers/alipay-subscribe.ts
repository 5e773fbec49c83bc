import { AlipaySdk } from 'alipay-sdk'
import { alipaySdkKeys } from '../../lib/alipay-key'
import { withBeijingTimestamp } from '../../lib/alipay-time'
import type { SubscribeMessage, SubscribeOutcome } from './subscribe-types'

/*
 * Alipay's subscription messages (docs/operations.md, Notices): alipay.open.app.mini.templatemessage.send through the
 * official alipay-sdk with the one key reader (lib/alipay-key.ts): biz_content { to_user_id (2088…) or to_open_id,
 * user_template_id, page, data: '{"keyword1":{"value":"…"}, …}' } — data is a JSON string, as documented.
 */

/** Business refusals that mean the shopper holds no subscription for the template. */
const NOT_SUBSCRIBED = /USER_TEMPLATE|UNSUBSCRIBE|NOT_SUBSCRIBE|NO_AUTH|SUBSCRIBE_LIMIT|QUOTA_NOT_ENOUGH/i

export function createAlipaySubscribe(opts: {
  appId: string
  privateKey: string
  alipayPublicKey: string
  gateway?: string
  timeoutMs: number
}) {
  const sdk = new AlipaySdk({
    appId: opts.appId,
    ...alipaySdkKeys(opts),
    gateway: opts.gateway || 'https://openapi.alipay.com/gateway.do',
    timeout: opts.timeoutMs
  })
  return async function send(msg: SubscribeMessage): Promise<SubscribeOutcome> {
    let res: Record<string, unknown>
    try {
      res = (await sdk.exec(
        'alipay.open.app.mini.templatemessage.send',
        withBeijingTimestamp({
          bizContent: {
            // A 2088… id is a user_id; anything else is the newer open_id.
            ...(/^2088\d{12}$/.test(msg.to) ? { toUserId: msg.to } : { toOpenId: msg.to }),
            userTemplateId: msg.templateId,
            page: msg.page,
            data: JSON.stringify(Object.fromEntries(Object.entries(msg.data).map(([k, value]) => [k, { value }])))
          }
        }),
        { validateSign: true }
      )) as Record<string, unknown>
    } catch (err) {
      // Unreachable, a timeout, a 5xx or an answer whose signature does not verify: try later.
      return { kind: 'down', reason: `alipay: ${(err as Error).message}`.slice(0, 300) }
    }
    const code = String(res.code ?? '')
    const sub = String(res.subCode ?? '')
    const why = `alipay ${code} ${sub} ${String(res.subMsg ?? res.msg ?? '')}`.trim()
    if (code === '10000') return { kind: 'sent' }
    // 20000: the service is unavailable; isp.* sub codes are Alipay's own faults.
    if (code === '20000' || sub.startsWith('isp.')) return { kind: 'down', reason: why }
    if (NOT_SUBSCRIBED.test(sub)) return { kind: 'refused', reason: why }
    return { kind: 'invalid', reason: why }
  }
}
