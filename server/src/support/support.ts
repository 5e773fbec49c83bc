import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { staff, supportMessages, supportThreads, uploads } from '../db/schema'
import { invalid, notFound } from '../errors'
import { hit, RateLimitedError } from '../lib/rate-limit'
import type { SupportKind, SupportMessage, SupportMessages, SupportThread } from '@contract/schemas/support'
import { goodsCard, orderCard } from './cards'
import { wake } from './live'

/** 在线客服: threads, messages, cursors and read marks (docs/decisions/0033-support-chat.md). */

export const SHOPPER = 0
export const STAFF = 1
export type ThreadRow = typeof supportThreads.$inferSelect
type MessageRow = typeof supportMessages.$inferSelect

/**
 * A shopper may send a quarter of the per-IP `support` group's count a minute (30 of RATE_LIMIT_SUPPORT's 120): the
 * IP limit stops a script, this one a logged-in flood from many addresses. 0 (the group off) turns it off too.
 */
export const perShopperLimit = (perIp: number) => Math.ceil(perIp / 4)

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0)

export const toMessage = (m: MessageRow): SupportMessage => ({
  id: m.id,
  thread_id: m.threadId,
  client_id: m.clientId,
  from: m.sender === STAFF ? 'staff' : 'shopper',
  staff_name: m.staffName,
  kind: m.kind as SupportKind,
  text: m.text,
  image: m.image,
  card: m.card ? { id: m.orderId ?? m.skuId ?? 0, ...m.card } : null,
  created_at: seconds(m.createdAt)
})

/** Messages of the other side above a read mark. */
export async function unreadOf(db: DbOrTx, threadId: number, side: 0 | 1, readId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.threadId, threadId),
        eq(supportMessages.sender, side === SHOPPER ? STAFF : SHOPPER),
        gt(supportMessages.id, readId)
      )
    )
  return n
}

/** The shopper's thread, made on first use (one per shopper). */
export async function openThread(db: DbOrTx, userId: number): Promise<SupportThread> {
  await db.insert(supportThreads).values({ userId }).onConflictDoNothing({ target: supportThreads.userId })
  const [row] = await db
    .select({ t: supportThreads, staffName: staff.name })
    .from(supportThreads)
    .leftJoin(staff, eq(staff.id, supportThreads.staffId))
    .where(eq(supportThreads.userId, userId))
  return {
    id: row.t.id,
    staff_name: row.staffName ?? '',
    unread: await unreadOf(db, row.t.id, SHOPPER, row.t.userReadId),
    last_id: row.t.lastMessageId
  }
}

/** A thread of this shopper; anyone else's id is "not found", as if it did not exist. */
export async function ownThread(db: DbOrTx, userId: number, threadId: number): Promise<ThreadRow> {
  const [row] = await db
    .select()
    .from(supportThreads)
    .where(and(eq(supportThreads.id, threadId), eq(supportThreads.userId, userId)))
  if (!row) throw notFound('会话')
  return row
}

/**
 * Messages above `after`, oldest first, at most `limit`; without `after`, the newest `limit`. `last_id` is where the
 * next call starts: the client keeps it and dedupes by id, so a page asked twice shows nothing twice.
 */
export async function listMessages(
  db: DbOrTx,
  threadId: number,
  q: { after?: number; limit?: number }
): Promise<SupportMessages> {
  const limit = q.limit ?? 50
  const where = eq(supportMessages.threadId, threadId)
  const rows =
    q.after === undefined
      ? (
          await db
            .select()
            .from(supportMessages)
            .where(where)
            .orderBy(desc(supportMessages.id))
            .limit(limit + 1)
        ).reverse()
      : await db
          .select()
          .from(supportMessages)
          .where(and(where, gt(supportMessages.id, q.after)))
          .orderBy(asc(supportMessages.id))
          .limit(limit + 1)
  const more = rows.length > limit
  const page = q.after === undefined ? rows.slice(more ? 1 : 0) : rows.slice(0, limit)
  const last = page.length ? page[page.length - 1].id : (q.after ?? 0)
  return { list: page.map(toMessage), last_id: last, has_more: more }
}

export type Sender = { side: 0; userId: number } | { side: 1; staffId: number; name: string }

export interface SendBody {
  client_id: string
  kind: SupportKind
  text?: string
  image?: string
  order_id?: number
  sku_id?: number
}

const STORED_NAME = /\/api\/service\/image\/([a-f0-9]{32}\.(?:jpg|png|webp|gif))$/

