import { getNoticeTemplates, reportSubscribed } from '../services/api/notice'
import { requestGrants, subscribePlatform } from '../platform/subscribe'
import { SUBSCRIBE_MOMENTS } from '@contract/notice'

/**
 * Subscription-message grants at the moments WeChat allows (docs/operations.md, Notices): after paying, before a
 * withdrawal, and in the tap on 到货提醒 / 开抢提醒. The template ids are read ahead (`prepareSubscribe` when the page
 * opens) so the tap itself goes straight to the platform's sheet: WeChat refuses a sheet opened too long after the tap.
 */
export type SubscribeMoment = (typeof SUBSCRIBE_MOMENTS)[number]

let templates: Promise<Record<SubscribeMoment, string[]> | null> | null = null

/** Reads the template ids once per app run; null on H5 or when the server has none. */
export function prepareSubscribe() {
  const platform = subscribePlatform()
  if (!platform) return Promise.resolve(null)
  templates ??= getNoticeTemplates({ platform }, { noTip: true })
    .then((t) => Object.fromEntries(SUBSCRIBE_MOMENTS.map((m) => [m, t[m] ?? []])) as Record<SubscribeMoment, string[]>)
    .catch(() => {
      templates = null
      return null
    })
  return templates
}

/** Asks for this moment's grants and tells the server which were given; never throws, answers the accepted ids. */
export async function askSubscribe(moment: SubscribeMoment): Promise<string[]> {
  const platform = subscribePlatform()
  if (!platform) return []
  const ids = (await prepareSubscribe())?.[moment] ?? []
  const accepted = await requestGrants(platform, ids)
  if (accepted.length)
    await reportSubscribed({ platform, template_ids: accepted }, { noTip: true }).catch(() => undefined)
  return accepted
}

/** Tests: forget the ids read. */
export function resetSubscribe() {
  templates = null
}
