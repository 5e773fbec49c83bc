import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { PRODUCT_KIND } from '@contract/enums'
import {
  REMINDER_KIND,
  REMINDER_TEXT,
  REMINDER_WAITING_MAX,
  type ReminderChannel,
  type ReminderKind
} from '@contract/reminder'
import type { DbOrTx } from '../db/client'
import { goodsActivities, reminders, skus, spus, users } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import { pictureFields } from '../lib/pictures'
import { offShelf, specText } from './catalogue'

/*
 * 到货提醒 and 开抢提醒, the shopper's side (docs/operations.md, "Reminders"): one reminder per shopper, kind and target
 * (the sold-out SKU, or the flash sale that has not started). Sending them is reminder-send.ts.
 */

export interface SubscribeInput {
  kind: ReminderKind
  sku_id?: number
  activity_id?: number
  channels?: ReminderChannel[]
}

type Row = typeof reminders.$inferSelect

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0)

export const reminderView = (r: Row) => ({
  id: r.id,
  kind: r.kind as ReminderKind,
  sku_id: r.skuId,
  activity_id: r.kind === REMINDER_KIND.saleStart ? r.targetId : 0,
  channels: r.channels,
  created_time: seconds(r.createdAt),
  sent_time: seconds(r.sentAt)
})

const refuse = (text: string) => new AppError(ERRNO.REMINDER_STATE, text)

/** The SKU and the target a reminder waits on, refused when there is nothing to wait for. */
async function targetOf(db: DbOrTx, input: SubscribeInput, now: Date): Promise<{ targetId: number; skuId: number }> {
  if (input.kind === REMINDER_KIND.restock) {
    if (!input.sku_id) throw invalid('sku_id', '不能为空')
    const [sku] = await db
      .select({ stock: skus.stock, status: spus.status })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .where(eq(skus.id, input.sku_id))
    if (!sku) throw notFound('商品')
    if (sku.status !== 1) throw offShelf()
    if (sku.stock > 0) throw refuse(REMINDER_TEXT.inStock)
    return { targetId: input.sku_id, skuId: input.sku_id }
  }
  if (!input.activity_id) throw invalid('activity_id', '不能为空')
  const [a] = await db
    .select({
      skuId: goodsActivities.skuId,
      kind: goodsActivities.kind,
      start: goodsActivities.startAt,
      end: goodsActivities.endAt
    })
    .from(goodsActivities)
    .innerJoin(skus, eq(skus.id, goodsActivities.skuId))
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(and(eq(goodsActivities.id, input.activity_id), eq(goodsActivities.status, 1), eq(spus.status, 1)))
  if (!a) throw notFound('活动')
  if (a.kind !== PRODUCT_KIND.flash) throw refuse(REMINDER_TEXT.notFlash)
  if (a.end <= now) throw refuse(REMINDER_TEXT.ended)
  if (a.start <= now) throw refuse(REMINDER_TEXT.started)
  return { targetId: input.activity_id, skuId: a.skuId }
}

/**
 * Subscribes, idempotently: the shopper's reminder on that target again is the same row (its channels replaced). One
 * that already went out (the goods sold out again) waits again, under a new created_at: the notice's ref names both,
 * so the second round is a new notice, not a repeat the outbox would drop.
 */
export async function subscribe(db: DbOrTx, userId: number, input: SubscribeInput, now = new Date()) {
  const { targetId, skuId } = await targetOf(db, input, now)
  const channels = ['inbox', ...new Set(input.channels ?? [])]
  if (channels.includes('sms')) {
    const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
    if (!u?.phone) throw invalid('channels', '短信提醒需要先绑定手机号')
  }
  return db.transaction(async (tx) => {
    const [{ waiting }] = await tx
      .select({ waiting: count() })
      .from(reminders)
      .where(and(eq(reminders.userId, userId), isNull(reminders.sentAt)))
    if (waiting >= REMINDER_WAITING_MAX) {
      const [same] = await tx
        .select({ id: reminders.id })
        .from(reminders)
        .where(and(eq(reminders.userId, userId), eq(reminders.kind, input.kind), eq(reminders.targetId, targetId)))
      if (!same) throw new AppError(ERRNO.REMINDER_LIMIT, REMINDER_TEXT.tooMany)
    }
    const [row] = await tx
      .insert(reminders)
      .values({ userId, kind: input.kind, targetId, skuId, channels })
      .onConflictDoUpdate({
        target: [reminders.userId, reminders.kind, reminders.targetId],
        set: {
          channels,
          createdAt: sql`case when ${reminders.sentAt} is null then ${reminders.createdAt} else now() end`,
          sentAt: null
        }
      })
      .returning()
    return reminderView(row)
  })
}

/** Cancels one of the caller's reminders; another shopper's id is "not found". */
export async function cancel(db: DbOrTx, userId: number, id: number) {
  const gone = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id })
  if (!gone.length) throw notFound('提醒')
  return null
}

/** The caller's reminders, waiting first then newest; on one SKU when sku_id is given (goods-info's button). */
export async function listMine(
  db: DbOrTx,
  userId: number,
  base: string,
  q: { skuId?: number; page: number; size: number; offset: number }
) {
  const where = and(eq(reminders.userId, userId), q.skuId ? eq(reminders.skuId, q.skuId) : undefined)
  const [{ total }] = await db.select({ total: count() }).from(reminders).where(where)
  const rows = await db
    .select({
      r: reminders,
      title: spus.title,
      specs: skus.specs,
      picture: sql<string>`coalesce(nullif(${skus.picture}, ''), ${spus.picture})`
    })
    .from(reminders)
    .innerJoin(skus, eq(skus.id, reminders.skuId))
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(where)
    .orderBy(sql`${reminders.sentAt} is null desc`, desc(reminders.id))
    .limit(q.size)
    .offset(q.offset)
  return {
    list: rows.map((x) => ({
      ...reminderView(x.r),
      title: x.title,
      spec_text: specText(x.specs),
      ...pictureFields(base, x.picture)
    })),
    total,
    page: q.page,
    page_size: q.size
  }
}
