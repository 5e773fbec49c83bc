import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { notices, userOauth, users } from '../db/schema'
import type { Ctx } from '../lib/context'
import type { NoticeEvent } from '../lib/notice-events'
import { PLATFORM_LOGIN } from '../lib/notices'
import { allowed, clearGrants, getNoticePrefs, giveBackGrant, takeGrant } from '../content/notice-prefs'
import { noticeFields, templateData } from '../content/providers/subscribe-data'
import type { SubscribeOutcome } from '../content/notice.provider'

/*
 * The notice sender (docs/operations.md, Notices): the `notices-send` job, once per cluster (lib/jobs.ts), sends the
 * outbox rows enqueueNotice wrote, at most once per event and channel. A row is leased before its send (status
 * sending, lease_until) and marked `calling` the moment before the provider is called; the outcome is written after.
 * A provider that is down leaves the row pending with a later next_at (backoff doubling up to an hour) until it
 * answers or the tries run out; nothing is lost. A sender killed between the commit and the send (before `calling`)
 * leaves the row pending or leased: the next run, once the lease lapses, sends it. A sender killed DURING a send
 * leaves a `calling` row, and nobody knows whether the platform took the message: it is marked failed ("outcome
 * unknown") and not sent again, on every channel, since a second SMS about money reads as money paid twice and a
 * second subscription message as a second event. The message centre, written in the state change's own transaction,
 * still tells the shopper (tests/server/notices-crash.test.ts kills a sender at both points).
 */

type Row = typeof notices.$inferSelect
type Result =
  | { status: 'sent' }
  | { status: 'skipped' | 'failed'; why: string }
  | { status: 'retry'; why: string; grantBack?: boolean }

/** Rows this run leased: the id and the lease it wrote (a lease another run took after ours lapsed is not ours). */
const ours = (row: Row) =>
  and(
    eq(notices.id, row.id),
    inArray(notices.status, ['sending', 'calling']),
    row.leaseUntil ? eq(notices.leaseUntil, row.leaseUntil) : isNull(notices.leaseUntil)
  )

/**
 * The provider is about to be called: from here a lapsed lease means the outcome is unknown (at most once). False
 * when the row is no longer this run's.
 */
async function calling(ctx: Ctx, row: Row, set: { grantTaken?: boolean } = {}) {
  const moved = await ctx.db
    .update(notices)
    .set({ ...set, status: 'calling' })
    .where(ours(row))
    .returning({ id: notices.id })
  return moved.length === 1
}
const notOurs: Result = { status: 'skipped', why: 'another sender holds the notice' }

const page: Partial<Record<NoticeEvent, (d: Record<string, unknown>) => string>> = {
  paid: (d) => `pages/order-detail/index?order_sn=${d.order_sn}`,
  shipped: (d) => `pages/order-detail/index?order_sn=${d.order_sn}`,
  received: (d) => `pages/order-detail/index?order_sn=${d.order_sn}`,
  refund_approved: (d) => `pages/order-detail/index?order_sn=${d.order_sn}`,
  refunded: (d) => `pages/order-detail/index?order_sn=${d.order_sn}`,
  return_approved: (d) => `pages/order-detail/index?order_sn=${d.order_sn}`,
  withdraw_paid: () => 'pages/message-list/index',
  withdraw_failed: () => 'pages/message-list/index',
  cashback_settled: (d) => `pages/order-detail/index?order_sn=${d.order_sn}`,
  group_formed: (d) => `pages/order-detail/index?order_sn=${d.order_sn}`,
  group_failed: (d) => `pages/order-detail/index?order_sn=${d.order_sn}`,
  invoice_issued: (d) => `pages/order-detail/index?order_sn=${d.order_sn}`,
  coupon_issued: () => 'pages/message-list/index'
}

async function subscription(ctx: Ctx, row: Row, platform: 'wechat' | 'alipay'): Promise<Result> {
  const event = row.event as NoticeEvent
  const template = ctx.config.notices[platform][event]
  if (!template) return { status: 'skipped', why: `no ${platform} template configured for ${event}` }
  if (!ctx.providers.subscribe.configured(platform)) return { status: 'skipped', why: `${platform} not configured` }
  const [bound] = await ctx.db
    .select({ openid: userOauth.openid })
    .from(userOauth)
    .where(and(eq(userOauth.userId, row.userId), eq(userOauth.provider, PLATFORM_LOGIN[platform])))
  if (!bound) return { status: 'skipped', why: `no ${platform} account` }
  // Taking the grant and marking the row `calling` are one statement apart: a crash between them costs the shopper
  // one grant at worst, never a second send.
  if (!row.grantTaken && !(await takeGrant(ctx.db, row.userId, platform, template.id)))
    return { status: 'skipped', why: 'no grant left for the template' }
  if (!(await calling(ctx, row, { grantTaken: true }))) return notOurs
  const out: SubscribeOutcome = await ctx.providers.subscribe.send(platform, {
    to: bound.openid,
    templateId: template.id,
    page: page[event]?.(row.data) ?? 'pages/message-list/index',
    data: templateData(platform, template.keys, noticeFields(event, row.data, row.createdAt))
  })
  switch (out.kind) {
    case 'sent':
      return { status: 'sent' }
    case 'refused':
      await clearGrants(ctx.db, row.userId, platform, template.id)
      return { status: 'skipped', why: out.reason }
    case 'invalid':
      await giveBackGrant(ctx.db, row.userId, platform, template.id)
      return { status: 'failed', why: out.reason }
    case 'down':
      return { status: 'retry', why: out.reason, grantBack: true }
  }
}

