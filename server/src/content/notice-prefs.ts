import { and, eq, gt, sql } from 'drizzle-orm'
import type { Config } from '../config'
import type { DbOrTx } from '../db/client'
import { noticeGrants, noticeSettings } from '../db/schema'
import { MONEY_OUT, NOTICE_EVENTS, OPTIONAL_CHANNELS, type NoticeChannel, type NoticeEvent } from '../lib/notice-events'
import type { SUBSCRIBE_MOMENTS } from '@contract/notice'
import type { SubscribePlatform } from './providers/subscribe-types'

type SubscribeMoment = (typeof SUBSCRIBE_MOMENTS)[number]

/*
 * What a shopper chose about notices (docs/operations.md, Notices): the optional channels and events they turned
 * off, and the one-time subscription grants they gave in the mini program. The message centre is always on, and so
 * are money-out notices (withdrawals) on every channel.
 */

/** The moments the app may ask for grants (WeChat allows asking after a tap or a payment) and what each asks for. */
export const ASK_AT = {
  /** The pay result page: what happens to the order next (WeChat shows at most three per request). */
  pay: ['shipped', 'received', 'cashback_settled'],
  /** Before a withdrawal: how it ends. */
  withdraw: ['withdraw_paid', 'withdraw_failed'],
  /** The tap on 到货提醒 / 开抢提醒: the one message that reminder sends. */
  restock: ['restock'],
  sale_start: ['sale_start']
} as const satisfies Record<SubscribeMoment, readonly NoticeEvent[]>

/** A grant is one message; a shopper who keeps accepting keeps at most this many per template. */
const MAX_GRANTS = 50

export interface NoticePrefs {
  channels: Record<(typeof OPTIONAL_CHANNELS)[number], boolean>
  events: Record<NoticeEvent, boolean>
  /** Events that cannot be turned off (money leaving the account). */
  locked: NoticeEvent[]
}

export async function getNoticePrefs(db: DbOrTx, userId: number): Promise<NoticePrefs> {
  const [row] = await db.select().from(noticeSettings).where(eq(noticeSettings.userId, userId))
  const chOff = new Set(row?.channelsOff ?? [])
  const evOff = new Set(row?.eventsOff ?? [])
  return {
    channels: Object.fromEntries(OPTIONAL_CHANNELS.map((c) => [c, !chOff.has(c)])) as NoticePrefs['channels'],
    events: Object.fromEntries(
      NOTICE_EVENTS.map((e) => [e, MONEY_OUT.includes(e) || !evOff.has(e)])
    ) as NoticePrefs['events'],
    locked: [...MONEY_OUT]
  }
}

/** Saves what the shopper turned off; money-out events are kept on whatever the body says. */
export async function saveNoticePrefs(
  db: DbOrTx,
  userId: number,
  body: { channels?: Partial<Record<string, boolean>>; events?: Partial<Record<string, boolean>> }
): Promise<NoticePrefs> {
  const now = await getNoticePrefs(db, userId)
  const channels = { ...now.channels, ...body.channels }
  const events = { ...now.events, ...body.events }
  const channelsOff = OPTIONAL_CHANNELS.filter((c) => channels[c] === false)
  const eventsOff = NOTICE_EVENTS.filter((e) => events[e] === false && !MONEY_OUT.includes(e))
  await db
    .insert(noticeSettings)
    .values({ userId, channelsOff, eventsOff })
    .onConflictDoUpdate({ target: noticeSettings.userId, set: { channelsOff, eventsOff, updatedAt: new Date() } })
  return getNoticePrefs(db, userId)
}

/** Whether this notice may go out on this channel by the shopper's choice. */
export function allowed(prefs: NoticePrefs, event: NoticeEvent, channel: NoticeChannel) {
  if (channel === 'inbox' || MONEY_OUT.includes(event)) return true
  return prefs.channels[channel as keyof NoticePrefs['channels']] !== false && prefs.events[event] !== false
}

/** The template ids the app asks for at each moment, per platform (only those configured). */
export function askTemplates(config: Pick<Config, 'notices'>, platform: SubscribePlatform) {
  const ids = (events: readonly NoticeEvent[]) =>
    events.map((e) => config.notices[platform][e]?.id).filter((id): id is string => Boolean(id))
  return {
    pay: ids(ASK_AT.pay),
    withdraw: ids(ASK_AT.withdraw),
    restock: ids(ASK_AT.restock),
    sale_start: ids(ASK_AT.sale_start)
  }
}

/**
 * The shopper accepted these templates in wx.requestSubscribeMessage / my.requestSubscribeMessage: one grant each.
 * Ids this shop does not use are ignored (answered back as not counted), so the app cannot invent grants.
 */
export async function addGrants(
  db: DbOrTx,
  config: Pick<Config, 'notices'>,
  userId: number,
  platform: SubscribePlatform,
  templateIds: string[]
) {
  const ours = new Set(Object.values(config.notices[platform]).map((t) => t!.id))
  const counted = [...new Set(templateIds)].filter((id) => ours.has(id))
  for (const templateId of counted) {
    await db
      .insert(noticeGrants)
      .values({ userId, platform, templateId, count: 1 })
      .onConflictDoUpdate({
        target: [noticeGrants.userId, noticeGrants.platform, noticeGrants.templateId],
        set: { count: sql`least(${noticeGrants.count} + 1, ${MAX_GRANTS})`, updatedAt: new Date() }
      })
  }
  return counted
}

const grantOf = (userId: number, platform: string, templateId: string) =>
  and(eq(noticeGrants.userId, userId), eq(noticeGrants.platform, platform), eq(noticeGrants.templateId, templateId))

/** Takes one grant for a send; false when the shopper has none left. */
export async function takeGrant(db: DbOrTx, userId: number, platform: string, templateId: string) {
  const took = await db
    .update(noticeGrants)
    .set({ count: sql`${noticeGrants.count} - 1`, updatedAt: new Date() })
    .where(and(grantOf(userId, platform, templateId), gt(noticeGrants.count, 0)))
    .returning({ count: noticeGrants.count })
  return took.length === 1
}

/** The platform did not use the grant (the message was not sent): it is the shopper's again. */
export async function giveBackGrant(db: DbOrTx, userId: number, platform: string, templateId: string) {
  await db
    .update(noticeGrants)
    .set({ count: sql`least(${noticeGrants.count} + 1, ${MAX_GRANTS})`, updatedAt: new Date() })
    .where(grantOf(userId, platform, templateId))
}

/** The platform says the shopper holds no grant (WeChat 43101): ours were wrong, count none. */
export async function clearGrants(db: DbOrTx, userId: number, platform: string, templateId: string) {
  await db
    .update(noticeGrants)
    .set({ count: 0, updatedAt: new Date() })
    .where(grantOf(userId, platform, templateId))
}

/** The shopper's grants left per template on a platform (the settings page shows them). */
export async function grantsLeft(db: DbOrTx, userId: number, platform: SubscribePlatform) {
  const rows = await db
    .select({ templateId: noticeGrants.templateId, count: noticeGrants.count })
    .from(noticeGrants)
    .where(and(eq(noticeGrants.userId, userId), eq(noticeGrants.platform, platform)))
  return Object.fromEntries(rows.map((r) => [r.templateId, r.count]))
}
