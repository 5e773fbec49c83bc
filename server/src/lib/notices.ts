import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { messages, notices, userOauth } from '../db/schema'
import { inboxText, SMS_EVENTS, type NoticeChannel, type NoticeInput } from './notice-events'

export type { NoticeInput, NoticeEvent, NoticeData, NoticeChannel } from './notice-events'

/** The social logins whose openid a subscription message is addressed to (account/auth.ts binds them). */
const PLATFORM_LOGIN = { wechat: 'wechat_mp', alipay: 'alipay_mp' } as const

/**
 * Tells a shopper what happened (docs/operations.md, Notices). Call it INSIDE the transaction that changes the state:
 * the notice commits or rolls back with it (an outbox), so a crash after the commit loses no notice and a rollback
 * sends none. The message centre's message is written right here, in that transaction; the other channels get an
 * outbox row the `notices-send` job sends later (flows/notice-send.ts). Calling it twice for one event (same event and
 * ref) adds nothing: the unique key (event, ref, channel) keeps one row, so one send, per event and channel.
 */
export async function enqueueNotice(tx: DbOrTx, n: NoticeInput): Promise<void> {
  const ref = String(n.ref).slice(0, 64)
  const data = n.data as unknown as Record<string, string | number | boolean>
  const bound = await tx
    .select({ provider: userOauth.provider })
    .from(userOauth)
    .where(and(eq(userOauth.userId, n.userId), inArray(userOauth.provider, Object.values(PLATFORM_LOGIN))))
  const has = new Set(bound.map((b) => b.provider))
  const channels: NoticeChannel[] = ['inbox']
  if (has.has(PLATFORM_LOGIN.wechat)) channels.push('wechat')
  if (has.has(PLATFORM_LOGIN.alipay)) channels.push('alipay')
  if (SMS_EVENTS.includes(n.event) || n.sms) channels.push('sms')
  const now = new Date()
  const rows = await tx
    .insert(notices)
    .values(
      channels.map((channel) => ({
        userId: n.userId,
        event: n.event,
        ref,
        channel,
        data,
        // The message centre is written now, in the caller's transaction: nothing is left to send.
        ...(channel === 'inbox' ? { status: 'sent', attempts: 1, sentAt: now } : { nextAt: now })
      }))
    )
    .onConflictDoNothing()
    .returning({ channel: notices.channel })
  if (rows.some((r) => r.channel === 'inbox')) {
    const text = inboxText(n)
    await tx.insert(messages).values({ userId: n.userId, type: text.type, title: text.title, content: text.content })
  }
}

export { PLATFORM_LOGIN }
