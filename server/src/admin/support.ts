import { and, count, desc, eq, exists, gt, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { orderItems, orders, staff, supportMessages, supportQuickReplies, supportThreads, users } from '../db/schema'
import { invalid, notFound } from '../errors'
import { maskPhone } from '../lib/mask'
import { pictureAddress, pictureStored } from '../lib/pictures'
import type { FileStore } from '../lib/storage'
import { STATUS_TEXT } from '../lib/order-state'
import { ROLE_PERMISSIONS, type Role } from '@contract/admin/roles'
import type { InboxOrder, InboxThread } from '@contract/admin/support'
import type { OrderStatus } from '@contract/schemas/order'
import { pictureVariant } from '@contract/pictures'
import { audit, type Actor } from './audit'
import { listMessages, markRead, sendMessage, STAFF, SHOPPER, type ThreadRow } from '../support/support'

/**
 * The 客服 inbox: the support area's threads read and answered by staff, with the order area's rows beside them and
 * the console's audit log for assignments and 快捷回复 (the console's API sits above the areas; docs/architecture.md).
 */

/** Last message of the thread, as the list previews it. */
const PREVIEW = sql<string>`(select case m.kind when 'text' then m.text when 'image' then '[图片]'
  when 'order' then '[订单]' else '[商品]' end from ${supportMessages} m where m.id = "support_threads"."last_message_id")`
/** Shopper messages above the staff read mark. */
const UNREAD = sql<number>`(select count(*) from ${supportMessages} m where m.thread_id = "support_threads"."id"
  and m.sender = ${SHOPPER} and m.id > "support_threads"."staff_read_id")`.mapWith(Number)

const threadSelect = {
  t: supportThreads,
  phone: users.phone,
  nick: users.nick,
  staffName: staff.name,
  preview: PREVIEW,
  unread: UNREAD
}
type ThreadSel = {
  t: ThreadRow
  phone: string | null
  nick: string
  staffName: string | null
  preview: string | null
  unread: number
}

const toThread = (r: ThreadSel): InboxThread => ({
  id: r.t.id,
  user_id: r.t.userId,
  phone: maskPhone(r.phone),
  nick: r.nick,
  staff_id: r.t.staffId,
  staff_name: r.staffName ?? '',
  last_text: (r.preview ?? '').slice(0, 60),
  last_at: (r.t.lastMessageAt ?? r.t.createdAt).toISOString(),
  unread: r.unread
})

const threadQuery = (db: DbOrTx) =>
  db
    .select(threadSelect)
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.userId))
    .leftJoin(staff, eq(staff.id, supportThreads.staffId))

/** Threads with a message, newest first; filters: mine, unread, those that sent a card of an order. */
export async function listThreads(
  db: DbOrTx,
  me: number,
  q: { mine?: boolean; unread?: boolean; order_id?: number; page?: number; page_size?: number }
) {
  const where: SQL[] = [gt(supportThreads.lastMessageId, 0)]
  if (q.mine) where.push(eq(supportThreads.staffId, me))
  if (q.unread) where.push(gt(UNREAD, 0))
  if (q.order_id)
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(supportMessages)
          .where(and(eq(supportMessages.threadId, supportThreads.id), eq(supportMessages.orderId, q.order_id)))
      )
    )
  const size = q.page_size ?? 20
  const [rows, [{ total }]] = await Promise.all([
    threadQuery(db)
      .where(and(...where))
      .orderBy(desc(supportThreads.lastMessageId))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    db
      .select({ total: count() })
      .from(supportThreads)
      .where(and(...where))
  ])
  return { list: rows.map(toThread), total }
}

async function threadRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.id, id))
  if (!row) throw notFound('会话')
  return row
}

async function threadView(db: DbOrTx, id: number) {
  const [row] = await threadQuery(db).where(eq(supportThreads.id, id))
  if (!row) throw notFound('会话')
  return toThread(row)
}

