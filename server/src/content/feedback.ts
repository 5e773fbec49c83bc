import { count, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { feedbacks } from '../db/schema'
import { AppError, ERRNO, invalid } from '../errors'
import { paging } from '../lib/reply'
import type { FeedbackItem, FeedbackList } from '@contract/schemas/message'

/** A shopper may leave this many pieces of feedback a day; more is spam, not feedback. */
const DAILY_LIMIT = 20

const toItem = (row: typeof feedbacks.$inferSelect): FeedbackItem => ({
  id: row.id,
  content: row.content,
  images: row.images,
  contact: row.contact,
  status: row.status,
  reply: row.reply,
  created_at: Math.floor(row.createdAt.getTime() / 1000)
})

export async function addFeedback(
  db: DbOrTx,
  userId: number,
  body: { content: string; images?: string[]; contact?: string }
) {
  const content = body.content.trim()
  if (content.length < 5) throw invalid('content', '至少填写 5 个字')
  const recent = await db
    .select({ createdAt: feedbacks.createdAt })
    .from(feedbacks)
    .where(eq(feedbacks.userId, userId))
    .orderBy(desc(feedbacks.createdAt))
    .limit(DAILY_LIMIT)
  const dayAgo = Date.now() - 86400_000
  if (recent.length >= DAILY_LIMIT && recent[DAILY_LIMIT - 1].createdAt.getTime() > dayAgo) {
    throw new AppError(ERRNO.RATE_LIMITED, '今日反馈次数已达上限，请明天再试')
  }
  const [row] = await db
    .insert(feedbacks)
    .values({ userId, content, images: body.images ?? [], contact: (body.contact ?? '').trim() })
    .returning()
  return toItem(row)
}

export async function listFeedback(
  db: DbOrTx,
  userId: number,
  body: { page?: number; page_size?: number }
): Promise<FeedbackList> {
  const { page, size, offset } = paging(body, 15, 50)
  const rows = await db
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.userId, userId))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(size)
    .offset(offset)
  const [total] = await db.select({ n: count() }).from(feedbacks).where(eq(feedbacks.userId, userId))
  return { list: rows.map(toItem), total: total.n, page, page_size: size }
}