/** The row a kind of message stores; what it names must exist and be the shopper's own (pictures, orders). */
async function contentOf(db: DbOrTx, thread: ThreadRow, sender: Sender, body: SendBody, base: string) {
  const text = (body.text ?? '').trim()
  switch (body.kind) {
    case 'text':
      if (!text) throw invalid('text', '不能为空，请输入要发送的内容')
      return { text }
    case 'image': {
      // 客服's picture is a stored console upload, checked where the console sends it (admin/support.ts).
      if (sender.side === STAFF) {
        if (!body.image) throw invalid('image', '缺失，请先上传图片')
        return { image: body.image }
      }
      const name = STORED_NAME.exec(body.image ?? '')?.[1]
      if (!name) throw invalid('image', '缺失，请先上传图片')
      // Only a picture this shopper uploaded through /image/upload.
      const own = (
        await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.name, name), eq(uploads.userId, thread.userId)))
      )[0]
      if (!own) throw notFound('图片')
      return { image: body.image as string }
    }
    case 'order':
      if (!body.order_id) throw invalid('order_id', '缺失')
      return { orderId: body.order_id, card: await orderCard(db, base, thread.userId, body.order_id) }
    case 'goods':
      if (!body.sku_id) throw invalid('sku_id', '缺失')
      return { skuId: body.sku_id, card: await goodsCard(db, base, body.sku_id) }
  }
}

const existing = (db: DbOrTx, threadId: number, side: number, clientId: string) =>
  db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.threadId, threadId),
        eq(supportMessages.sender, side),
        eq(supportMessages.clientId, clientId)
      )
    )

/**
 * Sends one message. The same client id again answers the message it made (a retry after a lost answer never
 * doubles it). The thread row is locked first, so the thread's messages commit in id order: a reader that has seen
 * id n never later finds a smaller id appear (docs/decisions/0033-support-chat.md).
 */
export async function sendMessage(
  { db, base, perMinute = 0 }: { db: Db; base: string; perMinute?: number },
  thread: ThreadRow,
  sender: Sender,
  body: SendBody
): Promise<SupportMessage> {
  const [again] = await existing(db, thread.id, sender.side, body.client_id)
  if (again) return toMessage(again)
  if (sender.side === SHOPPER && perMinute > 0) {
    const { current, ttl } = await hit(db, `support-send:${sender.userId}`, 60_000)
    if (current > perMinute) throw new RateLimitedError(Math.ceil(ttl / 1000))
  }
  const content = await contentOf(db, thread, sender, body, base)
  const row = await db.transaction(async (tx) => {
    await tx
      .select({ id: supportThreads.id })
      .from(supportThreads)
      .where(eq(supportThreads.id, thread.id))
      .for('update')
    const [made] = await tx
      .insert(supportMessages)
      .values({
        threadId: thread.id,
        sender: sender.side,
        staffId: sender.side === STAFF ? sender.staffId : null,
        staffName: sender.side === STAFF ? sender.name : '',
        clientId: body.client_id,
        kind: body.kind,
        ...content
      })
      .onConflictDoNothing()
      .returning()
    if (!made) return (await existing(tx, thread.id, sender.side, body.client_id))[0]
    // Sending reads everything before it, on the sender's side.
    const mark = sender.side === SHOPPER ? { userReadId: made.id } : { staffReadId: made.id }
    await tx
      .update(supportThreads)
      .set({ lastMessageId: made.id, lastMessageAt: made.createdAt, updatedAt: sql`now()`, ...mark })
      .where(eq(supportThreads.id, thread.id))
    return made
  })
  wake(thread.id)
  return toMessage(row)
}

/** Moves a side's read mark up to `lastId` (never down, never past the newest message); answers what is left unread. */
export async function markRead(db: DbOrTx, thread: ThreadRow, side: 0 | 1, lastId: number) {
  const upTo = Math.min(lastId, thread.lastMessageId)
  const col = side === SHOPPER ? supportThreads.userReadId : supportThreads.staffReadId
  const [row] = await db
    .update(supportThreads)
    .set(
      side === SHOPPER
        ? { userReadId: sql`greatest(${col}, ${upTo})` }
        : { staffReadId: sql`greatest(${col}, ${upTo})` }
    )
    .where(eq(supportThreads.id, thread.id))
    .returning()
  return { unread: await unreadOf(db, thread.id, side, side === SHOPPER ? row.userReadId : row.staffReadId) }
}
