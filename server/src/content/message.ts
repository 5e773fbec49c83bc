import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { messages } from '../db/schema'
import { notFound } from '../errors'
import { paging } from '../lib/reply'
import type { MessageItem, MessageList, MessageReadAll } from '@contract/schemas/message'

export type MessageType = 'system' | 'order' | 'pension'

const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000)

/** Puts a message in a user's message centre; other areas call it (order shipped, cashback settled ...). */
export async function addMessage(
  tx: DbOrTx,
  userId: number,
  msg: { type?: MessageType; title: string; content: string }
) {
  const [row] = await tx
    .insert(messages)
    .values({ userId, type: msg.type ?? 'system', title: msg.title, content: msg.content })
    .returning({ id: messages.id })
  return row.id
}

/** The greeting every new account finds in its message centre. */
export function addWelcomeMessage(tx: DbOrTx, userId: number) {
  return addMessage(tx, userId, {
    type: 'system',
    title: '欢迎加入',
    content:
      '欢迎您注册成为会员！您已获得一张新人购物卡，可在“我的-购物卡”中查看。在商城购物确认收货后，订单返现将计入您的养老金账户，开通养老金账户即可查看余额与明细。'
  })
}

function toItem(row: typeof messages.$inferSelect): MessageItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    is_read: row.readAt !== null,
    created_at: toSeconds(row.createdAt)
  }
}

export async function unreadCount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
  return row.n
}

export async function listMessages(
  db: DbOrTx,
  userId: number,
  body: { page?: number; page_size?: number }
): Promise<MessageList> {
  const { page, size, offset } = paging(body, 15, 50)
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(size)
    .offset(offset)
  const [total] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId))
  return { list: rows.map(toItem), total: total.n, page, page_size: size, unread: await unreadCount(db, userId) }
}

/** Marks every unread message of the caller read (全部已读); answers how many it marked. */
export async function readAllMessages(db: DbOrTx, userId: number): Promise<MessageReadAll> {
  const marked = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
    .returning({ id: messages.id })
  return { marked: marked.length, unread: await unreadCount(db, userId) }
}

/** Marks one of the caller's messages read; reading it twice is fine, another user's message does not exist. */
export async function readMessage(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select({ id: messages.id, readAt: messages.readAt })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
  if (!row) throw notFound('消息')
  if (!row.readAt) {
    await db
      .update(messages)
      .set({ readAt: new Date() })
      .where(and(eq(messages.id, id), isNull(messages.readAt)))
  }
  return { id, is_read: true, unread: await unreadCount(db, userId) }
}
