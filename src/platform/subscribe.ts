import Taro from '@tarojs/taro'
import { isAlipayApp, isWeapp } from '../utils/env'

/** Where subscription messages exist: WeChat and Alipay mini programs; none on H5 (docs/operations.md, Notices). */
export type SubscribePlatform = 'wechat' | 'alipay'

export function subscribePlatform(): SubscribePlatform | null {
  if (isWeapp()) return 'wechat'
  if (isAlipayApp()) return 'alipay'
  return null
}

type Answer = Record<string, unknown> & { result?: { subscribeEntityIds?: string[] } }

/**
 * Shows the platform's subscription sheet for these templates and answers the ids the shopper accepted. WeChat opens
 * it only from a tap or a payment callback (wx.requestSubscribeMessage); a refusal, a closed sheet or an old base
 * library answer [] rather than throwing: a notice grant is never worth a broken payment or withdrawal.
 */
export async function requestGrants(platform: SubscribePlatform, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  try {
    const res = (await Taro.requestSubscribeMessage(
      platform === 'alipay' ? { entityIds: ids, tmplIds: ids } : { tmplIds: ids, entityIds: ids }
    )) as unknown as Answer
    // WeChat answers `{ [id]: 'accept' | 'reject' | 'ban' }`; Alipay also lists them in result.subscribeEntityIds.
    const listed = res.result?.subscribeEntityIds ?? []
    return ids.filter((id) => res[id] === 'accept' || listed.includes(id))
  } catch {
    return []
  }
}