async function sms(ctx: Ctx, row: Row): Promise<Result> {
  const tpl = ctx.config.notices.sms[row.event as NoticeEvent]
  if (!tpl) return { status: 'skipped', why: `no SMS template configured for ${row.event}` }
  const send = ctx.providers.sms.sendNotice?.bind(ctx.providers.sms)
  if (!send) return { status: 'skipped', why: `the ${ctx.providers.sms.name} SMS provider sends no notices` }
  const [u] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, row.userId))
  if (!u?.phone) return { status: 'skipped', why: 'no phone number' }
  const fields = noticeFields(row.event as NoticeEvent, row.data, row.createdAt)
  if (!(await calling(ctx, row))) return notOurs
  try {
    await send(
      u.phone,
      tpl.templateId,
      tpl.params.map((p) => [p, fields[p] ?? ''])
    )
    return { status: 'sent' }
  } catch (err) {
    return { status: 'retry', why: `sms: ${(err as Error).message}`.slice(0, 300) }
  }
}

async function sendOne(ctx: Ctx, row: Row): Promise<Result> {
  const event = row.event as NoticeEvent
  if (!allowed(await getNoticePrefs(ctx.db, row.userId), event, row.channel as 'wechat'))
    return { status: 'skipped', why: 'turned off by the shopper' }
  if (row.channel === 'wechat' || row.channel === 'alipay') return subscription(ctx, row, row.channel)
  if (row.channel === 'sms') return sms(ctx, row)
  return { status: 'failed', why: `unknown channel ${row.channel}` }
}

export interface SendReport {
  sent: number
  skipped: number
  failed: number
  retry: number
  /** Leases that lapsed (a sender stopped): pending again if never sent, failed if stopped mid-send. */
  lapsed: number
}

/**
 * One run of the sender: frees lapsed leases, leases the due rows (oldest first, `limit` at a time), sends each and
 * writes its outcome. `now` is the clock the run reads (tests pass a virtual one); every time written is from it.
 */
export async function sendDueNotices(ctx: Ctx, opts: { now?: Date; limit?: number } = {}): Promise<SendReport> {
  const now = opts.now ?? new Date()
  const s = ctx.config.notices
  const report: SendReport = { sent: 0, skipped: 0, failed: 0, retry: 0, lapsed: 0 }
  const lapsed = await ctx.db
    .update(notices)
    .set({
      status: sql`case when ${notices.status} = 'calling' then 'failed' else 'pending' end`,
      lastError: sql`case when ${notices.status} = 'calling' then 'outcome unknown: the sender stopped mid-send (at most once)' else 'the sender stopped before sending it' end`,
      leaseUntil: null
    })
    .where(and(inArray(notices.status, ['sending', 'calling']), lt(notices.leaseUntil, now)))
    .returning({ id: notices.id })
  report.lapsed = lapsed.length
  const due = ctx.db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.status, 'pending'), lte(notices.nextAt, now)))
    .orderBy(notices.id)
    .limit(opts.limit ?? 100)
    .for('update', { skipLocked: true })
  const leased = await ctx.db
    .update(notices)
    .set({
      status: 'sending',
      leaseUntil: new Date(now.getTime() + s.leaseSeconds * 1000),
      attempts: sql`${notices.attempts} + 1`
    })
    .where(and(inArray(notices.id, due), eq(notices.status, 'pending')))
    .returning()
  leased.sort((a, b) => a.id - b.id)
  for (const row of leased) {
    let r: Result
    try {
      r = await sendOne(ctx, row)
    } catch (err) {
      r = { status: 'retry', why: (err as Error).message.slice(0, 300) }
    }
    const mine = ours(row)
    if (r.status === 'sent') {
      await ctx.db.update(notices).set({ status: 'sent', sentAt: now, leaseUntil: null, lastError: null }).where(mine)
    } else if (r.status === 'retry' && row.attempts < s.maxAttempts) {
      const delay = Math.min(s.backoffSeconds * 2 ** (row.attempts - 1), 3600) * 1000
      if (r.grantBack && row.channel !== 'sms') {
        const tpl = ctx.config.notices[row.channel as 'wechat'][row.event as NoticeEvent]
        if (tpl) await giveBackGrant(ctx.db, row.userId, row.channel, tpl.id)
      }
      await ctx.db
        .update(notices)
        .set({
          status: 'pending',
          nextAt: new Date(now.getTime() + delay),
          leaseUntil: null,
          lastError: r.why,
          grantTaken: r.grantBack ? false : row.grantTaken
        })
        .where(mine)
    } else {
      const status = r.status === 'retry' ? 'failed' : r.status
      await ctx.db.update(notices).set({ status, leaseUntil: null, lastError: r.why }).where(mine)
    }
    report[r.status === 'retry' && row.attempts >= s.maxAttempts ? 'failed' : r.status]++
  }
  return report
}