/** The shopper's five newest orders, with their first line's title. */
async function recentOrders(db: DbOrTx, userId: number): Promise<InboxOrder[]> {
  const rows = await db
    .select({
      o: orders,
      title: sql<string>`(select i.title from ${orderItems} i where i.order_id = "orders"."id" order by i.id limit 1)`
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(5)
  return rows.map(({ o, title }) => ({
    id: o.id,
    order_no: o.orderNo,
    status_text: STATUS_TEXT[o.status as OrderStatus] ?? '',
    pay_amount: Number(o.payAmount),
    title: title ?? '',
    created_at: o.createdAt.toISOString()
  }))
}

export async function threadDetail(db: DbOrTx, id: number) {
  const thread = await threadView(db, id)
  return {
    thread,
    messages: await listMessages(db, id, { limit: 50 }),
    orders: await recentOrders(db, thread.user_id)
  }
}

export async function staffMessages(db: DbOrTx, id: number, after: number) {
  await threadRow(db, id)
  return listMessages(db, id, { after, limit: 100 })
}

/**
 * A 客服 reply: text, or a picture uploaded through POST /support/upload, sent as the list size the shopper's bubble
 * shows (the bubble's preview opens the same). Only a picture stored on this shop is sent.
 */
export async function staffSend(
  ctx: { db: Db; base: string; files: FileStore },
  actor: Actor,
  id: number,
  body: { client_id: string; text?: string; picture?: string }
) {
  const thread = await threadRow(ctx.db, id)
  const sender = { side: STAFF, staffId: actor.staffId, name: actor.name } as const
  if (body.picture === undefined) return sendMessage(ctx, thread, sender, { ...body, kind: 'text' })
  if (body.text?.trim()) throw invalid('text', '与图片只能发送其一')
  if (!(await pictureStored(ctx.files, body.picture))) throw invalid('picture', '不是本店上传的图片，请重新上传')
  const image = pictureVariant(pictureAddress(ctx.base, body.picture), 'list', 'jpg')
  return sendMessage(ctx, thread, sender, { client_id: body.client_id, kind: 'image', image })
}

export async function staffRead(db: DbOrTx, id: number, lastId: number) {
  return markRead(db, await threadRow(db, id), STAFF, lastId)
}

/** Roles whose staff answer shoppers. */
const AGENT_ROLES = (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((r) =>
  ROLE_PERMISSIONS[r].includes('support:reply')
)

export async function agents(db: DbOrTx) {
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.status, 1), inArray(staff.role, AGENT_ROLES)))
    .orderBy(staff.id)
}

/** Assigns the thread to a staff member who answers shoppers (or nobody); in 操作日志. */
export async function assignThread(db: Db, actor: Actor, id: number, staffId: number | null) {
  if (staffId !== null && !(await agents(db)).some((a) => a.id === staffId)) {
    throw invalid('staff_id', '不是可接待的客服')
  }
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(supportThreads).where(eq(supportThreads.id, id)).for('update')
    if (!before) throw notFound('会话')
    await tx.update(supportThreads).set({ staffId }).where(eq(supportThreads.id, id))
    await audit(tx, actor, {
      action: 'assign',
      entity: 'support',
      entityId: id,
      before: { staff_id: before.staffId },
      after: { staff_id: staffId }
    })
  })
  return threadView(db, id)
}

export const quickReplies = (db: DbOrTx) =>
  db
    .select({ id: supportQuickReplies.id, text: supportQuickReplies.text })
    .from(supportQuickReplies)
    .orderBy(supportQuickReplies.sort, supportQuickReplies.id)

/** At most this many 快捷回复: a short list 客服 can scan at a glance. */
export const QUICK_REPLIES_MAX = 20

export async function addQuickReply(db: Db, actor: Actor, text: string) {
  const clean = text.trim()
  if (!clean) throw invalid('text', '不能为空')
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(supportQuickReplies)
    if (n >= QUICK_REPLIES_MAX) throw invalid('text', `快捷回复最多 ${QUICK_REPLIES_MAX} 条，请先删除不用的`)
    const [row] = await tx.insert(supportQuickReplies).values({ text: clean, sort: n }).returning()
    await audit(tx, actor, {
      action: 'quick-reply.add',
      entity: 'support',
      entityId: 0,
      before: null,
      after: { text: clean }
    })
    return { id: row.id, text: row.text }
  })
}

export async function deleteQuickReply(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(supportQuickReplies).where(eq(supportQuickReplies.id, id)).returning()
    if (!row) throw notFound('快捷回复')
    await audit(tx, actor, {
      action: 'quick-reply.delete',
      entity: 'support',
      entityId: 0,
      before: { text: row.text },
      after: null
    })
  })
  return null
}
