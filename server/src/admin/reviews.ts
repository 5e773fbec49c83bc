import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { reviews, spus, users } from '../db/schema'
import { conflict, notFound } from '../errors'
import { audit, type Actor } from './audit'

/** Reviews for 客服 and 运营: every review (hidden ones too) with its shopper; hiding and showing are audited. */

export interface ReviewQuery {
  user_id?: number
  spu_id?: number
  hidden?: boolean
  page?: number
  page_size?: number
}

export async function listReviewsForStaff(db: DbOrTx, q: ReviewQuery) {
  const where: SQL[] = []
  if (q.user_id) where.push(eq(reviews.userId, q.user_id))
  if (q.spu_id) where.push(eq(reviews.spuId, q.spu_id))
  if (q.hidden !== undefined) where.push(q.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt))
  const cond = where.length ? and(...where) : undefined
  const size = q.page_size ?? 20
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ r: reviews, phone: users.phone, title: spus.title })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(spus, eq(spus.id, reviews.spuId))
      .where(cond)
      .orderBy(desc(reviews.id))
      .limit(size)
      .offset(((q.page ?? 1) - 1) * size),
    db.select({ total: count() }).from(reviews).where(cond)
  ])
  return {
    total,
    list: rows.map(({ r, phone, title }) => ({
      id: r.id,
      user_id: r.userId,
      phone: phone ?? '',
      order_id: r.orderId,
      spu_id: r.spuId,
      title: title ?? '',
      spec: r.spec,
      stars: r.stars,
      content: r.content,
      images: r.images,
      anonymous: r.anonymous,
      hidden: r.hiddenAt !== null,
      hidden_reason: r.hiddenReason,
      created_at: r.createdAt.toISOString()
    }))
  }
}

/** Hides (or shows again) one review; the shopper-facing lists and the goods' rating leave hidden ones out. */
export async function setReviewHidden(db: DbOrTx, actor: Actor, id: number, hidden: boolean, reason: string) {
  return db.transaction(async (tx) => {
    const [r] = await tx.select({ hiddenAt: reviews.hiddenAt }).from(reviews).where(eq(reviews.id, id))
    if (!r) throw notFound('评价')
    if ((r.hiddenAt !== null) === hidden) throw conflict(hidden ? '该评价已隐藏' : '该评价未隐藏')
    await tx
      .update(reviews)
      .set({ hiddenAt: hidden ? new Date() : null, hiddenReason: hidden ? reason : '' })
      .where(eq(reviews.id, id))
    await audit(tx, actor, {
      action: hidden ? 'hide' : 'show',
      entity: 'review',
      entityId: id,
      before: { hidden: r.hiddenAt !== null },
      after: { hidden, reason }
    })
    return { id, hidden }
  })
}
